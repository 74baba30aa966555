import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AlertJournal, journalFileOf, replayJournal } from '../alerts/journal';
import { DbUnreadableError } from '../db/atomic-file-adapter';
import type { StoredNotification } from '../db/schema';

let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-journal-'));
  file = journalFileOf(path.join(dir, 'db.json'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const note = (notificationId: number, extra: Partial<StoredNotification> = {}): StoredNotification => ({
  notificationId,
  userCode: 2,
  kind: 'offer-received',
  subject: { idInboxProperty: notificationId },
  title: 't',
  body: 'b',
  link: '/page/buzon',
  createdAt: '2026-11-25T10:00:00.000Z',
  readAt: null,
  eventId: notificationId * 2,
  dedupeKey: `offer-received:2:o${notificationId}`,
  ...extra,
});

describe('the alerts journal', () => {
  it('sits beside the db and replays what was appended: later lines win, the counter survives', async () => {
    expect(file).toBe(path.join(dir, 'db.alerts.jsonl'));
    const j = new AlertJournal(file);
    await Promise.all([j.append([{ n: note(1) }, { n: note(2) }]), j.append([{ p: { userCode: 2, off: ['request-match'] } }])]);
    await j.append([{ n: note(1, { readAt: '2026-11-25T11:00:00.000Z' } ) }, { s: 40 }]);
    j.close();
    const again = new AlertJournal(file);
    expect(again.state.notifications.map((n) => [n.notificationId, n.readAt])).toEqual([
      [1, '2026-11-25T11:00:00.000Z'],
      [2, null],
    ]);
    expect(again.state.preferences).toEqual([{ userCode: 2, off: ['request-match'] }]);
    expect(again.state.eventSeq).toBe(40);
    again.close();
  });

  it('a last line cut by a crash was never acknowledged: dropped, and the file repaired for the next appends', async () => {
    fs.writeFileSync(file, `${JSON.stringify({ n: note(1) })}\n{"n":{"notificationId":2,"us`);
    const j = new AlertJournal(file);
    expect(j.state.notifications.map((n) => n.notificationId)).toEqual([1]);
    await j.append([{ n: note(3) }]);
    j.close();
    expect(replayJournal(fs.readFileSync(file, 'utf8')).state.notifications.map((n) => n.notificationId)).toEqual([1, 3]);
  });

  it('a damaged line in the middle refuses to start (never silently drops acknowledged notifications)', () => {
    fs.writeFileSync(file, `${JSON.stringify({ n: note(1) })}\nbasura\n${JSON.stringify({ n: note(2) })}\n`);
    expect(() => new AlertJournal(file)).toThrow(DbUnreadableError);
  });

  it('is compacted on start when mostly superseded lines', async () => {
    const j = new AlertJournal(file);
    for (let i = 0; i < 300; i++) await j.append([{ n: note(1, { readAt: i % 2 ? null : '2026-11-25T11:00:00.000Z' }) }]);
    j.close();
    const before = fs.readFileSync(file, 'utf8').split('\n').length;
    const again = new AlertJournal(file);
    again.close();
    const after = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(before).toBeGreaterThan(300);
    expect(after.length).toBeLessThanOrEqual(3);
    expect(again.state.notifications).toHaveLength(1);
  });
});

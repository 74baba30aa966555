import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AlertJournal, journalFileOf, replayJournal } from '../alerts/journal';
import { NotificationIndex } from '../alerts/notification-index';
import type { StoredNotification } from '../db/schema';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-26T12:00:00.000Z');

const note = (notificationId: number, userCode: number, extra: Partial<StoredNotification> = {}): StoredNotification => ({
  notificationId,
  userCode,
  kind: 'offer-received',
  subject: { idInboxProperty: notificationId },
  title: 't',
  body: 'b',
  link: '/page/buzon',
  createdAt: new Date(NOW - DAY).toISOString(),
  readAt: null,
  eventId: notificationId * 10,
  dedupeKey: `offer-received:${userCode}:o${notificationId}`,
  ...extra,
});

describe('notifications indexed by recipient', () => {
  it('lists, counts unread and replays one member without the others', () => {
    const index = new NotificationIndex();
    for (let i = 1; i <= 9; i++) index.put(note(i, i % 3));
    expect(index.of(1).map((n) => n.notificationId)).toEqual([1, 4, 7]);
    expect(index.unread(1)).toBe(3);
    expect(index.since(1, 40, 70).map((n) => n.notificationId)).toEqual([7]);
    expect(index.since(1, 0, 40).map((n) => n.notificationId)).toEqual([1, 4]);
    expect(index.of(99)).toEqual([]);
    expect(index.unread(99)).toBe(0);
  });

  it('keeps the unread count right through reads, changes and removals', () => {
    const index = new NotificationIndex();
    [1, 2, 3, 4].forEach((i) => index.put(note(i, 5)));
    expect(index.markRead([index.get(1)!, index.get(2)!], '2026-11-26T10:00:00.000Z')).toHaveLength(2);
    expect(index.markRead([index.get(1)!], '2026-11-26T11:00:00.000Z')).toHaveLength(0);
    expect(index.unread(5)).toBe(2);
    index.put({ ...index.get(3)!, body: 'otra' });
    expect(index.unread(5)).toBe(2);
    index.put({ ...index.get(2)!, readAt: null });
    expect(index.unread(5)).toBe(3);
    index.remove(4);
    expect(index.unread(5)).toBe(2);
    expect(index.hasKey('offer-received:5:o4')).toBe(false);
    expect(index.of(5).map((n) => n.notificationId)).toEqual([1, 2, 3]);
  });

  it('names what passes the retention: over the count per member, or older than the days', () => {
    const index = new NotificationIndex({ perMember: 3, days: 30 });
    index.put(note(1, 7, { createdAt: new Date(NOW - 40 * DAY).toISOString() }));
    for (let i = 2; i <= 5; i++) index.put(note(i, 7));
    index.put(note(6, 8));
    expect(index.expired(7, NOW).map((n) => n.notificationId)).toEqual([1, 2]);
    expect(index.expired(8, NOW)).toEqual([]);
  });
});

describe('retention in the journal', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-retention-'));
    file = journalFileOf(path.join(dir, 'db.json'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('replays removals, never reuses an id, and drops on start what aged out meanwhile', async () => {
    const j = new AlertJournal(file, { perMember: 10, days: 30 }, NOW);
    await j.append([{ n: note(1, 2, { createdAt: new Date(NOW - 29 * DAY).toISOString() }) }, { n: note(2, 2) }, { n: note(3, 2) }, { d: 3 }, { s: 30, i: 3 }]);
    j.close();
    expect(replayJournal(fs.readFileSync(file, 'utf8')).state.notifications.map((n) => n.notificationId)).toEqual([1, 2]);
    // Two days later notification 1 is 31 days old: gone before anyone reads it, the file rewritten without it.
    const later = new AlertJournal(file, { perMember: 10, days: 30 }, NOW + 2 * DAY);
    later.close();
    const { state } = replayJournal(fs.readFileSync(file, 'utf8'));
    expect(state.notifications.map((n) => n.notificationId)).toEqual([2]);
    expect(state.index.unread(2)).toBe(1);
    expect(state.index.lastId).toBe(3);
  });
});

/**
 * Nothing lost, nothing twice: the outbox's sender against an SMTP server that is down, that refuses,
 * and a process that dies between the change and the send, or between the send and its record.
 */
import { alertsOf } from '../app';
import { Store } from '../db/store';
import { MailSender } from '../mail/sender';
import { readMailSettings } from '../mail/settings';
import type { MailContent } from '../mail/content';
import { CapturingTransport } from './support/mail-helpers';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const LUCIA = 1;
const settings = readMailSettings({}, { apiPort: 3000 });
const content: MailContent = {
  kind: 'offer-received',
  subject: 'Te enviaron una propiedad',
  heading: 'Te enviaron una propiedad',
  body: 'Una propiedad para tu solicitud.',
  facts: [],
  action: { label: 'Verla en Mis Ofertas', path: '/page/inbox' },
};

/** One mail queued by a change, as a route would (same transaction as the change). */
function queueOne(key = 'k1'): void {
  alertsOf(t.app).change(null, ({ out }) => out.mail.send(LUCIA, content, key));
}

const pending = (store: Store) => store.mailOutbox.where("state = 'pending'");

function sender(store: Store, transport: CapturingTransport, clock: { now: number }) {
  return new MailSender({
    store,
    transport,
    settings,
    log: () => undefined,
    now: () => clock.now,
    firstBackoffMs: 2_000,
    pollMs: 60_000,
  });
}

describe('the mail server down for minutes', () => {
  it('retries with growing waits under one Message-ID, and sends the mail once when the server is back', async () => {
    queueOne();
    const clock = { now: Date.now() };
    const transport = new CapturingTransport(3);
    const s = sender(t.store.db, transport, clock);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      s.wake();
      await s.idle();
      const row = t.store.db.mailOutbox.all().at(-1)!;
      if (row.state === 'sent') break;
      const wait = Date.parse(row.nextAttemptAt) - clock.now;
      waits.push(wait);
      // Not due yet: a wake before the wait is over sends nothing.
      s.wake();
      await s.idle();
      clock.now += wait;
    }
    expect(transport.attempts).toHaveLength(4);
    expect(transport.delivered).toHaveLength(1);
    expect(new Set(transport.attempts.map((m) => m.messageId)).size).toBe(1);
    expect(waits).toHaveLength(3);
    // 2 s, 4 s, 8 s, each jittered down by at most a quarter.
    waits.forEach((w, i) => expect(w).toBeGreaterThanOrEqual(0.75 * 2_000 * 2 ** i));
    waits.forEach((w, i) => expect(w).toBeLessThanOrEqual(2_000 * 2 ** i));
    const row = t.readDisk().mailOutbox.at(-1)!;
    expect(row).toMatchObject({ state: 'sent', attempts: 4 });
    expect(row.lastError).toBeUndefined();
    await s.stop();
  });

  it('a permanent refusal (5xx) is not retried: the mail is kept as failed, with the reason', async () => {
    queueOne();
    const refused = () => Object.assign(new Error('550 no such mailbox'), { responseCode: 550 });
    const transport = new CapturingTransport(1, refused);
    const s = sender(t.store.db, transport, { now: Date.now() });
    s.wake();
    await s.idle();
    expect(transport.attempts).toHaveLength(1);
    expect(t.readDisk().mailOutbox.at(-1)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: '550 no such mailbox',
    });
    await s.stop();
  });
});

describe('a crash', () => {
  it(
    'between the change and the send: the mail waits in the database and the next ' + 'process sends it, once',
    async () => {
      queueOne();
      // No sender ran: the process "died" right after the commit. A new process opens the same file.
      const reopened = new Store(t.dbFile, { log: () => undefined });
      try {
        expect(pending(reopened)).toHaveLength(1);
        const transport = new CapturingTransport();
        const s = sender(reopened, transport, { now: Date.now() });
        s.wake();
        await s.idle();
        s.wake();
        await s.idle();
        expect(transport.delivered).toHaveLength(1);
        expect(transport.delivered[0]!.to).toEqual({ name: 'Lucía Quispe', address: 'lucia.quispe@lotengo.test' });
        expect(pending(reopened)).toHaveLength(0);
        await s.stop();
      } finally {
        reopened.close();
      }
    },
  );

  it('between the send and its record: sent again after the lease, as the same message (same Message-ID)', async () => {
    queueOne();
    const clock = { now: Date.now() };
    const first = new CapturingTransport();
    // The first process's transport accepts the mail and then the process "dies" before writing 'sent'.
    const dying = sender(t.store.db, first, clock);
    // Every write of this process fails from then on: it dies holding the claim.
    jest.spyOn(dying as unknown as { update: () => void }, 'update').mockImplementation(() => {
      throw new Error('proceso terminado');
    });
    dying.wake();
    await dying.idle();
    await dying.stop();
    expect(first.delivered).toHaveLength(1);
    const second = new CapturingTransport();
    const next = sender(t.store.db, second, clock);
    // Still held by the dead process: nobody sends it meanwhile.
    next.wake();
    await next.idle();
    expect(second.attempts).toHaveLength(0);
    clock.now += 31_000;
    next.wake();
    await next.idle();
    expect(second.delivered).toHaveLength(1);
    expect(second.delivered[0]!.messageId).toBe(first.delivered[0]!.messageId);
    await next.stop();
  });

  it('two processes on one database send each mail once (a claim only one of them wins)', async () => {
    for (let i = 0; i < 6; i++) queueOne(`k${i}`);
    const other = new Store(t.dbFile, { log: () => undefined });
    try {
      const [a, b] = [new CapturingTransport(), new CapturingTransport()];
      const clock = { now: Date.now() };
      const [sa, sb] = [sender(t.store.db, a, clock), sender(other, b, clock)];
      sa.wake();
      sb.wake();
      await Promise.all([sa.idle(), sb.idle()]);
      const ids = [...a.delivered, ...b.delivered].map((m) => m.messageId);
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
      await Promise.all([sa.stop(), sb.stop()]);
    } finally {
      other.close();
    }
  });
});

describe('what goes out', () => {
  it('HTML and text, the one-click unsubscribe headers (RFC 8058), a Message-ID on our domain', async () => {
    queueOne();
    const transport = new CapturingTransport();
    const s = sender(t.store.db, transport, { now: Date.now() });
    s.wake();
    await s.idle();
    const m = transport.delivered[0]!;
    expect(m.subject).toBe('Te enviaron una propiedad');
    expect(m.html).toContain('lang="es"');
    expect(m.text).toContain('Verla en Mis Ofertas');
    expect(m.messageId).toMatch(/@lotengo\.test>$/);
    const headers = m.headers as Record<string, string>;
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/mvp\/email\/unsubscribe\?u=1&k=offer-received&s=[\w-]+>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await s.stop();
  });
});

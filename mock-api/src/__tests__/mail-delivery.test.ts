/**
 * Nothing lost, nothing twice: the outbox's sender against an SMTP server that is down, that refuses,
 * and a process that dies between the change and the send, or between the send and its record.
 */
import { alertsOf } from '../app';
import { Store } from '../db/store';
import { MailSender } from '../mail/sender';
import { MAIL_LEASE_MS } from '../mail/transport';
import { CapturingTransport, MAIL_SETTINGS, OFFER_MAIL } from './support/mail-helpers';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const LUCIA = 1;
const settings = MAIL_SETTINGS;
const content = OFFER_MAIL;

/** One mail queued by a change, as a route would (same transaction as the change). */
function queueOne(key = 'k1'): void {
  alertsOf(t.app).change(null, ({ out }) => out.mail.send(LUCIA, content, key));
}

const pending = (store: Store) => store.mailOutbox.all().filter((m) => m.state === 'pending');

function sender(store: Store, transport: CapturingTransport, clock: { now: number }) {
  return new MailSender({
    store,
    transport,
    settings,
    log: () => undefined,
    now: () => clock.now,
    firstBackoffMs: 2_000,
    pauseFirstMs: 2_000,
    pollMs: 60_000,
  });
}

describe('the mail server down for minutes', () => {
  it('pauses the whole queue with growing waits, spends no attempt, sends each mail once when back', async () => {
    queueOne('k1');
    queueOne('k2');
    const clock = { now: Date.now() };
    const transport = new CapturingTransport(3);
    const logs: string[] = [];
    const s = new MailSender({
      store: t.store.db,
      transport,
      settings,
      log: (line: unknown) => logs.push(String(line)),
      now: () => clock.now,
      pauseFirstMs: 2_000,
      pollMs: 60_000,
    });
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      s.wake();
      await s.idle();
      const health = s.health();
      if (health.state !== 'paused') break;
      expect(pending(t.store.db)).toHaveLength(2);
      expect(t.store.db.mailOutbox.all().every((m) => m.attempts === 0)).toBe(true);
      const wait = Date.parse(health.retryAt!) - clock.now;
      waits.push(wait);
      // Not due yet: a wake before the wait is over tries nothing.
      const tried = transport.attempts.length;
      s.wake();
      await s.idle();
      expect(transport.attempts).toHaveLength(tried);
      clock.now += wait;
    }
    // Each try is one mail (the queue's probe): three refusals, then both go.
    expect(transport.attempts).toHaveLength(5);
    expect(transport.delivered).toHaveLength(2);
    expect(new Set(transport.delivered.map((m) => m.messageId)).size).toBe(2);
    expect(waits).toEqual([2_000, 4_000, 8_000]);
    expect(t.readDisk().mailOutbox.map((m) => [m.state, m.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    // One line when it paused, one when it went back to sending.
    expect(logs.filter((l) => l.includes('EN PAUSA'))).toHaveLength(1);
    expect(logs.filter((l) => l.includes('reanudado'))).toHaveLength(1);
    expect(s.health()).toEqual({ state: 'sending', pending: 0 });
    await s.stop();
  });

  it("a recipient's permanent refusal (5xx to RCPT TO) fails that mail only; a 5.1.1 suppresses it", async () => {
    queueOne();
    const refused = () =>
      Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 No such user"), {
        code: 'EENVELOPE',
        command: 'RCPT TO',
        responseCode: 550,
        response: '550 5.1.1 No such user',
      });
    const transport = new CapturingTransport(1, refused);
    const s = sender(t.store.db, transport, { now: Date.now() });
    s.wake();
    await s.idle();
    expect(transport.attempts).toHaveLength(1);
    expect(t.readDisk().mailOutbox.at(-1)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'el servidor SMTP rechazó al destinatario (550 5.1.1 No such user)',
    });
    expect(t.readDisk().mailSuppressions).toMatchObject([
      { address: 'lucia.quispe@lotengo.test', reason: 'bounce', source: 'smtp' },
    ]);
    expect(s.health().state).toBe('sending');
    await s.stop();
  });

  it('a message refused at DATA without an enhanced code fails that mail, and suppresses nothing', async () => {
    queueOne();
    const refused = () =>
      Object.assign(new Error('Message failed: 554 Message rejected'), {
        code: 'EMESSAGE',
        command: 'DATA',
        responseCode: 554,
        response: '554 Message rejected',
      });
    const s = sender(t.store.db, new CapturingTransport(1, refused), { now: Date.now() });
    s.wake();
    await s.idle();
    expect(t.readDisk().mailOutbox.at(-1)).toMatchObject({ state: 'failed', attempts: 1 });
    expect(t.readDisk().mailSuppressions).toHaveLength(0);
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
    clock.now += MAIL_LEASE_MS + 1_000;
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

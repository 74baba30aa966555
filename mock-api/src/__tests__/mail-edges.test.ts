/**
 * The edges of delivery: what an SMTP failure means (by command and enhanced code), an attempt counted
 * when the mail is claimed (so one that crashes the sender is given up), a lease that outlasts the SMTP
 * timeouts and is renewed while a send goes on, a stop that waits (with a limit) for the mail in
 * flight, and a time to live per kind.
 */
import type { SendMailOptions } from 'nodemailer';
import { alertsOf } from '../app';
import { expiresAtOf, MAIL_TTL_DAYS, visitStartsAt } from '../mail/expiry';
import { MailSender, type SenderOptions } from '../mail/sender';
import { classifySmtpError } from '../mail/smtp-errors';
import { MAIL_LEASE_MS, SMTP_TIMEOUTS, type MailTransport } from '../mail/transport';
import { CapturingTransport, eventually, MAIL_SETTINGS, OFFER_MAIL } from './support/mail-helpers';
import { makeTestApp, type TestApp } from './support/test-app';

const LUCIA = 1;
const settings = MAIL_SETTINGS;
const content = OFFER_MAIL;

/** A transport whose sends take `ms` (or never end: Infinity). */
class SlowTransport implements MailTransport {
  readonly delivered: SendMailOptions[] = [];
  started = 0;
  constructor(private readonly ms: number) {}
  async sendMail(message: SendMailOptions): Promise<unknown> {
    this.started++;
    if (this.ms === Infinity) return new Promise(() => undefined);
    await new Promise((r) => setTimeout(r, this.ms));
    this.delivered.push(message);
    return {};
  }
}

describe('what failed decides (nodemailer fields, RFC 3463 codes)', () => {
  const smtp = (command: string, response: string, code = 'EENVELOPE') =>
    Object.assign(new Error(`x: ${response}`), {
      code,
      command,
      response,
      responseCode: Number(response.slice(0, 3)),
    });
  it.each([
    ['a wrong password', smtp('AUTH PLAIN', '535 5.7.8 Authentication credentials invalid', 'EAUTH'), 'server', false],
    ["a provider's pause at MAIL FROM", smtp('MAIL FROM', '554 5.7.0 Account sending paused'), 'server', false],
    ['a greeting that refuses', smtp('CONN', '554 No SMTP service here', 'EPROTOCOL'), 'server', false],
    [
      'no connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION', command: 'CONN' }),
      'server',
      false,
    ],
    ['a timeout', Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT', command: 'CONN' }), 'server', false],
    ['authentication required at RCPT TO', smtp('RCPT TO', '530 5.7.0 Authentication required'), 'server', false],
    ['no such mailbox', smtp('RCPT TO', '550 5.1.1 No such user'), 'mail', true],
    ['a full mailbox (4.2.2 in a 552)', smtp('RCPT TO', '552 4.2.2 Mailbox full'), 'mail', false],
    ['greylisting', smtp('RCPT TO', '451 4.7.1 Try again later'), 'mail', false],
    ['a message refused', smtp('DATA', '554 5.6.0 Message content rejected', 'EMESSAGE'), 'mail', true],
  ])('%s', (_what, err, scope, permanent) => {
    const f = classifySmtpError(err);
    expect([f.scope, f.scope === 'mail' && f.permanent]).toEqual([scope, permanent]);
    expect(f.reason).toMatch(/^(el servidor SMTP|no se pudo hablar)/);
  });

  it('only a 5.1.x refusal of the recipient is a bad address (a hard bounce)', () => {
    expect(classifySmtpError(smtp('RCPT TO', '550 5.1.1 No such user')).badAddress).toBe(true);
    expect(classifySmtpError(smtp('RCPT TO', '550 5.7.1 Relaying denied')).badAddress).toBe(false);
    expect(classifySmtpError(smtp('DATA', '550 5.1.1 x')).badAddress).toBe(false);
  });
});

describe('claims, leases and stops', () => {
  let t: TestApp;
  beforeEach(() => {
    t = makeTestApp();
  });
  afterEach(() => t.cleanup());
  const queue = (key = 'k') => alertsOf(t.app).change(null, ({ out }) => out.mail.send(LUCIA, content, key));
  const sender = (transport: MailTransport, extra: Partial<SenderOptions> = {}) =>
    new MailSender({ store: t.store.db, transport, settings, log: () => undefined, pollMs: 60_000, ...extra });
  const row = () => t.readDisk().mailOutbox.at(-1)!;

  it('the lease outlasts the connection, greeting and socket timeouts together', () => {
    const together = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
    expect(MAIL_LEASE_MS).toBeGreaterThan(together);
  });

  it('an attempt is counted when the mail is claimed, before anything is known of its outcome', async () => {
    queue();
    const transport = new SlowTransport(Infinity);
    const s = sender(transport);
    s.wake();
    await eventually(() => transport.started === 1);
    expect(row()).toMatchObject({ state: 'pending', attempts: 1 });
    expect(Date.parse(row().claimedUntil!)).toBeGreaterThan(Date.now() + MAIL_LEASE_MS - 5_000);
    expect(await s.stop(50)).toBe(false);
  });

  it('a mail that crashes the sender every time is given up after maxAttempts claims, unsent', async () => {
    queue();
    const clock = { now: Date.now() };
    for (let crash = 0; crash < 2; crash++) {
      // The process dies while sending: the claim and its counted attempt stay.
      const dying = sender(new SlowTransport(Infinity), { now: () => clock.now, maxAttempts: 2 });
      dying.wake();
      await eventually(() => row().attempts === crash + 1);
      await dying.stop(10);
      clock.now += MAIL_LEASE_MS + 1_000;
    }
    const transport = new CapturingTransport();
    const next = sender(transport, { now: () => clock.now, maxAttempts: 2 });
    next.wake();
    await next.idle();
    expect(transport.attempts).toHaveLength(0);
    expect(row()).toMatchObject({ state: 'failed', attempts: 3 });
    expect(row().lastError).toMatch(/se tomó 2 veces sin llegar a enviarse/);
    await next.stop();
  });

  it('a send slower than the lease is not taken over: the lease is renewed while it goes on', async () => {
    queue();
    const slow = new SlowTransport(1_200);
    const other = new CapturingTransport();
    const a = sender(slow, { leaseMs: 300 });
    const b = sender(other, { leaseMs: 300 });
    a.wake();
    await eventually(() => slow.started === 1);
    for (let i = 0; i < 10; i++) {
      await new Promise((r) => setTimeout(r, 100));
      b.wake();
      await b.idle();
    }
    await a.idle();
    expect(other.attempts).toHaveLength(0);
    expect(slow.delivered).toHaveLength(1);
    expect(row()).toMatchObject({ state: 'sent', attempts: 1 });
    await Promise.all([a.stop(), b.stop()]);
  });

  it('a stop waits for the mail being sent (it is marked sent), and no longer than its limit', async () => {
    queue('uno');
    const slow = new SlowTransport(300);
    const s = sender(slow);
    s.wake();
    await eventually(() => slow.started === 1);
    const started = Date.now();
    expect(await s.stop(5_000)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(row()).toMatchObject({ state: 'sent' });

    queue('dos');
    const stuck = new SlowTransport(Infinity);
    const logs: string[] = [];
    const h = sender(stuck, { log: (l: unknown) => logs.push(String(l)) });
    h.wake();
    await eventually(() => stuck.started === 1);
    const from = Date.now();
    expect(await h.stop(200)).toBe(false);
    expect(Date.now() - from).toBeLessThan(1_000);
    // Not lost: pending, held by its lease, and it goes with the next process as the same message.
    expect(row()).toMatchObject({ state: 'pending', attempts: 1 });
    expect(logs.join('\n')).toMatch(/no terminó en 0.2 s: queda pendiente/);
  });
});

describe('a time to live per kind', () => {
  let t: TestApp;
  beforeEach(() => {
    t = makeTestApp();
  });
  afterEach(() => t.cleanup());

  it("a visit's start in Lima time, and each kind's limit", () => {
    expect(visitStartsAt('2026-12-01', '02:00 pm a 04:00 pm')).toBe('2026-12-01T19:00:00.000Z');
    expect(visitStartsAt('2026-12-01', '9:00 am a 11:00 am')).toBe('2026-12-01T14:00:00.000Z');
    expect(visitStartsAt('', '')).toBeUndefined();
    const at = '2026-12-01T12:00:00.000Z';
    expect(expiresAtOf('request-match', at)).toBe('2026-12-04T12:00:00.000Z');
    expect(MAIL_TTL_DAYS.summary).toBeLessThan(MAIL_TTL_DAYS['offer-received']);
    expect(expiresAtOf('visit-booked', at, '2026-12-01T19:00:00.000Z')).toBe('2026-12-01T19:00:00.000Z');
  });

  it("a visit's mail still queued when the visit starts is marked expired, not sent", async () => {
    const clock = { now: Date.now() };
    const visitAt = new Date(clock.now + 3_600_000).toISOString();
    alertsOf(t.app).change(null, ({ out }) =>
      out.mail.send(LUCIA, { ...content, kind: 'visit-booked', expiresAt: visitAt }, 'visita'),
    );
    expect(t.readDisk().mailOutbox.at(-1)!.expiresAt).toBe(visitAt);
    const transport = new CapturingTransport();
    const logs: string[] = [];
    const s = new MailSender({
      store: t.store.db,
      transport,
      settings,
      log: (l: unknown) => logs.push(String(l)),
      now: () => clock.now,
      pollMs: 60_000,
    });
    // The server was paused until after the visit started.
    clock.now += 2 * 3_600_000;
    s.wake();
    await s.idle();
    expect(transport.attempts).toHaveLength(0);
    expect(t.readDisk().mailOutbox.at(-1)).toMatchObject({ state: 'cancelled', skipReason: 'expired', attempts: 0 });
    expect(logs.join('\n')).toMatch(/1 e-mail\(s\) vencidos sin enviar/);
    await s.stop();
  });
});

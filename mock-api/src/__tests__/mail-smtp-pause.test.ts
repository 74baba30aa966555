/**
 * A real SMTP server (smtp-server) that refuses the login, then accepts it: the queue pauses (every mail
 * pending, no attempt spent, one Spanish log line, the API's health says so), and once the server
 * accepts, every mail goes, once. Through nodemailer's own pooled transport, as main.ts builds it.
 */
import { SMTPServer } from 'smtp-server';
import { alertsOf } from '../app';
import { MailSender } from '../mail/sender';
import { readMailSettings } from '../mail/settings';
import { smtpTransport } from '../mail/transport';
import { eventually, OFFER_MAIL } from './support/mail-helpers';
import { makeTestApp, url, type TestApp } from './support/test-app';

const LUCIA = 1;
const DIEGO = 2;
const content = OFFER_MAIL;

let t: TestApp;
let server: SMTPServer;
let serverClosed = false;
let sender: MailSender | undefined;
/** The login the server takes: refused until the test says otherwise. */
let acceptLogin = false;
const logins: boolean[] = [];
const received: string[] = [];

beforeEach(async () => {
  t = makeTestApp();
  acceptLogin = false;
  logins.length = 0;
  received.length = 0;
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(acceptLogin);
      if (acceptLogin && auth.username === 'avisos' && auth.password === 'secreto') callback(null, { user: 'avisos' });
      else callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(Buffer.concat(chunks).toString('utf8'));
        received.push(id?.[1] ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverClosed = false;
});

afterEach(async () => {
  await sender?.stop(1_000);
  sender = undefined;
  if (!serverClosed) await new Promise<void>((resolve) => server.close(() => resolve()));
  t.cleanup();
});

const portOf = (s: SMTPServer) => (s.server.address() as { port: number }).port;

function startSender(logs: string[], port = portOf(server)): MailSender {
  const settings = readMailSettings(
    { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), SMTP_USER: 'avisos', SMTP_PASS: 'secreto' },
    { apiPort: 3000 },
  );
  const s = new MailSender({
    store: t.store.db,
    transport: smtpTransport(settings.smtp),
    settings,
    log: (line: unknown) => logs.push(String(line)),
    pauseFirstMs: 100,
    pauseMaxMs: 400,
    pollMs: 50,
  });
  alertsOf(t.app).onMailQueued = () => s.wake();
  alertsOf(t.app).mailHealth = () => s.health();
  s.start();
  return s;
}

const outbox = () => t.readDisk().mailOutbox;

it('a refused login pauses every mail, the health says why; once the login is accepted each goes once', async () => {
  const logs: string[] = [];
  sender = startSender(logs);
  const alerts = alertsOf(t.app);
  alerts.change(null, ({ out }) => {
    out.mail.send(LUCIA, content, 'a');
    out.mail.send(DIEGO, content, 'b');
    out.mail.send(LUCIA, { ...content, subject: 'Otra propiedad' }, 'c');
  });

  // Refused several times in a row (the waits grow): nothing failed, nothing spent, nothing sent.
  await eventually(() => logins.length >= 3);
  expect(received).toHaveLength(0);
  expect(outbox().map((m) => [m.state, m.attempts])).toEqual([
    ['pending', 0],
    ['pending', 0],
    ['pending', 0],
  ]);
  const health = (await t.http.get(url('health')).expect(200)).body;
  expect(health).toMatchObject({
    status: 'ok',
    mail: { state: 'paused', pending: 3, reason: expect.stringMatching(/rechazó el inicio de sesión \(535 5\.7\.8/) },
  });
  expect(Date.parse(health.mail.retryAt)).toBeGreaterThan(Date.parse(health.mail.since));
  const paused = logs.filter((l) => l.includes('ENVÍO DE CORREOS EN PAUSA'));
  expect(paused).toHaveLength(1);
  expect(paused[0]).toMatch(/revisa SMTP_USER y SMTP_PASS.*3 quedan pendientes/);

  // The password is right again (the provider lifted its pause): every mail goes, once.
  acceptLogin = true;
  await eventually(() => received.length === 3, 10_000);
  await eventually(() => outbox().every((m) => m.state === 'sent'));
  expect(new Set(received)).toEqual(new Set(outbox().map((m) => m.messageId)));
  expect(outbox().map((m) => m.attempts)).toEqual([1, 1, 1]);
  expect(logs.filter((l) => l.includes('reanudado'))).toHaveLength(1);
  expect(logs.filter((l) => l.includes('EN PAUSA'))).toHaveLength(1);
  expect((await t.http.get(url('health')).expect(200)).body.mail).toEqual({ state: 'sending', pending: 0 });
  // Nothing more goes out later: each mail once.
  await new Promise((r) => setTimeout(r, 300));
  expect(received).toHaveLength(3);
});

it('a server that is not there pauses the same way, and a stop waits for nothing it does not have to', async () => {
  const logs: string[] = [];
  const port = portOf(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  serverClosed = true;
  sender = startSender(logs, port);
  alertsOf(t.app).change(null, ({ out }) => out.mail.send(LUCIA, content, 'a'));
  await eventually(() => sender!.health().state === 'paused');
  expect(sender.health().reason).toMatch(/^no se pudo hablar con el servidor SMTP/);
  expect(outbox()[0]).toMatchObject({ state: 'pending', attempts: 0 });
  expect(logs.filter((l) => l.includes('EN PAUSA'))).toHaveLength(1);
  const started = Date.now();
  expect(await sender.stop(5_000)).toBe(true);
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(sender.health().state).toBe('stopped');
});

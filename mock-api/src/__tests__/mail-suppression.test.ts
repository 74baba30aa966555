/**
 * Who gets no mail, and how they get it back: the suppression list fed by the provider's webhook
 * (Postmark's bounce and spam-complaint records, behind its shared secret) and by the command; an
 * address the identity provider has not verified; the member's own view of it and their reactivation.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { alertsOf } from '../app';
import { MailSender } from '../mail/sender';
import { suppressAddress } from '../mail/suppressions';
import { testContext } from './support/context';
import { CapturingTransport, digestOnDisk, MAIL_SETTINGS, mailsOnDisk, OFFER_MAIL } from './support/mail-helpers';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

const run = promisify(execFile);
let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const LUCIA = 1;
const LUCIA_EMAIL = 'lucia.quispe@lotengo.test';
const SECRET = 'lotengo-local-webhook';
const settings = MAIL_SETTINGS;
const content = OFFER_MAIL;
const queue = (userCode: number, key: string) =>
  alertsOf(t.app).change(null, ({ out }) => out.mail.send(userCode, content, key));

const basic = (password: string, user = 'postmark') => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
/** A record as Postmark posts it (bounce webhook; the spam-complaint one has the same shape). */
const postmark = (fields: Record<string, unknown>) => ({
  RecordType: 'Bounce',
  MessageStream: 'outbound',
  ID: 42,
  Type: 'HardBounce',
  TypeCode: 1,
  Name: 'Hard bounce',
  MessageID: '883953f4-6105-42a2-a16a-77a8eac79483',
  Description: 'The server was unable to deliver your message (ex: unknown user, mailbox not found).',
  Details: 'smtp;550 5.1.1 The email account that you tried to reach does not exist.',
  Email: LUCIA_EMAIL,
  From: 'avisos@lotengo.pe',
  BouncedAt: '2026-11-28T16:33:54.9070259Z',
  DumpAvailable: true,
  Inactive: true,
  CanActivate: true,
  Subject: 'Te enviaron una propiedad',
  Metadata: { a: 'b' },
  ...fields,
});
const webhook = (body: object, password = SECRET) =>
  t.http.post(url('emailProviderEvents')).set('Authorization', basic(password)).send(body);
const status = async (who: 'lucia' | 'diego', userCode: number) =>
  (await t.http.get(url('emailStatus', { userCode })).set(bearer(who)).expect(200)).body;

describe("the provider's webhook (Postmark's format)", () => {
  it('is closed without its secret (401, nothing changes); a bad record is a Spanish 400', async () => {
    await t.http.post(url('emailProviderEvents')).send(postmark({})).expect(401);
    const wrong = await webhook(postmark({}), 'otra-clave').expect(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic /);
    expect(wrong.body.message).toMatch(/clave del webhook/);
    const bad = await webhook(postmark({ Email: 'no es un correo' })).expect(400);
    expect(bad.body).toEqual({ message: 'Email debe ser una dirección de correo válida', field: 'Email' });
    const noType = await webhook(postmark({ Type: undefined })).expect(400);
    expect(noType.body.field).toBe('Type');
    expect(t.readDisk().mailSuppressions).toHaveLength(0);
  });

  it('a hard bounce suppresses it: what waited is cancelled, nothing more queued, the profile says so', async () => {
    queue(LUCIA, 'antes');
    expect(mailsOnDisk(t, LUCIA).at(-1)!.state).toBe('pending');
    const res = await webhook(postmark({ Email: 'Lucia.Quispe@LoTengo.test' })).expect(200);
    expect(res.body).toEqual({ address: LUCIA_EMAIL, suppressed: true, reason: 'bounce' });
    expect(mailsOnDisk(t, LUCIA).at(-1)).toMatchObject({ state: 'cancelled', skipReason: 'suppressed' });
    expect(queue(LUCIA, 'despues')).toBeNull();
    expect(mailsOnDisk(t, LUCIA)).toHaveLength(1);
    expect(await status('lucia', LUCIA)).toMatchObject({
      address: LUCIA_EMAIL,
      state: 'suppressed',
      suppression: { reason: 'bounce', canReactivate: true },
    });
  });

  it('a spam complaint suppresses it as a complaint; a soft bounce changes nothing', async () => {
    const soft = await webhook(postmark({ Type: 'SoftBounce', TypeCode: 4096, Inactive: false })).expect(200);
    expect(soft.body).toEqual({ address: LUCIA_EMAIL, suppressed: false });
    expect(t.readDisk().mailSuppressions).toHaveLength(0);
    const complaint = postmark({ RecordType: 'SpamComplaint', Type: 'SpamComplaint', TypeCode: 512 });
    expect((await webhook(complaint).expect(200)).body).toEqual({
      address: LUCIA_EMAIL,
      suppressed: true,
      reason: 'complaint',
    });
    expect(t.readDisk().mailSuppressions).toMatchObject([
      { address: LUCIA_EMAIL, reason: 'complaint', source: 'webhook', detail: expect.stringMatching(/^Postmark/) },
    ]);
  });

  it('events waiting for a summary are skipped too, and no summary is made for the address', async () => {
    const DIEGO = 2;
    await t.http
      .put(url('notificationPreferences', { userCode: DIEGO }))
      .set(bearer('diego'))
      .send({ email: { 'offer-received': 'daily' } })
      .expect(200);
    expect(queue(DIEGO, 'resumen')).toBe('daily');
    expect(digestOnDisk(t, DIEGO).at(-1)!.state).toBe('waiting');
    await webhook(postmark({ Email: 'diego.fernandez@lotengo.test' })).expect(200);
    expect(digestOnDisk(t, DIEGO).at(-1)!.state).toBe('skipped');
    await t.http
      .post(url('emailSummaryNow', { userCode: DIEGO }))
      .set(bearer('diego'))
      .expect(200, { queued: 0 });
  });
});

describe('the member takes it back', () => {
  it('after a bounce or a complaint, "reactivate" lifts it and mail is queued again', async () => {
    suppressAddress(t.store.db, { address: LUCIA_EMAIL, reason: 'complaint', source: 'webhook' });
    const res = await t.http
      .post(url('emailReactivate', { userCode: LUCIA }))
      .set(bearer('lucia'))
      .expect(200);
    expect(res.body).toEqual({ userCode: LUCIA, address: LUCIA_EMAIL, state: 'active' });
    expect(t.readDisk().mailSuppressions).toHaveLength(0);
    queue(LUCIA, 'de-nuevo');
    expect(mailsOnDisk(t, LUCIA).at(-1)!.state).toBe('pending');
  });

  it("the team's own stop is lifted by the team only (409), and nobody reactivates someone else (403)", async () => {
    suppressAddress(t.store.db, { address: LUCIA_EMAIL, reason: 'manual', source: 'command' });
    const refused = await t.http
      .post(url('emailReactivate', { userCode: LUCIA }))
      .set(bearer('lucia'))
      .expect(409);
    expect(refused.body.message).toMatch(/escríbenos desde Contacto/);
    expect((await status('lucia', LUCIA)).suppression).toMatchObject({ reason: 'manual', canReactivate: false });
    await t.http
      .post(url('emailReactivate', { userCode: LUCIA }))
      .set(bearer('diego'))
      .expect(403);
    expect(t.readDisk().mailSuppressions).toHaveLength(1);
  });
});

describe('the command', () => {
  const cli = (...args: string[]) =>
    run(
      path.join(__dirname, '../../../node_modules/.bin/tsx'),
      ['src/mail/suppress-cli.ts', ...args, '--db', t.dbFile],
      {
        cwd: path.join(__dirname, '../..'),
      },
    );

  it('adds (cancelling what waited), lists and removes an address; refuses what is not one', async () => {
    queue(LUCIA, 'pendiente');
    const added = await cli(LUCIA_EMAIL, '--reason', 'bounce', '--detail', 'buzón inexistente');
    expect(added.stdout).toMatch(/lucia\.quispe@lotengo\.test está en la lista de supresión \(bounce\): 1 correo/);
    expect(mailsOnDisk(t, LUCIA).at(-1)).toMatchObject({ state: 'cancelled', skipReason: 'suppressed' });
    expect((await cli('--list')).stdout).toMatch(/^lucia\.quispe@lotengo\.test\tbounce\tcommand\t.*buzón inexistente/);
    expect((await cli('--remove', LUCIA_EMAIL)).stdout).toMatch(/ya no está en la lista/);
    expect(t.readDisk().mailSuppressions).toHaveLength(0);
    await expect(cli('no-es-correo')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/no es un correo/),
    });
    await expect(cli(LUCIA_EMAIL, '--reason', 'otra')).rejects.toMatchObject({
      stderr: expect.stringMatching(/--reason debe ser bounce, complaint, manual/),
    });
  }, 60_000);
});

describe('an address the identity provider has not verified', () => {
  const ctx = () => testContext();
  const identity = (p: string) => `http://${ctx().authEmulatorHost}/identitytoolkit.googleapis.com/v1/${p}?key=any`;
  async function call<T>(p: string, body: object): Promise<T> {
    const res = await fetch(identity(p), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  it('gets no mail and the profile says so; the link it asks for verifies it, and mail goes again', async () => {
    const email = `sin.verificar.${Date.now().toString(36)}@lotengo.test`;
    const signUp = await call<{ idToken: string; localId: string }>('accounts:signUp', {
      email,
      password: 'Prueba-2026!',
      returnSecureToken: true,
    });
    const as = { Authorization: `Bearer ${signUp.idToken}` };
    const registered = await t.http
      .post(url('userRegistration'))
      .set(as)
      .send({ userFirebaseId: signUp.localId, firstName: 'Nadia', lastName: 'Prueba', email, phoneNumber: '987001122' })
      .expect(201);
    const userCode = registered.body.userCode as number;
    expect(t.readDisk().users.find((u) => u.userCode === userCode)!.emailVerified).toBe(false);
    expect(queue(userCode, 'sin-verificar')).toBeNull();
    expect(mailsOnDisk(t, userCode)).toHaveLength(0);
    const before = await t.http.get(url('emailStatus', { userCode })).set(as).expect(200);
    expect(before.body).toEqual({ userCode, address: email, state: 'unverified' });

    // "Enviarme el enlace": one mail with the identity provider's link, whatever the preferences say.
    const sent = await t.http.post(url('emailVerification', { userCode })).set(as).expect(202);
    expect(sent.body).toEqual({ sentTo: email });
    const again = await t.http.post(url('emailVerification', { userCode })).set(as).expect(429);
    expect(again.body.message).toMatch(/^Ya te enviamos el enlace hace poco/);
    const transport = new CapturingTransport();
    const s = new MailSender({ store: t.store.db, transport, settings, log: () => undefined, pollMs: 60_000 });
    s.wake();
    await s.idle();
    await s.stop();
    const mail = transport.delivered.find(
      (m) => m.subject === 'Verifica tu correo para recibir los avisos de Lo Tengo',
    )!;
    expect(mail.to).toEqual({ name: 'Nadia Prueba', address: email });
    expect(mail.headers).not.toHaveProperty('List-Unsubscribe');
    const link = /href="(http:\/\/127\.0\.0\.1:\d+\/emulator\/action\?[^"]+)"/.exec(String(mail.html))![1]!;
    expect(link.replace(/&amp;/g, '&')).toMatch(/mode=verifyEmail/);

    // The member opens it; back on the profile (the same, older token) the address is verified.
    const opened = await fetch(link.replace(/&amp;/g, '&'), { redirect: 'manual' });
    expect(opened.status).toBeLessThan(400);
    const after = await t.http.get(url('emailStatus', { userCode })).set(as).expect(200);
    expect(after.body.state).toBe('active');
    expect(t.readDisk().users.find((u) => u.userCode === userCode)!.emailVerified).toBe(true);
    await t.http.post(url('emailVerification', { userCode })).set(as).expect(409);
    queue(userCode, 'verificado');
    expect(mailsOnDisk(t, userCode, 'offer-received').map((m) => m.state)).toEqual(['pending']);
  }, 30_000);

  it('the demo accounts are verified (seeded as the Auth emulator has them) and get mail', async () => {
    expect(
      t
        .readDisk()
        .users.filter((u) => u.userCode <= 13)
        .every((u) => u.emailVerified === true),
    ).toBe(true);
    expect(await status('lucia', LUCIA)).toEqual({ userCode: LUCIA, address: LUCIA_EMAIL, state: 'active' });
  });
});

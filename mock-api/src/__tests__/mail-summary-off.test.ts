/**
 * "Dejar de recibir el resumen" does what it says, whatever fed the summary: kinds set to "daily",
 * instant mails past the daily cap, or a summary already queued. The summary goes off (the profile
 * shows it), what waited for it is dropped, and nothing feeds it any more until it is turned on again.
 */
import { alertsOf } from '../app';
import { sweepMail } from '../alerts/sweep';
import { MailSender } from '../mail/sender';
import { signUnsubscribe, unsubscribeSecret } from '../mail/unsubscribe';
import { CapturingTransport, digestOnDisk, MAIL_SETTINGS, mailsOnDisk, offerToDiego } from './support/mail-helpers';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

let t: TestApp;
afterEach(() => t.cleanup());

const DIEGO = 2;
const settings = MAIL_SETTINGS;

const prefs = async () =>
  (
    await t.http
      .get(url('notificationPreferences', { userCode: DIEGO }))
      .set(bearer('diego'))
      .expect(200)
  ).body as { email: Record<string, string>; summary: boolean };

/** The summary's own link, as its footer and List-Unsubscribe header carry it, used from the mail client. */
async function leaveSummary(): Promise<void> {
  const s = signUnsubscribe(unsubscribeSecret(t.store.db, settings), DIEGO, 'summary');
  const page = await t.http
    .post(`/mvp/email/unsubscribe?u=${DIEGO}&k=summary&s=${s}`)
    .type('form')
    .send('List-Unsubscribe=One-Click')
    .expect(200);
  expect(page.text).toContain('Listo: ya no te enviaremos el resumen diario por correo.');
}

async function summaryNow(): Promise<number> {
  const res = await t.http
    .post(url('emailSummaryNow', { userCode: DIEGO }))
    .set(bearer('diego'))
    .expect(200);
  return res.body.queued as number;
}

const waiting = () => digestOnDisk(t, DIEGO).filter((d) => d.state === 'waiting');

it('fed by kinds set to "daily": off, those kinds "never", what waited skipped, nothing waits again', async () => {
  t = makeTestApp();
  await t.http
    .put(url('notificationPreferences', { userCode: DIEGO }))
    .set(bearer('diego'))
    .send({ email: { 'offer-received': 'daily', 'visit-booked': 'daily' } })
    .expect(200);
  await offerToDiego(t, 3001);
  expect(waiting()).toHaveLength(1);
  await leaveSummary();
  const after = await prefs();
  expect(after.summary).toBe(false);
  expect(after.email).toMatchObject({ 'offer-received': 'never', 'visit-booked': 'never', 'request-match': 'instant' });
  expect(waiting()).toHaveLength(0);
  await offerToDiego(t, 3002);
  expect(waiting()).toHaveLength(0);
  expect(mailsOnDisk(t, DIEGO, 'offer-received')).toHaveLength(0);
  expect(await summaryNow()).toBe(0);
});

it('fed by the daily cap (every kind instant): off, the overflow is dropped, not summarised', async () => {
  t = makeTestApp({}, { mail: { ...settings, dailyLimit: 3 } });
  const before = mailsOnDisk(t, DIEGO).length;
  for (let i = 0; i < 4; i++) await offerToDiego(t, 4000 + i);
  // Two instant mails, two events past the cap waiting for the summary.
  expect(mailsOnDisk(t, DIEGO).slice(before)).toHaveLength(2);
  expect(waiting()).toHaveLength(2);
  // Before: "the list of daily kinds is empty", so the old link changed nothing. Now it turns the summary off.
  expect((await prefs()).email).toEqual({
    'request-match': 'instant',
    'offer-received': 'instant',
    'visit-booked': 'instant',
    'visit-cancelled': 'instant',
  });
  await leaveSummary();
  expect((await prefs()).summary).toBe(false);
  expect(waiting()).toHaveLength(0);
  expect(await summaryNow()).toBe(0);
  // The next instant mail past the cap goes nowhere (the bell still has it).
  await offerToDiego(t, 4010);
  expect(waiting()).toHaveLength(0);
  expect(mailsOnDisk(t, DIEGO).slice(before)).toHaveLength(2);
  // The next morning's sweep sends no summary either.
  expect(sweepMail(alertsOf(t.app), Date.now() + 2 * 86_400_000)).toBe(0);
});

it('a summary already queued is cancelled, and a sender sends it not', async () => {
  t = makeTestApp();
  await t.http
    .put(url('notificationPreferences', { userCode: DIEGO }))
    .set(bearer('diego'))
    .send({ email: { 'offer-received': 'daily' } })
    .expect(200);
  await offerToDiego(t, 5001);
  expect(await summaryNow()).toBe(1);
  expect(mailsOnDisk(t, DIEGO, 'summary').map((m) => m.state)).toEqual(['pending']);
  await leaveSummary();
  expect(mailsOnDisk(t, DIEGO, 'summary')).toMatchObject([{ state: 'cancelled', skipReason: 'summary-off' }]);
  const transport = new CapturingTransport();
  const s = new MailSender({ store: t.store.db, transport, settings, log: () => undefined, pollMs: 60_000 });
  s.wake();
  await s.idle();
  expect(
    transport.attempts.filter((m) => (m.headers as Record<string, string>)['X-Lo-Tengo-Tipo'] === 'summary'),
  ).toEqual([]);
  await s.stop();
});

it('turned on again from the profile, or by choosing "daily" for a kind', async () => {
  t = makeTestApp();
  await leaveSummary();
  expect((await prefs()).summary).toBe(false);
  const on = await t.http
    .put(url('notificationPreferences', { userCode: DIEGO }))
    .set(bearer('diego'))
    .send({ summary: true })
    .expect(200);
  expect(on.body.summary).toBe(true);
  await t.http
    .put(url('notificationPreferences', { userCode: DIEGO }))
    .set(bearer('diego'))
    .send({ summary: false })
    .expect(200);
  const daily = await t.http
    .put(url('notificationPreferences', { userCode: DIEGO }))
    .set(bearer('diego'))
    .send({ email: { 'visit-booked': 'daily' } })
    .expect(200);
  expect(daily.body).toMatchObject({ summary: true, email: { 'visit-booked': 'daily' } });
  const bad = await t.http
    .put(url('notificationPreferences', { userCode: DIEGO }))
    .set(bearer('diego'))
    .send({ summary: 'no' })
    .expect(400);
  expect(bad.body.message).toBe('summary va con true o false');
});

/**
 * What each person chose: the signed unsubscribe link (no sign-in, nobody else's), the daily summary
 * (a day's events once, without those read on the site), the daily cap, and settings that fail closed.
 */
import { alertsOf } from '../app';
import { sweepMail } from '../alerts/sweep';
import { readMailSettings } from '../mail/settings';
import { signUnsubscribe, unsubscribeSecret } from '../mail/unsubscribe';
import { contentOf, digestOnDisk, MAIL_SETTINGS, mailsOnDisk, offerToDiego } from './support/mail-helpers';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

let t: TestApp;
afterEach(() => t.cleanup());

const DIEGO = 2;
const settings = MAIL_SETTINGS;
const unsubscribePath = (userCode: number, kind: string, signature?: string) => {
  const s = signature ?? signUnsubscribe(unsubscribeSecret(t.store.db, settings), userCode, kind as 'summary');
  return `/mvp/email/unsubscribe?u=${userCode}&k=${kind}&s=${s}`;
};
const diegoPrefs = async () =>
  (
    await t.http
      .get(url('notificationPreferences', { userCode: DIEGO }))
      .set(bearer('diego'))
      .expect(200)
  ).body as {
    email: Record<string, string>;
  };

describe('leaving is one click, and only for the one it was sent to', () => {
  beforeEach(() => {
    t = makeTestApp();
  });

  it(
    'GET only asks (a link scanner changes nothing); the one-click POST turns that kind to "nunca", ' +
      'shown in the profile',
    async () => {
      const page = await t.http.get(unsubscribePath(DIEGO, 'offer-received')).expect(200);
      expect(page.text).toContain('¿Dejar de recibir propiedades que te envían por correo?');
      expect((await diegoPrefs()).email['offer-received']).toBe('instant');
      await t.http
        .post(unsubscribePath(DIEGO, 'offer-received'))
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      const prefs = await diegoPrefs();
      expect(prefs.email['offer-received']).toBe('never');
      expect(prefs.email['visit-booked']).toBe('instant');
      const before = mailsOnDisk(t, DIEGO, 'offer-received').length;
      await offerToDiego(t, 2000);
      expect(mailsOnDisk(t, DIEGO, 'offer-received')).toHaveLength(before);
      expect(digestOnDisk(t, DIEGO)).toHaveLength(0);
    },
  );

  it('a mail still waiting to go is not sent once its kind is left', async () => {
    await offerToDiego(t, 2100);
    expect(mailsOnDisk(t, DIEGO, 'offer-received').at(-1)!.state).toBe('pending');
    await t.http
      .post(unsubscribePath(DIEGO, 'offer-received'))
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(mailsOnDisk(t, DIEGO, 'offer-received').at(-1)!.state).toBe('cancelled');
  });

  it("a link with another member's code, another kind or no signature is refused and changes nothing", async () => {
    const diegos = signUnsubscribe(unsubscribeSecret(t.store.db, settings), DIEGO, 'offer-received');
    await t.http
      .post(unsubscribePath(1, 'offer-received', diegos))
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(403);
    await t.http
      .post(unsubscribePath(DIEGO, 'visit-booked', diegos))
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(403);
    await t.http.post('/mvp/email/unsubscribe?u=2&k=offer-received').expect(403);
    expect(Object.values((await diegoPrefs()).email)).toEqual(['instant', 'instant', 'instant', 'instant']);
  });
});

describe('the daily summary', () => {
  beforeEach(() => {
    t = makeTestApp();
  });

  it(
    "groups the day's events in one mail, leaves out what was read on the site, and " + 'carries each event once',
    async () => {
      await t.http
        .put(url('notificationPreferences', { userCode: DIEGO }))
        .set(bearer('diego'))
        .send({ email: { 'offer-received': 'daily' } })
        .expect(200);
      const before = mailsOnDisk(t, DIEGO).length;
      await offerToDiego(t, 3001);
      await offerToDiego(t, 3002);
      await offerToDiego(t, 3003);
      expect(mailsOnDisk(t, DIEGO)).toHaveLength(before);
      const waiting = digestOnDisk(t, DIEGO).filter((d) => d.state === 'waiting');
      expect(waiting).toHaveLength(3);
      // One of them is read on the site before the summary goes.
      await t.http
        .post(url('notificationRead', { notificationId: waiting[1]!.notificationId! }))
        .set(bearer('diego'))
        .expect(200);
      const now = await t.http
        .post(url('emailSummaryNow', { userCode: DIEGO }))
        .set(bearer('diego'))
        .expect(200);
      expect(now.body).toEqual({ queued: 1 });
      const summaries = mailsOnDisk(t, DIEGO, 'summary');
      expect(summaries).toHaveLength(1);
      const items = (contentOf(summaries[0]!) as unknown as { items: { facts: [string, string][] }[] }).items;
      expect(items.map((i) => i.facts.find(([l]) => l === 'Precio')![1])).toEqual(['$\u00a03,001', '$\u00a03,003']);
      // Asked again: nothing new, nothing twice.
      expect(
        (
          await t.http
            .post(url('emailSummaryNow', { userCode: DIEGO }))
            .set(bearer('diego'))
            .expect(200)
        ).body,
      ).toEqual({ queued: 0 });
      expect(digestOnDisk(t, DIEGO).map((d) => d.state)).toEqual(['summarized', 'skipped', 'summarized']);
    },
  );
});

describe('the summary goes out by itself the next morning (the sweep)', () => {
  beforeEach(() => {
    t = makeTestApp();
  });

  it("yesterday's events wait until the summary hour in Lima, then go in one mail", async () => {
    await t.http
      .put(url('notificationPreferences', { userCode: DIEGO }))
      .set(bearer('diego'))
      .send({ email: { 'offer-received': 'daily' } })
      .expect(200);
    await offerToDiego(t, 5001);
    const day = digestOnDisk(t, DIEGO).at(-1)!.day;
    // The next Lima day at 07:00 and at 09:00 (Lima is UTC−5): the summary hour is 8.
    const next = new Date(`${day}T00:00:00.000Z`).getTime() + 86_400_000;
    const limaHour = (h: number) => next + (h + 5) * 3_600_000;
    const alerts = alertsOf(t.app);
    expect(sweepMail(alerts, limaHour(7))).toBe(0);
    expect(mailsOnDisk(t, DIEGO, 'summary')).toHaveLength(0);
    expect(sweepMail(alerts, limaHour(9))).toBe(1);
    expect(sweepMail(alerts, limaHour(10))).toBe(0);
    expect(mailsOnDisk(t, DIEGO, 'summary')).toHaveLength(1);
  });
});

describe('a bounded number of mails a day', () => {
  it('past the cap an instant event waits for the summary (one mail of the day is kept for it)', async () => {
    t = makeTestApp({}, { mail: { ...settings, dailyLimit: 3 } });
    const before = mailsOnDisk(t, DIEGO).length;
    for (let i = 0; i < 4; i++) await offerToDiego(t, 4000 + i);
    const today = mailsOnDisk(t, DIEGO).slice(before);
    expect(today).toHaveLength(2);
    expect(digestOnDisk(t, DIEGO)).toHaveLength(2);
    // The summary is the third and last mail of the day; a fifth event waits for tomorrow's.
    await t.http
      .post(url('emailSummaryNow', { userCode: DIEGO }))
      .set(bearer('diego'))
      .expect(200);
    expect(
      mailsOnDisk(t, DIEGO)
        .slice(before)
        .map((m) => m.kind),
    ).toEqual(['offer-received', 'offer-received', 'summary']);
    await offerToDiego(t, 4010);
    expect(mailsOnDisk(t, DIEGO).slice(before)).toHaveLength(3);
    expect(digestOnDisk(t, DIEGO).at(-1)!.state).toBe('waiting');
  });
});

describe('settings per environment, failing closed', () => {
  it('outside local nothing is assumed: every missing setting is named, no catcher on localhost', () => {
    expect(() => readMailSettings({ LOTENGO_ENV: 'production' }, { apiPort: 3000 })).toThrow(
      new RegExp(
        [
          'LOTENGO_ENV=production: falta SMTP_HOST; falta SMTP_PORT; falta SMTP_USER; ',
          'falta SMTP_PASS; falta MAIL_FROM; falta SITE_URL',
        ].join(''),
      ),
    );
    const real = {
      LOTENGO_ENV: 'production',
      SMTP_HOST: 'smtp.example.pe',
      SMTP_PORT: '587',
      SMTP_USER: 'avisos',
      SMTP_PASS: 'secreto',
      MAIL_FROM: 'Lo Tengo <avisos@lotengo.pe>',
      SITE_URL: 'https://lotengo.pe',
      PUBLIC_API_URL: 'https://api.lotengo.pe',
      MAIL_UNSUBSCRIBE_SECRET: 'x'.repeat(40),
      MAIL_WEBHOOK_SECRET: 'w'.repeat(40),
    };
    const s = readMailSettings(real, { apiPort: 3000 });
    expect(s.smtp).toMatchObject({ host: 'smtp.example.pe', port: 587, requireTLS: true });
    expect(s.webhookSecret).toBe('w'.repeat(40));
    expect(() => readMailSettings({ ...real, MAIL_WEBHOOK_SECRET: undefined }, { apiPort: 3000 })).toThrow(
      /falta MAIL_WEBHOOK_SECRET/,
    );
    expect(() => readMailSettings({ ...real, MAIL_WEBHOOK_SECRET: 'corta' }, { apiPort: 3000 })).toThrow(
      /MAIL_WEBHOOK_SECRET debe tener al menos 32/,
    );
    expect(s.summaryOnDemand).toBe(false);
    expect(() => readMailSettings({ ...real, SITE_URL: 'http://localhost:8080' }, { apiPort: 3000 })).toThrow(
      /SITE_URL debe ser una URL https/,
    );
    expect(() => readMailSettings({ ...real, MAIL_UNSUBSCRIBE_SECRET: 'corto' }, { apiPort: 3000 })).toThrow(
      /al menos 32/,
    );
  });
});

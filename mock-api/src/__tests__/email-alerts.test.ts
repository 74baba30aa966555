import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { placeName } from '@lotengo/shared/format/titles';
import { paths } from '@lotengo/shared/routing';
import { publicPaths, requestSlug } from '@lotengo/shared/routing/public-paths';
import type { StoredHouseRequest, StoredHour, StoredInboxEntry } from '../db/schema';
import { alertsOf } from '../app';
import { compareMatch } from '../domain/matching';
import { expiresAtOf, visitStartsAt } from '../mail/expiry';
import { mailTexts } from '../mail/texts';
import { propertyFitting, requestFitting } from './support/alerts-helpers';
import { contentOf, mailsOnDisk } from './support/mail-helpers';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const LUCIA = 1;
const DIEGO = 2;

const luciaFlat = () =>
  t.store.state.properties.find((p) => p.userCode === LUCIA && p.status === 1 && p.tprocessId === 2)!;
const matchingOwners = (r: StoredHouseRequest) =>
  new Set(t.store.state.properties.filter((p) => p.status === 1 && compareMatch(p, r) !== null).map((p) => p.userCode));

/** The request's public page, named as the page names itself from the API's answer. */
async function pageOf(r: StoredHouseRequest): Promise<string> {
  const view = (await t.http.get(url('houseRequest', { id: r.houseRequestId })).expect(200)).body;
  return publicPaths.request(r.houseRequestId, requestSlug(view));
}

async function publishRequest(body: object): Promise<StoredHouseRequest> {
  const res = await t.http.post(url('houseRequestRegistration')).set(bearer('diego')).send(body).expect(201);
  return t.store.state.houseRequests.find((r) => r.houseRequestId === res.body.houseRequestId)!;
}

/** No phone number and no e-mail address of anyone in what a mail says. */
function expectNoContactData(content: unknown) {
  const text = JSON.stringify(content);
  for (const u of t.store.state.users) {
    if (u.phoneNumber) expect(text).not.toContain(u.phoneNumber);
    expect(text).not.toContain(u.email);
  }
}

describe('who gets an e-mail, recorded with the change that causes it', () => {
  it(
    "a request posted: each owner it fits gets one mail (to their address, a button to the request's page), its " +
      'author none',
    async () => {
      const p = luciaFlat();
      const r = await publishRequest(requestFitting(p, DIEGO, { costInit: p.price - 100, costEnd: p.price + 300 }));
      const page = await pageOf(r);
      expect(page).toMatch(new RegExp(`^/solicitud/${r.houseRequestId}-busco-`));
      const mails = mailsOnDisk(t, undefined, 'request-match').filter((m) => contentOf(m).action.path === page);
      expect(new Set(mails.map((m) => m.userCode))).toEqual(matchingOwners(r));
      expect(mails.some((m) => m.userCode === DIEGO)).toBe(false);
      const mine = mails.find((m) => m.userCode === LUCIA)!;
      expect(mine).toMatchObject({
        toAddress: 'lucia.quispe@lotengo.test',
        toName: 'Lucía Quispe',
        state: 'pending',
        attempts: 0,
      });
      expect(mine.messageId).toMatch(/^<[0-9a-f-]{36}@lotengo\.test>$/);
      const content = contentOf(mine);
      expect(content.heading).toBe(
        alertsTexts.notification.requestMatch({ title: '', what: '' }, { title: '', what: '' }, false).title,
      );
      const district = t.store.state.ubigeos.find((u) => u.ubigeoId === r.ubigeoId)!.district;
      expect(content.facts).toContainEqual(['Distrito', placeName(district)]);
      expect(content.facts).toContainEqual([
        mailTexts.facts.budget,
        `$\u00a0${(p.price - 100).toLocaleString('en-US')}\u00a0- $\u00a0${(p.price + 300).toLocaleString('en-US')}`,
      ]);
      expect(content.subject).not.toMatch(/no-title/);
      expectNoContactData(content);
    },
  );

  it('an edit mails nobody again; closing and reopening it does (once per reopening)', async () => {
    const p = luciaFlat();
    const r = await publishRequest(requestFitting(p, DIEGO));
    const page = await pageOf(r);
    const toLucia = () => mailsOnDisk(t, LUCIA, 'request-match').filter((m) => contentOf(m).action.path === page);
    expect(toLucia()).toHaveLength(1);
    await t.http
      .post(url('houseRequestUpdate', { id: r.houseRequestId }))
      .set(bearer('diego'))
      .send({ ...requestFitting(p, DIEGO), title: 'Con luz' })
      .expect(200);
    expect(toLucia()).toHaveLength(1);
    await t.http
      .post(url('houseRequestClose', { id: r.houseRequestId }))
      .set(bearer('diego'))
      .expect(200);
    await t.http
      .post(url('houseRequestReopen', { id: r.houseRequestId }))
      .set(bearer('diego'))
      .expect(200);
    const after = toLucia();
    expect(after).toHaveLength(2);
    expect(contentOf(after[1]!).body).toMatch(/^Se reabrió una solicitud\. Alguien busca/);
  });

  it(
    'a property sent to a request: its seeker gets one mail with the price as the site writes it and a ' +
      'button to Mis Ofertas',
    async () => {
      const r = t.store.state.houseRequests.find((x) => x.userCode === DIEGO && x.state === 'active')!;
      const created = await t.http
        .post(url('propertyRegistration'))
        .set(bearer('lucia'))
        .send({ ...propertyFitting(r, LUCIA), price: 1234 })
        .expect(201);
      const propertyId = created.body.propertyId as number;
      const before = mailsOnDisk(t, DIEGO, 'offer-received').length;
      const body = { propertyId, userCode: DIEGO, houseRequestId: r.houseRequestId, isAccepted: 0, isRead: 0 };
      await t.http.post(url('inboxSend')).set(bearer('lucia')).send(body).expect(201);
      const mails = mailsOnDisk(t, DIEGO, 'offer-received');
      expect(mails).toHaveLength(before + 1);
      const content = contentOf(mails.at(-1)!);
      expect(content.facts).toContainEqual([mailTexts.facts.price, '$\u00a01,234']);
      expect(content.action.path).toBe(paths.inbox);
      expect(mailsOnDisk(t, LUCIA, 'offer-received')).toHaveLength(0);
      expectNoContactData(content);
    },
  );
});

describe('visits: the owner as on the site, the seeker in writing', () => {
  function diegoOfferWithHours(): { e: StoredInboxEntry; hours: StoredHour[] } {
    const s = t.store.state;
    const taken = new Set(
      s.visits.filter((v) => v.status === 1).map((v) => `${v.propertyId}|${v.visitDate}|${v.visitHour}`),
    );
    const e = s.inbox.find(
      (x) => x.userCode === DIEGO && x.isAccepted === 0 && s.hours.some((h) => h.propertyId === x.propertyId),
    )!;
    const free = s.hours.filter(
      (h) =>
        h.propertyId === e.propertyId &&
        !taken.has(`${h.propertyId}|${h.dateVisitAvailable}|${h.hourAvailableDateMin}`),
    );
    return { e, hours: free };
  }
  const book = (e: StoredInboxEntry, h: StoredHour) =>
    t.http.post(url('visitRegistration')).set(bearer('diego')).send({
      propertyId: e.propertyId,
      userCode: DIEGO,
      idInboxProperty: e.idInboxProperty,
      typeVisit: h.typeVisit,
      visitDate: h.dateVisitAvailable,
      visitHour: h.hourAvailableDateMin,
      status: 1,
    });

  it(
    'booked, moved and cancelled: each step mails both sides once, in Lima words, nothing to the ' +
      'one who did not need it',
    async () => {
      const { e, hours } = diegoOfferWithHours();
      const owner = t.store.state.properties.find((p) => p.propertyId === e.propertyId)!.userCode;
      const visitMails = (userCode: number) =>
        mailsOnDisk(t, userCode).filter((m) => m.kind === 'visit-booked' || m.kind === 'visit-cancelled');
      const [first, second] = [
        hours[0]!,
        hours.find((h) => h.dateVisitAvailable !== hours[0]!.dateVisitAvailable) ?? hours[1]!,
      ];
      const visit = (await book(e, first).expect(201)).body as { visitId: number };
      expect(visitMails(owner).map((m) => contentOf(m).heading)).toEqual(['Agendaron una visita']);
      expect(visitMails(DIEGO).map((m) => contentOf(m).heading)).toEqual(['Tu visita quedó agendada']);
      // The owner's button opens the visits to their properties; the seeker's, their offers.
      expect(contentOf(visitMails(owner)[0]!).action).toEqual({
        label: 'Ver las visitas de mis propiedades',
        path: '/page/buzon?seccion=visitas',
      });
      expect(contentOf(visitMails(DIEGO)[0]!).action.path).toBe(paths.inbox);
      // Neither is sent once the visit has started (its time to live).
      const booked = visitMails(owner)[0]!;
      const start = visitStartsAt(first.dateVisitAvailable, first.hourAvailableDateMin)!;
      expect(booked.expiresAt).toBe(expiresAtOf('visit-booked', booked.createdAt, start));
      expect(Date.parse(booked.expiresAt!)).toBeLessThanOrEqual(Date.parse(start));
      const when = contentOf(visitMails(DIEGO)[0]!).facts.find(([label]) => label === mailTexts.facts.when)![1];
      expect(when).toMatch(/^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de \w+ de \d{4}, /);
      expect(when).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      // Booking the same slot again is nothing new; another slot is a change.
      await book(e, first).expect(200);
      expect(visitMails(DIEGO)).toHaveLength(1);
      await book(e, second).expect(200);
      expect(visitMails(owner).map((m) => contentOf(m).heading)).toEqual([
        'Agendaron una visita',
        'Cambiaron la fecha de una visita',
      ]);
      expect(visitMails(DIEGO).map((m) => contentOf(m).heading)).toEqual([
        'Tu visita quedó agendada',
        'Cambiaste tu visita',
      ]);
      // The seeker cancels: the owner hears of it, the seeker gets it confirmed.
      await t.http
        .post(url('visitCancel', { visitId: visit.visitId }))
        .set(bearer('diego'))
        .expect(200);
      expect(visitMails(owner).map((m) => m.kind)).toEqual(['visit-booked', 'visit-booked', 'visit-cancelled']);
      expect(contentOf(visitMails(owner).at(-1)!).action.path).toBe(paths.inboxSection('visitas'));
      expect(contentOf(visitMails(DIEGO).at(-1)!).heading).toBe('Cancelaste tu visita');
    },
  );

  it('the owner cancels: only the seeker gets a mail', async () => {
    const { e, hours } = diegoOfferWithHours();
    const owner = t.store.state.properties.find((p) => p.propertyId === e.propertyId)!;
    const visit = (await book(e, hours[0]!).expect(201)).body as { visitId: number };
    expect(owner.userCode).toBe(LUCIA);
    await t.http
      .post(url('visitCancel', { visitId: visit.visitId }))
      .set(bearer('lucia'))
      .expect(200);
    expect(mailsOnDisk(t, owner.userCode, 'visit-cancelled')).toHaveLength(0);
    expect(contentOf(mailsOnDisk(t, DIEGO, 'visit-cancelled')[0]!).heading).toBe('El propietario canceló tu visita');
  });
});

describe('a mail is part of its change', () => {
  it('a change that fails after writing its mail leaves no mail (one transaction), and wakes no sender', async () => {
    const alerts = alertsOf(t.app);
    let woken = 0;
    alerts.onMailQueued = () => woken++;
    const before = t.readDisk().mailOutbox.length;
    const content = contentOf(
      mailsOnDisk(t).at(0) ??
        ({
          content: {
            kind: 'offer-received',
            subject: 's',
            heading: 'h',
            body: 'b',
            facts: [],
            action: { label: 'a', path: '/' },
          },
        } as never),
    );
    expect(() =>
      alerts.change(null, ({ out }) => {
        expect(out.mail.send(LUCIA, { ...content, kind: 'offer-received' }, 'prueba')).toBe('instant');
        throw new Error('el disco falló');
      }),
    ).toThrow('No se pudo guardar');
    expect(t.readDisk().mailOutbox).toHaveLength(before);
    expect(woken).toBe(0);
    alerts.change(null, ({ out }) => out.mail.send(LUCIA, { ...content, kind: 'offer-received' }, 'prueba'));
    expect(t.readDisk().mailOutbox).toHaveLength(before + 1);
    expect(woken).toBe(1);
  });
});

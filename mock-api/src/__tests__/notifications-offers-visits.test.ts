import { type NotificationKind } from '@lotengo/shared/contracts/alerts';
import { offerTexts } from '@lotengo/shared/i18n';
import { formatVisitDate } from '@lotengo/shared/format/visit-dates';
import { paths } from '@lotengo/shared/routing';
import { alertsOnDisk, notificationsOnDisk } from './support/alerts-helpers';
import { bearer, url } from './support/test-app';
import { t, LUCIA, DIEGO, setOff } from './support/notifications-setup';

describe('offer and visit alerts', () => {
  /** Lucía's property sent to one of Diego's requests, through the API. */
  async function luciaSendsToDiego() {
    const s = t.store.state;
    const r = s.houseRequests.find((x) => x.userCode === DIEGO && x.state === 'active')!;
    const p = s.properties.find(
      (x) =>
        x.userCode === LUCIA &&
        x.status === 1 &&
        !s.inbox.some((e) => e.propertyId === x.propertyId && e.houseRequestId === r.houseRequestId),
    )!;
    const res = await t.http
      .post(url('inboxSend'))
      .set(bearer('lucia'))
      .send({ propertyId: p.propertyId, userCode: DIEGO, houseRequestId: r.houseRequestId })
      .expect(201);
    return res.body.idInboxProperty as number;
  }
  const ofOffer = (kind: NotificationKind, id: number) =>
    alertsOnDisk(t).notifications.filter((n) => n.kind === kind && n.subject.idInboxProperty === id);

  it('an offer arrives: the seeker is told (link to Mis Ofertas), the sender never', async () => {
    const id = await luciaSendsToDiego();
    const got = ofOffer('offer-received', id);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ userCode: DIEGO, link: paths.inbox });
  });

  it('liked: the owner is told once (a second like is a no-op), the seeker never', async () => {
    const id = await luciaSendsToDiego();
    await t.http
      .get(url('inboxChangeIsAccepted', { idInboxProperty: id, value: 1 }))
      .set(bearer('diego'))
      .expect(200);
    await t.http
      .get(url('inboxChangeIsAccepted', { idInboxProperty: id, value: 1 }))
      .set(bearer('diego'))
      .expect(200);
    expect(ofOffer('offer-liked', id)).toEqual([expect.objectContaining({ userCode: LUCIA, link: paths.properties })]);
  });

  it('rejected: the owner is told once; the reason, given later, is added to that same notification', async () => {
    const id = await luciaSendsToDiego();
    await t.http
      .get(url('inboxChangeIsAccepted', { idInboxProperty: id, value: 2 }))
      .set(bearer('diego'))
      .expect(200);
    expect(ofOffer('offer-rejected', id)).toHaveLength(1);
    expect(ofOffer('offer-rejected', id)[0]!.body).not.toContain('Motivo');
    await t.http
      .post(url('inboxRejectReason', { idInboxProperty: id }))
      .set(bearer('diego'))
      .send({ rejectReason: 'precio' })
      .expect(200);
    const after = ofOffer('offer-rejected', id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ userCode: LUCIA });
    expect(after[0]!.body).toContain('Motivo: Precio');
  });

  it(
    'a visit booked tells the owner; cancelled by the seeker tells the owner, by the owner tells the seeker; ' +
      'never the one who acted',
    async () => {
      const s = t.store.state;
      const pending = s.inbox.find(
        (e) =>
          e.userCode === DIEGO &&
          e.isAccepted === 0 &&
          e.senderUserCode === LUCIA &&
          s.hours.some((h) => h.propertyId === e.propertyId),
      )!;
      const taken = new Set(
        s.visits.filter((v) => v.status === 1).map((v) => `${v.propertyId}|${v.visitDate}|${v.visitHour}`),
      );
      const hour = s.hours.find(
        (h) =>
          h.propertyId === pending.propertyId &&
          !taken.has(`${h.propertyId}|${h.dateVisitAvailable}|${h.hourAvailableDateMin}`),
      )!;
      const body = {
        propertyId: pending.propertyId,
        userCode: DIEGO,
        idInboxProperty: pending.idInboxProperty,
        typeVisit: hour.typeVisit,
        visitDate: hour.dateVisitAvailable,
        visitHour: hour.hourAvailableDateMin,
      };
      const visit = (await t.http.post(url('visitRegistration')).set(bearer('diego')).send(body).expect(201)).body as {
        visitId: number;
      };
      const ofVisit = (kind: NotificationKind) =>
        alertsOnDisk(t).notifications.filter((n) => n.kind === kind && n.subject.visitId === visit.visitId);
      // The owner's notifications open the visits to their properties, not the offers they received.
      const visitsSection = paths.inboxSection('visitas');
      expect(visitsSection).toBe('/page/buzon?seccion=visitas');
      expect(ofVisit('visit-booked')).toEqual([expect.objectContaining({ userCode: LUCIA, link: visitsSection })]);
      expect(ofVisit('visit-booked')[0]!.body).toContain(
        offerTexts.visitWhen(formatVisitDate(hour.dateVisitAvailable), hour.hourAvailableDateMin),
      );
      await t.http
        .post(url('visitCancel', { visitId: visit.visitId }))
        .set(bearer('diego'))
        .expect(200);
      expect(ofVisit('visit-cancelled')).toEqual([expect.objectContaining({ userCode: LUCIA, link: visitsSection })]);

      const again = (await t.http.post(url('visitRegistration')).set(bearer('diego')).send(body).expect(201)).body as {
        visitId: number;
      };
      await t.http
        .post(url('visitCancel', { visitId: again.visitId }))
        .set(bearer('lucia'))
        .expect(200);
      const cancelled = alertsOnDisk(t).notifications.filter(
        (n) => n.kind === 'visit-cancelled' && n.subject.visitId === again.visitId,
      );
      expect(cancelled).toEqual([expect.objectContaining({ userCode: DIEGO, link: paths.inbox })]);
      expect(cancelled[0]!.body).toContain('El propietario');
    },
  );

  it('an offer withdrawn (the owner closed the property) tells the seeker once', async () => {
    const id = await luciaSendsToDiego();
    const propertyId = t.store.state.inbox.find((e) => e.idInboxProperty === id)!.propertyId;
    await t.http
      .post(url('propertyClose', { id: propertyId }))
      .set(bearer('lucia'))
      .expect(200);
    await t.http
      .post(url('propertyReopen', { id: propertyId }))
      .set(bearer('lucia'))
      .expect(200);
    await t.http
      .post(url('propertyClose', { id: propertyId }))
      .set(bearer('lucia'))
      .expect(200);
    expect(ofOffer('offer-withdrawn', id)).toEqual([expect.objectContaining({ userCode: DIEGO, link: paths.inbox })]);
    expect(notificationsOnDisk(t, LUCIA, 'offer-withdrawn')).toHaveLength(0);
  });

  it('preferences off for a kind: the offer still goes, the notification is not created', async () => {
    await setOff('diego', DIEGO, { 'offer-received': false });
    const id = await luciaSendsToDiego();
    expect(ofOffer('offer-received', id)).toHaveLength(0);
  });
});

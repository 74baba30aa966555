import { notificationPageSchema, notificationPreferencesSchema, notificationSchema, notificationsReadSchema, NOTIFICATION_KINDS, type NotificationKind } from '@lotengo/shared/contracts/alerts';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { offerTexts } from '@lotengo/shared/i18n';
import { formatVisitDate } from '@lotengo/shared/format/visit-dates';
import { paths } from '@lotengo/shared/routing';
import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import { compareMatch } from '../domain/matching';
import { alertsOnDisk, notificationsOnDisk, propertyFitting, requestFitting, restarted } from './support/alerts-helpers';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

const LUCIA = 1;
const DIEGO = 2;
const CAMILA = 3;

const countOnDisk = () => alertsOnDisk(t).notifications.length;
const lucia = () => t.store.state.properties.find((p) => p.userCode === LUCIA && p.status === 1 && p.tprocessId === 2)!;
/** The owners the profile's matching rules pair with the request (exact or near), its author aside. */
const matchingOwners = (r: StoredHouseRequest) => new Set(t.store.state.properties.filter((p) => compareMatch(p, r) !== null).map((p) => p.userCode));
const matchingSeekers = (p: StoredProperty) => new Set(t.store.state.houseRequests.filter((r) => compareMatch(p, r) !== null).map((r) => r.userCode));

async function publishRequest(who: 'diego' | 'camila', body: object): Promise<StoredHouseRequest> {
  const res = await t.http.post(url('houseRequestRegistration')).set(bearer(who)).send(body).expect(201);
  return t.store.state.houseRequests.find((r) => r.houseRequestId === res.body.houseRequestId)!;
}

async function setOff(who: 'lucia' | 'diego', userCode: number, kinds: Partial<Record<NotificationKind, boolean>>) {
  const res = await t.http.put(url('notificationPreferences', { userCode })).set(bearer(who)).send({ kinds }).expect(200);
  return notificationPreferencesSchema.parse(res.body);
}

describe('match alerts both ways', () => {
  it('a new request that fits an active property: its owner is told once, with a "¡Lo tengo!" link; its author never', async () => {
    const p = lucia();
    const r = await publishRequest('diego', requestFitting(p, DIEGO));
    const owners = matchingOwners(r);
    expect(owners.has(LUCIA)).toBe(true);
    const created = alertsOnDisk(t).notifications.filter((n) => n.kind === 'request-match' && n.subject.houseRequestId === r.houseRequestId);
    // Exactly the owners the profile's matches pair with it, one notification each.
    expect(new Set(created.map((n) => n.userCode))).toEqual(owners);
    expect(created).toHaveLength(owners.size);
    expect(created.some((n) => n.userCode === DIEGO)).toBe(false);
    const mine = notificationSchema.parse(created.find((n) => n.userCode === LUCIA));
    expect(mine).toMatchObject({ link: paths.requestLoTengo(r.houseRequestId), readAt: null, near: false, title: alertsTexts.notification.requestMatch({ title: '', what: '' }, { title: '', what: '' }, false).title });
    expect(mine.body).not.toMatch(/\d{9}/); // never a phone number
    // Editing it (still fitting) does not tell her again.
    await t.http.post(url('houseRequestUpdate', { id: r.houseRequestId })).set(bearer('diego')).send({ ...requestFitting(p, DIEGO), title: 'Busco depa con luz' }).expect(200);
    expect(notificationsOnDisk(t, LUCIA, 'request-match').filter((n) => n.subject.houseRequestId === r.houseRequestId)).toHaveLength(1);
  });

  it('a near match counts too (price up to 10 % over the budget), and says so', async () => {
    const p = lucia();
    const body = requestFitting(p, DIEGO, { costInit: Math.floor(p.price * 0.5), costEnd: Math.ceil(p.price / 1.05) });
    const r = await publishRequest('diego', body);
    const n = notificationsOnDisk(t, LUCIA, 'request-match').find((x) => x.subject.houseRequestId === r.houseRequestId && x.subject.propertyId === p.propertyId);
    expect(n?.near).toBe(true);
    expect(n?.title).toBe(alertsTexts.notification.requestMatch({ title: '', what: '' }, { title: '', what: '' }, true).title);
  });

  it('a request that fits nobody creates nothing', async () => {
    const before = countOnDisk();
    const p = lucia();
    await publishRequest('diego', requestFitting(p, DIEGO, { costInit: 10, costEnd: 20 }));
    expect(countOnDisk()).toBe(before);
  });

  it('a new property that fits open requests: each seeker told once with a link to their matches; the owner never', async () => {
    const r = t.store.state.houseRequests.find((x) => x.userCode === DIEGO && x.state === 'active')!;
    const res = await t.http.post(url('propertyRegistration')).set(bearer('lucia')).send(propertyFitting(r, LUCIA)).expect(201);
    const p = t.store.state.properties.find((x) => x.propertyId === res.body.propertyId)!;
    const seekers = matchingSeekers(p);
    expect(seekers.has(DIEGO)).toBe(true);
    const created = alertsOnDisk(t).notifications.filter((n) => n.kind === 'property-match' && n.subject.propertyId === p.propertyId);
    expect(new Set(created.map((n) => n.userCode))).toEqual(seekers);
    expect(created).toHaveLength(seekers.size);
    expect(created.find((n) => n.userCode === DIEGO)?.link).toBe(paths.profileTab('solicitudes', 'matchs'));
    expect(created.some((n) => n.userCode === LUCIA)).toBe(false);
    // Closing and reopening it does not tell them again.
    await t.http.post(url('propertyClose', { id: p.propertyId })).set(bearer('lucia')).expect(200);
    await t.http.post(url('propertyReopen', { id: p.propertyId })).set(bearer('lucia')).expect(200);
    expect(alertsOnDisk(t).notifications.filter((n) => n.kind === 'property-match' && n.subject.propertyId === p.propertyId)).toHaveLength(created.length);
  });

  it('paused requests are not told about new properties', async () => {
    const r = t.store.state.houseRequests.find((x) => x.userCode === DIEGO)!;
    for (const other of t.store.state.houseRequests.filter((x) => x.userCode === DIEGO)) await t.http.post(url('houseRequestPause', { id: other.houseRequestId })).set(bearer('diego')).expect(200);
    await t.http.post(url('propertyRegistration')).set(bearer('lucia')).send(propertyFitting(r, LUCIA)).expect(201);
    expect(notificationsOnDisk(t, DIEGO, 'property-match')).toHaveLength(0);
  });

  it('preferences: a kind switched off is not created at all; on again, it is', async () => {
    const prefs = await setOff('lucia', LUCIA, { 'request-match': false });
    expect(prefs.kinds['request-match']).toBe(false);
    expect(Object.keys(prefs.kinds).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    const p = lucia();
    const r1 = await publishRequest('diego', requestFitting(p, DIEGO));
    expect(notificationsOnDisk(t, LUCIA, 'request-match').filter((n) => n.subject.houseRequestId === r1.houseRequestId)).toHaveLength(0);
    expect(alertsOnDisk(t).preferences).toContainEqual({ userCode: LUCIA, off: ['request-match'] });
    await setOff('lucia', LUCIA, { 'request-match': true });
    const r2 = await publishRequest('camila', requestFitting(p, CAMILA));
    expect(notificationsOnDisk(t, LUCIA, 'request-match').filter((n) => n.subject.houseRequestId === r2.houseRequestId)).toHaveLength(1);
  });
});

describe('offer and visit alerts', () => {
  /** Lucía's property sent to one of Diego's requests, through the API. */
  async function luciaSendsToDiego() {
    const s = t.store.state;
    const r = s.houseRequests.find((x) => x.userCode === DIEGO && x.state === 'active')!;
    const p = s.properties.find((x) => x.userCode === LUCIA && x.status === 1 && !s.inbox.some((e) => e.propertyId === x.propertyId && e.houseRequestId === r.houseRequestId))!;
    const res = await t.http.post(url('inboxSend')).set(bearer('lucia')).send({ propertyId: p.propertyId, userCode: DIEGO, houseRequestId: r.houseRequestId }).expect(201);
    return res.body.idInboxProperty as number;
  }
  const ofOffer = (kind: NotificationKind, id: number) => alertsOnDisk(t).notifications.filter((n) => n.kind === kind && n.subject.idInboxProperty === id);

  it('an offer arrives: the seeker is told (link to Mis Ofertas), the sender never', async () => {
    const id = await luciaSendsToDiego();
    const got = ofOffer('offer-received', id);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ userCode: DIEGO, link: paths.inbox });
  });

  it('liked: the owner is told once (a second like is a no-op), the seeker never', async () => {
    const id = await luciaSendsToDiego();
    await t.http.get(url('inboxChangeIsAccepted', { idInboxProperty: id, value: 1 })).set(bearer('diego')).expect(200);
    await t.http.get(url('inboxChangeIsAccepted', { idInboxProperty: id, value: 1 })).set(bearer('diego')).expect(200);
    expect(ofOffer('offer-liked', id)).toEqual([expect.objectContaining({ userCode: LUCIA, link: paths.properties })]);
  });

  it('rejected: the owner is told once; the reason, given later, is added to that same notification', async () => {
    const id = await luciaSendsToDiego();
    await t.http.get(url('inboxChangeIsAccepted', { idInboxProperty: id, value: 2 })).set(bearer('diego')).expect(200);
    expect(ofOffer('offer-rejected', id)).toHaveLength(1);
    expect(ofOffer('offer-rejected', id)[0]!.body).not.toContain('Motivo');
    await t.http.post(url('inboxRejectReason', { idInboxProperty: id })).set(bearer('diego')).send({ rejectReason: 'precio' }).expect(200);
    const after = ofOffer('offer-rejected', id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ userCode: LUCIA });
    expect(after[0]!.body).toContain('Motivo: Precio');
  });

  it('a visit booked tells the owner; cancelled by the seeker tells the owner, by the owner tells the seeker; never the one who acted', async () => {
    const s = t.store.state;
    const pending = s.inbox.find((e) => e.userCode === DIEGO && e.isAccepted === 0 && e.senderUserCode === LUCIA && s.hours.some((h) => h.propertyId === e.propertyId))!;
    const taken = new Set(s.visits.filter((v) => v.status === 1).map((v) => `${v.propertyId}|${v.visitDate}|${v.visitHour}`));
    const hour = s.hours.find((h) => h.propertyId === pending.propertyId && !taken.has(`${h.propertyId}|${h.dateVisitAvailable}|${h.hourAvailableDateMin}`))!;
    const body = { propertyId: pending.propertyId, userCode: DIEGO, idInboxProperty: pending.idInboxProperty, typeVisit: hour.typeVisit, visitDate: hour.dateVisitAvailable, visitHour: hour.hourAvailableDateMin };
    const visit = (await t.http.post(url('visitRegistration')).set(bearer('diego')).send(body).expect(201)).body as { visitId: number };
    const ofVisit = (kind: NotificationKind) => alertsOnDisk(t).notifications.filter((n) => n.kind === kind && n.subject.visitId === visit.visitId);
    expect(ofVisit('visit-booked')).toEqual([expect.objectContaining({ userCode: LUCIA })]);
    expect(ofVisit('visit-booked')[0]!.body).toContain(offerTexts.visitWhen(formatVisitDate(hour.dateVisitAvailable), hour.hourAvailableDateMin));
    await t.http.post(url('visitCancel', { visitId: visit.visitId })).set(bearer('diego')).expect(200);
    expect(ofVisit('visit-cancelled')).toEqual([expect.objectContaining({ userCode: LUCIA })]);

    const again = (await t.http.post(url('visitRegistration')).set(bearer('diego')).send(body).expect(201)).body as { visitId: number };
    await t.http.post(url('visitCancel', { visitId: again.visitId })).set(bearer('lucia')).expect(200);
    const cancelled = alertsOnDisk(t).notifications.filter((n) => n.kind === 'visit-cancelled' && n.subject.visitId === again.visitId);
    expect(cancelled).toEqual([expect.objectContaining({ userCode: DIEGO })]);
    expect(cancelled[0]!.body).toContain('El propietario');
  });

  it('an offer withdrawn (the owner closed the property) tells the seeker once', async () => {
    const id = await luciaSendsToDiego();
    const propertyId = t.store.state.inbox.find((e) => e.idInboxProperty === id)!.propertyId;
    await t.http.post(url('propertyClose', { id: propertyId })).set(bearer('lucia')).expect(200);
    await t.http.post(url('propertyReopen', { id: propertyId })).set(bearer('lucia')).expect(200);
    await t.http.post(url('propertyClose', { id: propertyId })).set(bearer('lucia')).expect(200);
    expect(ofOffer('offer-withdrawn', id)).toEqual([expect.objectContaining({ userCode: DIEGO, link: paths.inbox })]);
    expect(notificationsOnDisk(t, LUCIA, 'offer-withdrawn')).toHaveLength(0);
  });

  it('preferences off for a kind: the offer still goes, the notification is not created', async () => {
    await setOff('diego', DIEGO, { 'offer-received': false });
    const id = await luciaSendsToDiego();
    expect(ofOffer('offer-received', id)).toHaveLength(0);
  });
});

describe('reading and marking, only by the recipient', () => {
  async function twoForDiego() {
    const p = lucia();
    await publishRequest('camila', requestFitting(p, CAMILA));
    const s = t.store.state;
    const r = s.houseRequests.find((x) => x.userCode === DIEGO && x.state === 'active')!;
    for (const prop of s.properties.filter((x) => x.userCode === LUCIA && x.status === 1 && !s.inbox.some((e) => e.propertyId === x.propertyId && e.houseRequestId === r.houseRequestId)).slice(0, 2)) {
      await t.http.post(url('inboxSend')).set(bearer('lucia')).send({ propertyId: prop.propertyId, userCode: DIEGO, houseRequestId: r.houseRequestId }).expect(201);
    }
  }

  it('lists mine newest first, paged, with the unread count; mark one, mark all', async () => {
    await twoForDiego();
    const page1 = notificationPageSchema.parse((await t.http.get(url('notifications', { userCode: DIEGO })).query({ pageSize: 1 }).set(bearer('diego')).expect(200)).body);
    expect(page1).toMatchObject({ page: 1, pageSize: 1, total: 2, unread: 2 });
    const page2 = notificationPageSchema.parse((await t.http.get(url('notifications', { userCode: DIEGO })).query({ pageSize: 1, page: 2 }).set(bearer('diego')).expect(200)).body);
    expect(page1.items[0]!.notificationId).toBeGreaterThan(page2.items[0]!.notificationId);
    expect(page1.items.every((n) => n.userCode === DIEGO)).toBe(true);
    // The polling fallback: only what came after an event.
    const after = notificationPageSchema.parse((await t.http.get(url('notifications', { userCode: DIEGO })).query({ afterEventId: page2.items[0]!.eventId }).set(bearer('diego')).expect(200)).body);
    expect(after.items.map((n) => n.notificationId)).toEqual([page1.items[0]!.notificationId]);

    const one = notificationsReadSchema.parse((await t.http.post(url('notificationRead', { notificationId: page2.items[0]!.notificationId })).set(bearer('diego')).expect(200)).body);
    expect(one).toEqual({ updated: 1, unread: 1 });
    expect((await t.http.post(url('notificationRead', { notificationId: page2.items[0]!.notificationId })).set(bearer('diego')).expect(200)).body).toEqual({ updated: 0, unread: 1 });
    const all = notificationsReadSchema.parse((await t.http.post(url('notificationsReadAll', { userCode: DIEGO })).set(bearer('diego')).expect(200)).body);
    expect(all).toEqual({ updated: 1, unread: 0 });
    expect(notificationsOnDisk(t, DIEGO).every((n) => n.readAt !== null)).toBe(true);
    // Lucía's stay unread.
    expect(notificationsOnDisk(t, LUCIA).some((n) => n.readAt === null)).toBe(true);
  });

  it('401 without a session, 403 for someone else’s, 404 unknown, 400 bad input; JSON reasons, nothing written', async () => {
    await twoForDiego();
    const diegos = notificationsOnDisk(t, DIEGO)[0]!;
    await t.http.get(url('notifications', { userCode: DIEGO })).expect(401);
    expect((await t.http.get(url('notifications', { userCode: DIEGO })).set(bearer('lucia')).expect(403)).body.message).toEqual(expect.any(String));
    await t.http.post(url('notificationRead', { notificationId: diegos.notificationId })).expect(401);
    expect((await t.http.post(url('notificationRead', { notificationId: diegos.notificationId })).set(bearer('lucia')).expect(403)).body).toEqual({ message: 'Esta notificación no es tuya', field: 'notificationId' });
    expect((await t.http.post(url('notificationRead', { notificationId: 999999 })).set(bearer('lucia')).expect(404)).body.field).toBe('notificationId');
    await t.http.post(url('notificationsReadAll', { userCode: DIEGO })).set(bearer('lucia')).expect(403);
    await t.http.get(url('notificationPreferences', { userCode: DIEGO })).set(bearer('lucia')).expect(403);
    await t.http.put(url('notificationPreferences', { userCode: DIEGO })).set(bearer('lucia')).send({ kinds: {} }).expect(403);
    await t.http.get(url('notificationPreferences', { userCode: DIEGO })).expect(401);
    await t.http.get(url('notifications', { userCode: DIEGO })).query({ pageSize: 1000 }).set(bearer('diego')).expect(400);
    await t.http.get(url('notifications', { userCode: DIEGO })).query({ afterEventId: '-1' }).set(bearer('diego')).expect(400);
    for (const body of [{ kinds: { 'no-such-kind': false } }, { kinds: { 'offer-received': 'no' } }, { kinds: [] }, [], { kinds: null }]) {
      const res = await t.http.put(url('notificationPreferences', { userCode: DIEGO })).set(bearer('diego')).send(body as object);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect(notificationsOnDisk(t, DIEGO).every((n) => n.readAt === null)).toBe(true);
    expect(alertsOnDisk(t).preferences).toEqual([]);
  });

  it('survive a restart: a new app over the same file serves them', async () => {
    await twoForDiego();
    const before = notificationsOnDisk(t, DIEGO);
    const again = restarted(t);
    const page = notificationPageSchema.parse((await again.http.get(url('notifications', { userCode: DIEGO })).set(bearer('diego')).expect(200)).body);
    expect(page.items.map((n) => n.notificationId).sort()).toEqual(before.map((n) => n.notificationId).sort());
  });
});

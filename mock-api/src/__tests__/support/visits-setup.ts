// Shared setup for the visits tests: importing this module registers the hooks.
import { z } from 'zod';
import { availableHourSchema } from '@lotengo/shared/contracts';
import type { StoredHour, StoredInboxEntry } from '../../db/schema';
import { bearer, makeTestApp, url, type TestApp } from './test-app';

export const hours = z.array(availableHourSchema);

export let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

/** Diego's pending offer of a property with hours (Lucía's), one of its open slots, and his offer without hours. */
export function diegoOffers() {
  const s = t.store.state;
  const pending = s.inbox.filter((e) => e.userCode === 2 && e.isAccepted === 0);
  const withHours = pending.find((e) => s.hours.some((h) => h.propertyId === e.propertyId))!;
  const withoutHours = pending.find((e) => !s.hours.some((h) => h.propertyId === e.propertyId))!;
  const taken = new Set(s.visits.filter((v) => v.status === 1).map((v) => `${v.visitDate}|${v.visitHour}`));
  const hour = s.hours.find(
    (h) => h.propertyId === withHours.propertyId && !taken.has(`${h.dateVisitAvailable}|${h.hourAvailableDateMin}`),
  )!;
  return { withHours, withoutHours, hour };
}
export const bodyFor = (e: StoredInboxEntry, h: StoredHour, userCode = 2) => ({
  propertyId: e.propertyId,
  userCode,
  idInboxProperty: e.idInboxProperty,
  typeVisit: h.typeVisit,
  visitDate: h.dateVisitAvailable,
  visitHour: h.hourAvailableDateMin,
  status: 1,
});
export const book = (who: 'diego' | 'camila', body: object) =>
  t.http.post(url('visitRegistration')).set(bearer(who)).send(body);

/** Lucía sends the property of `e` to one of Camila's requests: a second seeker with an offer of the same property. */
export async function offerToCamila(e: StoredInboxEntry): Promise<StoredInboxEntry> {
  const request = t.store.state.houseRequests.find((r) => r.userCode === 3)!;
  const res = await t.http
    .post(url('inboxSend'))
    .set(bearer('lucia'))
    .send({ propertyId: e.propertyId, userCode: 3, houseRequestId: request.houseRequestId, isAccepted: 0, isRead: 0 })
    .expect(201);
  return t.store.state.inbox.find((x) => x.idInboxProperty === res.body.idInboxProperty)!;
}

export async function slotsSeenBy(who: 'diego' | 'camila' | 'lucia' | null, h: StoredHour) {
  const req = t.http.get(
    url('hoursByPropertyTypeAndDate', { propertyId: h.propertyId, typeVisit: h.typeVisit, date: h.dateVisitAvailable }),
  );
  const res = await (who ? req.set(bearer(who)) : req).expect(200);
  return hours.parse(res.body).map((x) => x.hourAvailableDateMin);
}

// Shared setup for the notifications tests: importing this module registers the hooks (a fresh app per test).
import { notificationPreferencesSchema, type NotificationKind } from '@lotengo/shared/contracts/alerts';
import type { StoredHouseRequest, StoredProperty } from '../../db/schema';
import { compareMatch } from '../../domain/matching';
import { alertsOnDisk } from './alerts-helpers';
import { bearer, makeTestApp, url, type TestApp } from './test-app';

export let t: TestApp;
beforeEach(() => {
  t = makeTestApp();
});
afterEach(() => t.cleanup());

export const LUCIA = 1;
export const DIEGO = 2;
export const CAMILA = 3;

export const countOnDisk = () => alertsOnDisk(t).notifications.length;
export const lucia = () =>
  t.store.state.properties.find((p) => p.userCode === LUCIA && p.status === 1 && p.tprocessId === 2)!;
/** The owners the profile's matching rules pair with the request (exact or near), its author aside. */
export const matchingOwners = (r: StoredHouseRequest) =>
  new Set(t.store.state.properties.filter((p) => compareMatch(p, r) !== null).map((p) => p.userCode));
export const matchingSeekers = (p: StoredProperty) =>
  new Set(t.store.state.houseRequests.filter((r) => compareMatch(p, r) !== null).map((r) => r.userCode));

export async function publishRequest(who: 'diego' | 'camila', body: object): Promise<StoredHouseRequest> {
  const res = await t.http.post(url('houseRequestRegistration')).set(bearer(who)).send(body).expect(201);
  return t.store.state.houseRequests.find((r) => r.houseRequestId === res.body.houseRequestId)!;
}

export async function setOff(
  who: 'lucia' | 'diego',
  userCode: number,
  kinds: Partial<Record<NotificationKind, boolean>>,
) {
  const res = await t.http
    .put(url('notificationPreferences', { userCode }))
    .set(bearer(who))
    .send({ kinds })
    .expect(200);
  return notificationPreferencesSchema.parse(res.body);
}

// Shared setup for the matches tests: importing this module registers the hooks.
import { propertyMatchesSchema, requestMatchesSchema } from '@lotengo/shared/contracts';
import type { DbState, StoredHouseRequest, StoredProperty } from '../../db/schema';
import { demoUser } from '../../seed/demo-users';
import { bearer, makeTestApp, url, type TestApp } from './test-app';

/**
 * Both match calls over HTTP and the phone rule on every endpoint that returns requests or
 * properties. A small world of our own in a district the seed does not use (Chachapoyas):
 * Camila seeks; Carlos's flat fits; Renzo's is 6 % over the budget (near); Jorge's is closed;
 * Sofía's is 20 % over; Mariana is unrelated.
 */
export const DISTRICT = 10101;
export const R = 9001; // Camila's request
export const P_EXACT = 9001; // Carlos
export const P_NEAR = 9002; // Renzo, price over the budget
export const P_CLOSED = 9003; // Jorge, closed
export const P_FAR = 9004; // Sofía, 20 % over: no match at all

export function world(s: DbState) {
  const baseR = s.houseRequests[0]!;
  const r: StoredHouseRequest = {
    ...baseR,
    houseRequestId: R,
    userCode: demoUser.camila.userCode,
    ubigeoId: DISTRICT,
    tprocessId: 2,
    tpropertyId: 2,
    numberBedrooms: 2,
    numberBathrooms: 1,
    numberParkinglot: 1,
    coveredArea: 70,
    costInit: 1000,
    costEnd: 1500,
    status: 1,
  };
  s.houseRequests.push(r);
  const baseP = s.properties[0]!;
  const prop = (
    propertyId: number,
    userCode: number,
    price: number,
    extra: Record<string, unknown> = {},
  ): StoredProperty =>
    ({
      ...baseP,
      propertyId,
      userCode,
      ubigeoId: DISTRICT,
      tprocessId: 2,
      tpropertyId: 2,
      numberBedrooms: 2,
      numberBathrooms: 1,
      numberParkinglot: 1,
      price,
      status: 1,
      ...extra,
    }) as StoredProperty;
  s.properties.push(
    prop(P_EXACT, demoUser.carlos.userCode, 1400),
    prop(P_NEAR, demoUser.renzo.userCode, 1590),
    prop(P_CLOSED, demoUser.jorge.userCode, 1200, { status: 2 }),
    prop(P_FAR, demoUser.sofia.userCode, 1800),
  );
}

export let t: TestApp;
beforeAll(() => {
  t = makeTestApp({}, {}, world);
});
afterAll(() => t.cleanup());

export type Who = Parameters<typeof bearer>[0];
export const as = (who: Who | null) => (who ? bearer(who) : {});
export const phone = (who: keyof typeof demoUser) => demoUser[who].phoneNumber;

export async function propertyMatches(who: Who, userCode: number) {
  const res = await t.http.get(url('propertyMatches', { userCode })).set(bearer(who)).expect(200);
  return propertyMatchesSchema.parse(res.body);
}
export async function requestMatches(who: Who, userCode: number) {
  const res = await t.http.get(url('houseRequestMatches', { userCode })).set(bearer(who)).expect(200);
  return requestMatchesSchema.parse(res.body);
}
export const groupOfRequest = async (who: Who, userCode: number, id: number) =>
  (await propertyMatches(who, userCode)).groups.find((g) => g.request.houseRequestId === id);
export const groupOfProperty = async (who: Who, userCode: number, id: number) =>
  (await requestMatches(who, userCode)).groups.find((g) => g.property.propertyId === id);

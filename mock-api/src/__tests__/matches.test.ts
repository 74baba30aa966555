import { z } from 'zod';
import { houseRequestSchema, inboxEntrySchema, MATCH_GROUP_LIMIT, MATCH_GROUPS_LIMIT, NEAR_GROUP_LIMIT, propertyMatchesSchema, propertySchema, requestMatchesSchema } from '@lotengo/shared/contracts';
import type { DbState, StoredHouseRequest, StoredProperty } from '../db/schema';
import { demoUser } from '../seed/demo-users';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

/**
 * Both match calls over HTTP and the phone rule on every endpoint that returns requests or
 * properties. A small world of our own in a district the seed does not use (Chachapoyas):
 * Camila seeks; Carlos's flat fits; Renzo's is 6 % over the budget (near); Jorge's is closed;
 * Sofía's is 20 % over; Mariana is unrelated.
 */
const DISTRICT = 10101;
const R = 9001; // Camila's request
const P_EXACT = 9001; // Carlos
const P_NEAR = 9002; // Renzo, price over the budget
const P_CLOSED = 9003; // Jorge, closed
const P_FAR = 9004; // Sofía, 20 % over: no match at all

function world(s: DbState) {
  const baseR = s.houseRequests[0]!;
  const r: StoredHouseRequest = { ...baseR, houseRequestId: R, userCode: demoUser.camila.userCode, ubigeoId: DISTRICT, tprocessId: 2, tpropertyId: 2, numberBedrooms: 2, numberBathrooms: 1, numberParkinglot: 1, coveredArea: 70, costInit: 1000, costEnd: 1500, status: 1 };
  s.houseRequests.push(r);
  const baseP = s.properties[0]!;
  const prop = (propertyId: number, userCode: number, price: number, extra: Record<string, unknown> = {}): StoredProperty =>
    ({ ...baseP, propertyId, userCode, ubigeoId: DISTRICT, tprocessId: 2, tpropertyId: 2, numberBedrooms: 2, numberBathrooms: 1, numberParkinglot: 1, price, status: 1, ...extra }) as StoredProperty;
  s.properties.push(
    prop(P_EXACT, demoUser.carlos.userCode, 1400),
    prop(P_NEAR, demoUser.renzo.userCode, 1590),
    prop(P_CLOSED, demoUser.jorge.userCode, 1200, { status: 2 }),
    prop(P_FAR, demoUser.sofia.userCode, 1800),
  );
}

let t: TestApp;
beforeAll(() => {
  t = makeTestApp({}, {}, world);
});
afterAll(() => t.cleanup());

type Who = Parameters<typeof bearer>[0];
const as = (who: Who | null) => (who ? bearer(who) : {});
const phone = (who: keyof typeof demoUser) => demoUser[who].phoneNumber;

async function propertyMatches(who: Who, userCode: number) {
  const res = await t.http.get(url('propertyMatches', { userCode })).set(bearer(who)).expect(200);
  return propertyMatchesSchema.parse(res.body);
}
async function requestMatches(who: Who, userCode: number) {
  const res = await t.http.get(url('houseRequestMatches', { userCode })).set(bearer(who)).expect(200);
  return requestMatchesSchema.parse(res.body);
}
const groupOfRequest = async (who: Who, userCode: number, id: number) => (await propertyMatches(who, userCode)).groups.find((g) => g.request.houseRequestId === id);
const groupOfProperty = async (who: Who, userCode: number, id: number) => (await requestMatches(who, userCode)).groups.find((g) => g.property.propertyId === id);

describe('GET /property/match-property/{userCode} (a seeker’s matches)', () => {
  it('only the user themself: 401 without a session, 403 for someone else, 400 for a bad code', async () => {
    await t.http.get(url('propertyMatches', { userCode: demoUser.camila.userCode })).expect(401);
    await t.http.get(url('propertyMatches', { userCode: demoUser.camila.userCode })).set(bearer('carlos')).expect(403);
    await t.http.get(url('propertyMatches', { userCode: 'x' })).set(bearer('camila')).expect(400);
  });

  it('groups by my request: the exact match with its reasons, the near one apart and labelled', async () => {
    const g = await groupOfRequest('camila', demoUser.camila.userCode, R);
    expect(g).toBeDefined();
    expect(g!.matches.map((m) => m.property.propertyId)).toEqual([P_EXACT]);
    expect(g!.matches[0]).toMatchObject({ near: false, misses: [] });
    expect(g!.matches[0]!.reasons.map((r) => r.kind)).toEqual(['district', 'price', 'bedrooms', 'bathrooms', 'parking']);
    expect(g!.nearMatches.map((m) => m.property.propertyId)).toEqual([P_NEAR]);
    expect(g!.nearMatches[0]).toMatchObject({ near: true, misses: [{ kind: 'price', value: 6 }] });
    expect(g).toMatchObject({ total: 1, nearTotal: 1 });
  });

  it('closed properties and those far over the budget never show', async () => {
    const all = (await propertyMatches('camila', demoUser.camila.userCode)).groups.flatMap((g) => [...g.matches, ...g.nearMatches]);
    const ids = all.map((m) => m.property.propertyId);
    expect(ids).not.toContain(P_CLOSED);
    expect(ids).not.toContain(P_FAR);
    expect(all.every((m) => m.property.userCode !== demoUser.camila.userCode)).toBe(true);
  });

  it('every exact match really fits its request (seeded demo: Lucía’s flat for Diego in Miraflores)', async () => {
    const answer = await propertyMatches('diego', demoUser.diego.userCode);
    for (const g of answer.groups) {
      expect(g.request.userCode).toBe(demoUser.diego.userCode);
      for (const m of g.matches) {
        expect(m.property).toMatchObject({ tprocessId: g.request.tprocessId, tpropertyId: g.request.tpropertyId, ubigeoId: g.request.ubigeoId });
        expect(m.property.price).toBeGreaterThanOrEqual(g.request.costInit);
        expect(m.property.price).toBeLessThanOrEqual(g.request.costEnd);
        expect(m.property.numberBedrooms!).toBeGreaterThanOrEqual(g.request.numberBedrooms);
      }
    }
    const lucia = answer.groups.flatMap((g) => g.matches).find((m) => m.property.userCode === demoUser.lucia.userCode && m.property.district === 'MIRAFLORES');
    expect(lucia?.property.phoneNumber).toBe(phone('lucia'));
    expect(answer.total).toBe(answer.groups.reduce((n, g) => n + g.total, 0));
    expect(answer.groupsTotal).toBe(answer.groups.length);
  });

  it('keeps big answers small: at most 50 groups (newest first) and capped lists, with full counts', async () => {
    const big = makeTestApp({ requests: 3000, properties: 600 });
    try {
      const res = await big.http.get(url('propertyMatches', { userCode: demoUser.diego.userCode })).set(bearer('diego')).expect(200);
      const answer = propertyMatchesSchema.parse(res.body);
      expect(answer.groupsTotal).toBeGreaterThan(MATCH_GROUPS_LIMIT);
      expect(answer.groups).toHaveLength(MATCH_GROUPS_LIMIT);
      const ids = answer.groups.map((g) => g.request.houseRequestId);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(answer.groups.every((g) => g.matches.length <= MATCH_GROUP_LIMIT && g.nearMatches.length <= NEAR_GROUP_LIMIT)).toBe(true);
      expect(answer.groups.every((g) => g.total >= g.matches.length && g.nearTotal >= g.nearMatches.length)).toBe(true);
      expect(answer.total).toBeGreaterThanOrEqual(answer.groups.reduce((n, g) => n + g.total, 0));
    } finally {
      big.cleanup();
    }
  });
});

describe('GET /house-request/match-house-request/{userCode} (an owner’s matches)', () => {
  it('only the user themself (401/403)', async () => {
    await t.http.get(url('houseRequestMatches', { userCode: demoUser.carlos.userCode })).expect(401);
    await t.http.get(url('houseRequestMatches', { userCode: demoUser.carlos.userCode })).set(bearer('camila')).expect(403);
  });

  it('groups by my property; the exact owner sees the request among matches, the near owner among near ones', async () => {
    const exact = await groupOfProperty('carlos', demoUser.carlos.userCode, P_EXACT);
    expect(exact!.matches.map((m) => m.request.houseRequestId)).toContain(R);
    const near = await groupOfProperty('renzo', demoUser.renzo.userCode, P_NEAR);
    expect(near!.matches.map((m) => m.request.houseRequestId)).not.toContain(R);
    expect(near!.nearMatches.find((m) => m.request.houseRequestId === R)).toMatchObject({ near: true, misses: [{ kind: 'price', value: 6 }] });
  });

});

describe('phone numbers only between people who match', () => {
  const hasPhone = (rows: { phoneNumber?: string }[]) => rows.some((r) => r.phoneNumber !== undefined);

  it('each party of an exact match gets the other’s number in its matches', async () => {
    const seeker = await groupOfRequest('camila', demoUser.camila.userCode, R);
    expect(seeker!.matches[0]!.property.phoneNumber).toBe(phone('carlos'));
    const owner = await groupOfProperty('carlos', demoUser.carlos.userCode, P_EXACT);
    expect(owner!.matches.find((m) => m.request.houseRequestId === R)!.request.phoneNumber).toBe(phone('camila'));
  });

  it('a near match carries no number either way (it does not fit)', async () => {
    const seeker = await groupOfRequest('camila', demoUser.camila.userCode, R);
    expect(seeker!.nearMatches[0]!.property.phoneNumber).toBeUndefined();
    const owner = await groupOfProperty('renzo', demoUser.renzo.userCode, P_NEAR);
    expect(owner!.nearMatches.find((m) => m.request.houseRequestId === R)!.request.phoneNumber).toBeUndefined();
  });

  it('my own items (the groups) never carry my number', async () => {
    const seeker = await groupOfRequest('camila', demoUser.camila.userCode, R);
    expect(seeker!.request.phoneNumber).toBeUndefined();
    const owner = await groupOfProperty('carlos', demoUser.carlos.userCode, P_EXACT);
    expect(owner!.property.phoneNumber).toBeUndefined();
  });

  it.each([
    ['a visitor', null, 401, undefined],
    ['an unrelated user', 'mariana', 403, undefined],
    ['the seeker herself', 'camila', 200, 'carlos'],
    ['the matching owner', 'carlos', 200, undefined],
  ] as const)('searches, popular list and request reads carry no number for %s; the property detail follows the contact rule', async (_name, who, detailStatus, ownerPhone) => {
    const search = await t.http.post(url('houseRequestSearch')).set(as(who)).send({ ubigeoId: DISTRICT }).expect(200);
    const rows = z.array(houseRequestSchema).parse(search.body);
    expect(rows.map((r) => r.houseRequestId)).toContain(R);
    expect(hasPhone(rows)).toBe(false);
    const wide = await t.http.post(url('houseRequestSearch')).set(as(who)).send({ pageSize: 100 }).expect(200);
    expect(hasPhone(wide.body)).toBe(false);
    const popular = await t.http.get(url('houseRequestPopular')).set(as(who)).expect(200);
    expect(hasPhone(popular.body)).toBe(false);
    const one = await t.http.get(url('houseRequest', { id: R })).set(as(who)).expect(200);
    expect(one.body.phoneNumber).toBeUndefined();
    // One property's detail is a contact answer: the seeker it fits exactly gets the owner's number (as in her matches).
    const property = await t.http.get(url('property', { id: P_EXACT })).set(as(who)).expect(detailStatus);
    if (detailStatus === 200) {
      expect(property.body.propertyId).toBe(P_EXACT);
      expect(property.body.phoneNumber).toBe(ownerPhone ? phone(ownerPhone) : undefined);
    }
    if (!who) return;
    const properties = await t.http.get(url('properties')).set(as(who)).query({ pageSize: 100 }).expect(200);
    const list = z.array(propertySchema).parse(properties.body);
    expect(list.some((p) => p.propertyId === P_EXACT)).toBe(detailStatus === 200);
    expect(hasPhone(list)).toBe(false);
  });

  it('own lists (my requests, my properties, the linking search) carry no number', async () => {
    const mine = await t.http.get(url('houseRequestMine', { userCode: demoUser.camila.userCode })).set(bearer('camila')).expect(200);
    expect(hasPhone(mine.body)).toBe(false);
    const props = await t.http.get(url('userProperties', { userCode: demoUser.carlos.userCode })).set(bearer('carlos')).expect(200);
    expect(hasPhone(props.body)).toBe(false);
    const linking = await t.http.post(url('propertyFilters', { userCode: demoUser.carlos.userCode })).set(bearer('carlos')).send({ ubigeoId: DISTRICT }).expect(200);
    expect(hasPhone(linking.body)).toBe(false);
  });

  it('an unrelated user’s own matches never hold the numbers of this pair', async () => {
    const seeker = await propertyMatches('mariana', demoUser.mariana.userCode);
    const owner = await requestMatches('mariana', demoUser.mariana.userCode);
    const numbers = [
      ...seeker.groups.flatMap((g) => [...g.matches, ...g.nearMatches].map((m) => m.property.phoneNumber)),
      ...owner.groups.flatMap((g) => [...g.matches, ...g.nearMatches].map((m) => m.request.phoneNumber)),
    ];
    expect(numbers).not.toContain(phone('camila'));
    expect(numbers).not.toContain(phone('carlos'));
  });

  it('an offer received gives the seeker the owner’s number; her like gives the owner hers', async () => {
    const sent = await t.http
      .post(url('inboxSend'))
      .set(bearer('renzo'))
      .send({ propertyId: P_NEAR, houseRequestId: R, userCode: demoUser.camila.userCode, isAccepted: 0, isRead: 0 })
      .expect(201);
    const entry = inboxEntrySchema.parse(sent.body);
    // The owner's match item now says it was sent ("Enviado").
    expect((await groupOfProperty('renzo', demoUser.renzo.userCode, P_NEAR))!.nearMatches.find((m) => m.request.houseRequestId === R)!.sent).toBe(true);
    expect((await groupOfProperty('carlos', demoUser.carlos.userCode, P_EXACT))!.matches.find((m) => m.request.houseRequestId === R)!.sent).toBe(false);
    // The sender reads his own property: no number there.
    expect(entry.propertyDetail.phoneNumber).toBeUndefined();

    // Camila received it: in her inbox and in her near matches she now has Renzo's number.
    const inbox = z.array(inboxEntrySchema).parse((await t.http.get(url('inbox', { id: demoUser.camila.userCode })).set(bearer('camila')).expect(200)).body);
    expect(inbox.find((e) => e.idInboxProperty === entry.idInboxProperty)!.propertyDetail.phoneNumber).toBe(phone('renzo'));
    expect((await groupOfRequest('camila', demoUser.camila.userCode, R))!.nearMatches[0]!.property.phoneNumber).toBe(phone('renzo'));
    // Renzo does not get hers yet: she has not liked it.
    expect((await groupOfProperty('renzo', demoUser.renzo.userCode, P_NEAR))!.nearMatches.find((m) => m.request.houseRequestId === R)!.request.phoneNumber).toBeUndefined();

    await t.http.get(url('inboxChangeIsAccepted', { idInboxProperty: entry.idInboxProperty, value: 1 })).set(bearer('camila')).expect(200);
    expect((await groupOfProperty('renzo', demoUser.renzo.userCode, P_NEAR))!.nearMatches.find((m) => m.request.houseRequestId === R)!.request.phoneNumber).toBe(phone('camila'));
    // Still nothing in searches or reads by id, even for Renzo now.
    expect((await t.http.get(url('houseRequest', { id: R })).set(bearer('renzo')).expect(200)).body.phoneNumber).toBeUndefined();
    const search = await t.http.post(url('houseRequestSearch')).set(bearer('renzo')).send({ ubigeoId: DISTRICT }).expect(200);
    expect(hasPhone(search.body)).toBe(false);
  });

  it('someone else’s inbox is not readable, so its numbers are not either', async () => {
    await t.http.get(url('inbox', { id: demoUser.camila.userCode })).set(bearer('mariana')).expect(403);
  });
});

import {
  MATCH_GROUP_LIMIT,
  MATCH_GROUPS_LIMIT,
  NEAR_GROUP_LIMIT,
  propertyMatchesSchema,
} from '@lotengo/shared/contracts';
import { demoUser } from '../seed/demo-users';
import { bearer, makeTestApp, url } from './support/test-app';
import {
  R,
  P_EXACT,
  P_NEAR,
  P_CLOSED,
  P_FAR,
  t,
  phone,
  propertyMatches,
  groupOfRequest,
  groupOfProperty,
} from './support/matches-setup';

describe('GET /property/match-property/{userCode} (a seeker’s matches)', () => {
  it('only the user themself: 401 without a session, 403 for someone else, 400 for a bad code', async () => {
    await t.http.get(url('propertyMatches', { userCode: demoUser.camila.userCode })).expect(401);
    await t.http
      .get(url('propertyMatches', { userCode: demoUser.camila.userCode }))
      .set(bearer('carlos'))
      .expect(403);
    await t.http
      .get(url('propertyMatches', { userCode: 'x' }))
      .set(bearer('camila'))
      .expect(400);
  });

  it('groups by my request: the exact match with its reasons, the near one apart and labelled', async () => {
    const g = await groupOfRequest('camila', demoUser.camila.userCode, R);
    expect(g).toBeDefined();
    expect(g!.matches.map((m) => m.property.propertyId)).toEqual([P_EXACT]);
    expect(g!.matches[0]).toMatchObject({ near: false, misses: [] });
    expect(g!.matches[0]!.reasons.map((r) => r.kind)).toEqual([
      'district',
      'price',
      'bedrooms',
      'bathrooms',
      'parking',
    ]);
    expect(g!.nearMatches.map((m) => m.property.propertyId)).toEqual([P_NEAR]);
    expect(g!.nearMatches[0]).toMatchObject({ near: true, misses: [{ kind: 'price', value: 6 }] });
    expect(g).toMatchObject({ total: 1, nearTotal: 1 });
  });

  it('closed properties and those far over the budget never show', async () => {
    const all = (await propertyMatches('camila', demoUser.camila.userCode)).groups.flatMap((g) => [
      ...g.matches,
      ...g.nearMatches,
    ]);
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
        expect(m.property).toMatchObject({
          tprocessId: g.request.tprocessId,
          tpropertyId: g.request.tpropertyId,
          ubigeoId: g.request.ubigeoId,
        });
        expect(m.property.price).toBeGreaterThanOrEqual(g.request.costInit);
        expect(m.property.price).toBeLessThanOrEqual(g.request.costEnd);
        expect(m.property.numberBedrooms!).toBeGreaterThanOrEqual(g.request.numberBedrooms);
      }
    }
    const lucia = answer.groups
      .flatMap((g) => g.matches)
      .find((m) => m.property.userCode === demoUser.lucia.userCode && m.property.district === 'MIRAFLORES');
    expect(lucia?.property.phoneNumber).toBe(phone('lucia'));
    expect(answer.total).toBe(answer.groups.reduce((n, g) => n + g.total, 0));
    expect(answer.groupsTotal).toBe(answer.groups.length);
  });

  it('keeps big answers small: at most 50 groups (newest first) and capped lists, with full counts', async () => {
    const big = makeTestApp({ requests: 3000, properties: 600 });
    try {
      const res = await big.http
        .get(url('propertyMatches', { userCode: demoUser.diego.userCode }))
        .set(bearer('diego'))
        .expect(200);
      const answer = propertyMatchesSchema.parse(res.body);
      expect(answer.groupsTotal).toBeGreaterThan(MATCH_GROUPS_LIMIT);
      expect(answer.groups).toHaveLength(MATCH_GROUPS_LIMIT);
      const ids = answer.groups.map((g) => g.request.houseRequestId);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(
        answer.groups.every((g) => g.matches.length <= MATCH_GROUP_LIMIT && g.nearMatches.length <= NEAR_GROUP_LIMIT),
      ).toBe(true);
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
    await t.http
      .get(url('houseRequestMatches', { userCode: demoUser.carlos.userCode }))
      .set(bearer('camila'))
      .expect(403);
  });

  it(
    'groups by my property; the exact owner sees the request among matches, the near ' + 'owner among near ones',
    async () => {
      const exact = await groupOfProperty('carlos', demoUser.carlos.userCode, P_EXACT);
      expect(exact!.matches.map((m) => m.request.houseRequestId)).toContain(R);
      const near = await groupOfProperty('renzo', demoUser.renzo.userCode, P_NEAR);
      expect(near!.matches.map((m) => m.request.houseRequestId)).not.toContain(R);
      expect(near!.nearMatches.find((m) => m.request.houseRequestId === R)).toMatchObject({
        near: true,
        misses: [{ kind: 'price', value: 6 }],
      });
    },
  );
});

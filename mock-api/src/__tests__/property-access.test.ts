import { z } from 'zod';
import { INBOX_PENDING, PROPERTY_FORBIDDEN, propertyDetailSchema, propertySchema } from '@lotengo/shared/contracts';
import type { StoredProperty } from '../db/schema';
import { classifyMatch, NO_MATCH } from '../domain/matching';
import { propertyReader } from '../domain/property-access';
import { demoUser } from '../seed/demo-users';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.cleanup());

const state = () => t.store.state;
const matchesAnyOf = (p: StoredProperty, userCode: number) =>
  state().houseRequests.some((r) => r.userCode === userCode && classifyMatch(p, r) !== NO_MATCH);
const receivedBy = (p: StoredProperty, userCode: number) =>
  state().inbox.some((e) => e.propertyId === p.propertyId && e.userCode === userCode);
const detail = (id: number, who: Parameters<typeof bearer>[0]) => t.http.get(url('property', { id })).set(bearer(who));

describe('GET /property/{id}: private by the server’s rule', () => {
  it('answers the owner, marked owner, with everything the detail shows', async () => {
    const p = state().properties.find(
      (x) => x.userCode === demoUser.lucia.userCode && x.status === 1 && x.multimedias.length > 1,
    )!;
    const res = await detail(p.propertyId, 'lucia').expect(200);
    const d = propertyDetailSchema.parse(res.body);
    expect(d).toMatchObject({
      propertyId: p.propertyId,
      access: 'owner',
      description: p.description,
      characteristics: p.characteristics,
    });
    expect(d.multimedias.map((m) => m.fileUrl.split('/').pop())).toEqual(
      p.multimedias.map((m) => m.fileUrl.split('/').pop()),
    );
    // Owners never get their own number back.
    expect(d.phoneNumber).toBeUndefined();
  });

  it('answers a person it was sent to, marked recipient, with the owner’s phone (the contact rule)', async () => {
    const entry = state().inbox.find((e) => e.userCode === demoUser.diego.userCode && !e.isWithdrawn)!;
    const p = state().properties.find((x) => x.propertyId === entry.propertyId)!;
    const d = propertyDetailSchema.parse((await detail(p.propertyId, 'diego').expect(200)).body);
    expect(d.access).toBe('recipient');
    const owner = state().users.find((u) => u.userCode === p.userCode)!;
    expect(d.phoneNumber).toBe(owner.phoneNumber);
  });

  it('answers someone whose live request it matches, marked match, and not anyone else', async () => {
    const keys = ['camila', 'diego', 'renzo', 'carlos', 'mariana'] as const;
    const pairs = keys.flatMap((key) =>
      state()
        .properties.filter(
          (x) =>
            x.userCode !== demoUser[key].userCode &&
            matchesAnyOf(x, demoUser[key].userCode) &&
            !receivedBy(x, demoUser[key].userCode),
        )
        .map((p) => ({ key, p })),
    );
    expect(pairs.length).toBeGreaterThan(0);
    const { key, p } = pairs[0]!;
    expect(propertyDetailSchema.parse((await detail(p.propertyId, key).expect(200)).body).access).toBe('match');
  });

  it(
    'refuses a stranger with 403 and a Spanish JSON reason; 401 without a session; ' + '404 unknown; 400 bad id',
    async () => {
      const who = demoUser.carlos.userCode;
      const p = state().properties.find(
        (x) => x.userCode !== who && x.status === 1 && !receivedBy(x, who) && !matchesAnyOf(x, who),
      )!;
      const res = await detail(p.propertyId, 'carlos').expect(403);
      expect(res.body).toEqual({ message: PROPERTY_FORBIDDEN, field: 'id' });
      expect(res.body.address).toBeUndefined();
      // A signed-in account without a Lo Tengo profile is nobody's recipient either.
      await detail(p.propertyId, 'stranger').expect(403);
      await t.http.get(url('property', { id: p.propertyId })).expect(401);
      const unknown = await detail(999999, 'carlos').expect(404);
      expect(unknown.body.message).toMatch(/propiedad/);
      expect((await detail(Number.NaN, 'carlos').expect(400)).body.field).toBe('id');
    },
  );

  it('counting ids lists only what the caller may read', async () => {
    const who = demoUser.carlos.userCode;
    const mayRead = propertyReader(state(), who);
    const expected = state()
      .properties.filter((p) => mayRead(p) !== null)
      .map((p) => p.propertyId);
    const seen: number[] = [];
    for (const p of state().properties) {
      const res = await detail(p.propertyId, 'carlos');
      expect([200, 403]).toContain(res.status);
      if (res.status === 200) seen.push(p.propertyId);
    }
    expect(seen.sort()).toEqual(expected.sort());
    expect(seen.length).toBeLessThan(state().properties.length);
  });

  it('a withdrawn offer: its recipient still reads the closed property, marked closed; a match does not', async () => {
    const entry = state().inbox.find(
      (e) => e.isAccepted === INBOX_PENDING && !e.isWithdrawn && e.userCode === demoUser.diego.userCode,
    )!;
    const p = state().properties.find((x) => x.propertyId === entry.propertyId)!;
    // Close it as its owner would (the offer is withdrawn); then read it back as the seeker.
    await t.store.mutate((s) => {
      const stored = s.properties.find((x) => x.propertyId === p.propertyId)!;
      stored.status = 2;
      for (const e of s.inbox) if (e.propertyId === p.propertyId && e.isAccepted === INBOX_PENDING) e.isWithdrawn = 1;
    });
    const d = propertyDetailSchema.parse((await detail(p.propertyId, 'diego').expect(200)).body);
    expect(d).toMatchObject({ access: 'recipient', status: 2 });
    // Someone it would match if it were open no longer reads it: a closed property matches nobody.
    const matcher = state().houseRequests.find(
      (r) =>
        r.userCode !== p.userCode && !receivedBy(p, r.userCode) && classifyMatch({ ...p, status: 1 }, r) !== NO_MATCH,
    );
    const closed = state().properties.find((x) => x.propertyId === p.propertyId)!;
    if (matcher) expect(propertyReader(state(), matcher.userCode)(closed)).toBeNull();
  });
});

describe('GET /property: the same rule for the list', () => {
  it('needs a session and lists only readable, published properties', async () => {
    await t.http.get(url('properties')).expect(401);
    const rows = z
      .array(propertySchema)
      .parse((await t.http.get(url('properties')).query({ pageSize: 100 }).set(bearer('carlos')).expect(200)).body);
    const mayRead = propertyReader(state(), demoUser.carlos.userCode);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const p = state().properties.find((x) => x.propertyId === row.propertyId)!;
      expect(mayRead(p)).not.toBeNull();
      expect(p.status).toBe(1);
    }
  });
});

describe('GET /property: the rule in SQL lists exactly what propertyReader admits', () => {
  /** Every page of a member's list, as ids, and the total the first page gave. */
  async function listOf(who: Parameters<typeof bearer>[0]) {
    const ids: number[] = [];
    let total = -1;
    for (let page = 1; ; page++) {
      const res = await t.http.get(url('properties')).query({ page, pageSize: 100 }).set(bearer(who)).expect(200);
      if (total < 0) total = Number(res.headers['x-total-count']);
      const rows = z.array(propertySchema).parse(res.body);
      if (!rows.length) return { ids, total };
      ids.push(...rows.map((r) => r.propertyId));
    }
  }
  const expectedFor = (userCode: number) => {
    const mayRead = propertyReader(state(), userCode);
    return state()
      .properties.filter((p) => p.status === 1 && mayRead(p) !== null)
      .map((p) => p.propertyId)
      .sort((a, b) => b - a);
  };

  it.each(['lucia', 'diego', 'carlos'] as const)('for %s, newest first, every page', async (who) => {
    const expected = expectedFor(demoUser[who].userCode);
    expect(expected.length).toBeGreaterThan(0);
    const { ids, total } = await listOf(who);
    expect(ids).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('at the edges of a near match: 10 % over the budget, one bedroom fewer, never both', async () => {
    const viewer = demoUser.carlos.userCode;
    const before = new Set(expectedFor(viewer));
    // Someone else's published properties Carlos cannot read yet, and a request of his per edge.
    const targets = state()
      .properties.filter((p) => p.status === 1 && p.userCode !== viewer && p.numberBedrooms >= 2)
      .filter((p) => !before.has(p.propertyId))
      .slice(0, 6);
    expect(targets).toHaveLength(6);
    const template = state().houseRequests.find((r) => r.userCode === viewer && r.state === 'active')!;
    const edges = [
      { costEnd: targets[0]!.price / 1.1 }, // exactly 10 % over the budget: near
      { costEnd: targets[1]!.price / 1.1 - 1 }, // a little more: no match
      { numberBedrooms: targets[2]!.numberBedrooms + 1 }, // one bedroom fewer: near
      { numberBedrooms: targets[3]!.numberBedrooms + 2 }, // two fewer: no match
      { costEnd: targets[4]!.price / 1.05, numberBedrooms: targets[4]!.numberBedrooms + 1 }, // both: no match
      { numberParkinglot: targets[5]!.numberParkinglot + 1 }, // less parking than asked: no match
    ];
    await t.store.mutate((s) => {
      let id = Math.max(...s.houseRequests.map((r) => r.houseRequestId));
      edges.forEach((edge, i) => {
        const p = targets[i]!;
        s.houseRequests.push({
          ...template,
          houseRequestId: ++id,
          ubigeoId: p.ubigeoId,
          tprocessId: p.tprocessId,
          tpropertyId: p.tpropertyId,
          costInit: 0,
          costEnd: p.price,
          numberBedrooms: p.numberBedrooms,
          numberBathrooms: 0,
          numberParkinglot: 0,
          coveredArea: 0,
          ...edge,
        });
      });
    });
    const mayRead = propertyReader(state(), viewer);
    expect(targets.map((p) => mayRead(p))).toEqual(['match', null, 'match', null, null, null]);
    const { ids } = await listOf('carlos');
    expect(ids).toEqual(expectedFor(viewer));
    expect(ids).toContain(targets[0]!.propertyId);
    expect(ids).not.toContain(targets[1]!.propertyId);
  });
});

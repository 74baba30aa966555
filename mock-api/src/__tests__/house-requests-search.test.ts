import type { StoredHouseRequest } from '../db/schema';
import { demoUser } from '../seed/demo-users';
import { bearer, makeTestApp, url } from './support/test-app';
import { list, t, all, idsNewestFirst, search } from './support/house-requests-setup';

describe('POST /house-request (search)', () => {
  it('an empty filter (all zeros) returns every request, newest first, total in X-Total-Count', async () => {
    const res = await t.http
      .post(url('houseRequestSearch'))
      .send({
        ubigeoId: 0,
        tprocessId: 0,
        tpropertyId: 0,
        numBedrooms: 0,
        numBathrooms: 0,
        priceMin: 0,
        priceMax: 0,
        areaMin: 0,
        areaMax: 0,
      })
      .expect(200);
    const rows = list.parse(res.body);
    expect(Number(res.headers['x-total-count'])).toBe(all().length);
    expect(rows.map((r) => r.houseRequestId)).toEqual(idsNewestFirst(all()));
  });

  it('a request without body is the unfiltered first page', async () => {
    const res = await t.http.post(url('houseRequestSearch')).expect(200);
    expect(res.body).toHaveLength(all().length);
  });

  it.each([
    [
      'department (DD0000)',
      { ubigeoId: 150000 },
      (r: StoredHouseRequest) => String(r.ubigeoId).padStart(6, '0').startsWith('15'),
    ],
    [
      'province (DDPP00)',
      { ubigeoId: 40100 },
      (r: StoredHouseRequest) => String(r.ubigeoId).padStart(6, '0').startsWith('0401'),
    ],
    ['district', { ubigeoId: 150122 }, (r: StoredHouseRequest) => r.ubigeoId === 150122],
    ['operation', { tprocessId: 3 }, (r: StoredHouseRequest) => r.tprocessId === 3],
    ['property type', { tpropertyId: 1 }, (r: StoredHouseRequest) => r.tpropertyId === 1],
    ['bedrooms (at least)', { numBedrooms: 3 }, (r: StoredHouseRequest) => r.numberBedrooms >= 3],
    ['bathrooms (at least)', { numBathrooms: 2 }, (r: StoredHouseRequest) => r.numberBathrooms >= 2],
    ['price from (budget overlaps)', { priceMin: 100000 }, (r: StoredHouseRequest) => r.costEnd >= 100000],
    ['price up to (budget overlaps)', { priceMax: 2000 }, (r: StoredHouseRequest) => r.costInit <= 2000],
    [
      'price range (budget overlaps)',
      { priceMin: 1000, priceMax: 1500 },
      (r: StoredHouseRequest) => r.costEnd >= 1000 && r.costInit <= 1500,
    ],
    ['area from', { areaMin: 150 }, (r: StoredHouseRequest) => r.coveredArea >= 150],
    ['area up to', { areaMax: 80 }, (r: StoredHouseRequest) => r.coveredArea <= 80],
  ])('filters by %s', async (_name, filter, keep) => {
    const expected = idsNewestFirst(all().filter(keep));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all().length);
    const { rows, total } = await search(filter);
    expect(rows.map((r) => r.houseRequestId)).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('combines filters', async () => {
    const keep = (r: StoredHouseRequest) =>
      r.ubigeoId === 150122 && r.tprocessId === 2 && r.tpropertyId === 2 && r.numberBedrooms >= 2;
    const { rows } = await search({ ubigeoId: 150122, tprocessId: 2, tpropertyId: 2, numBedrooms: 2 });
    expect(rows.map((r) => r.houseRequestId)).toEqual(idsNewestFirst(all().filter(keep)));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('pages server-side: page/pageSize, newest first, same total on every page', async () => {
    const expected = idsNewestFirst(all());
    const p1 = await t.http.post(url('houseRequestSearch')).send({ page: 1, pageSize: 10 }).expect(200);
    const p2 = await t.http.post(url('houseRequestSearch')).send({ page: 2, pageSize: 10 }).expect(200);
    expect(p1.body.map((r: { houseRequestId: number }) => r.houseRequestId)).toEqual(expected.slice(0, 10));
    expect(p2.body.map((r: { houseRequestId: number }) => r.houseRequestId)).toEqual(expected.slice(10, 20));
    expect(p1.headers['x-total-count']).toBe(String(expected.length));
    expect(p2.headers['x-total-count']).toBe(String(expected.length));
    const beyond = await t.http.post(url('houseRequestSearch')).send({ page: 99, pageSize: 10 }).expect(200);
    expect(beyond.body).toEqual([]);
  });

  it('defaults to page 1 of 100 and never answers more than 100', async () => {
    const big = makeTestApp({ requests: 250 });
    try {
      const res = await big.http.post(url('houseRequestSearch')).send({}).expect(200);
      expect(res.body).toHaveLength(100);
      expect(res.headers['x-total-count']).toBe('250');
      expect(res.body[0].houseRequestId).toBe(250);
      const tooBig = await big.http.post(url('houseRequestSearch')).send({ pageSize: 101 }).expect(400);
      expect(tooBig.body.field).toBe('pageSize');
    } finally {
      big.cleanup();
    }
  });

  it('never carries a phone number, whoever searches (contact is for matches: matches.test.ts)', async () => {
    const visitor = await search({ ubigeoId: 150122 });
    expect(visitor.rows.every((r) => r.phoneNumber === undefined)).toBe(true);
    // Lucía has a property that fits Diego's Miraflores request, and still gets no number from a search.
    const member = await search({ ubigeoId: 150122 }, bearer('lucia'));
    expect(member.rows.some((r) => r.userCode === demoUser.diego.userCode)).toBe(true);
    expect(member.rows.every((r) => r.phoneNumber === undefined)).toBe(true);
  });

  it('reads carry names, the avatar and the operation as the request side calls it', async () => {
    const { rows } = await search({ tprocessId: 3 });
    expect(rows.every((r) => r.processType === 'COMPRAR')).toBe(true);
    const rent = await search({ tprocessId: 2 });
    expect(rent.rows.every((r) => r.processType === 'ALQUILAR')).toBe(true);
    const one = rows[0]!;
    expect(one.department).not.toBe('');
    expect(one.urlAvataruser).toMatch(/^http:\/\/.+\/mvp\/static\/avatars\/avatar-\d\.svg$/);
  });

  it.each([
    [{ ubigeoId: -1 }, 'ubigeoId'],
    [{ ubigeoId: 'lima' }, 'ubigeoId'],
    [{ ubigeoId: 990000 }, 'ubigeoId'],
    [{ tprocessId: 4 }, 'tprocessId'],
    [{ tpropertyId: 99 }, 'tpropertyId'],
    [{ priceMin: 2000, priceMax: 1000 }, 'priceMin'],
    [{ areaMin: 50, areaMax: 10 }, 'areaMin'],
    [{ page: 0 }, 'page'],
  ])('rejects the bad filter %j (400, field %s)', async (filter, field) => {
    const res = await t.http.post(url('houseRequestSearch')).send(filter).expect(400);
    expect(res.body).toEqual({ message: expect.any(String), field });
  });
});

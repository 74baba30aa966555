import { z } from 'zod';
import { houseRequestSchema } from '@lotengo/shared/contracts';
import type { StoredHouseRequest } from '../db/schema';
import { demoUser } from '../seed/demo-users';
import { DEFAULT_REQUESTS } from '../seed/generate';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

const list = z.array(houseRequestSchema);

let t: TestApp;
// The scripted world only (a sized world has no demand cohort): under one page of 100, so a search's
// whole answer can be compared with the db.
beforeAll(() => {
  t = makeTestApp({ requests: DEFAULT_REQUESTS });
});
afterAll(() => t.cleanup());

const all = () => t.store.state.houseRequests;
const idsNewestFirst = (rows: StoredHouseRequest[]) => rows.map((r) => r.houseRequestId).sort((a, b) => b - a);

async function search(filter: Record<string, unknown>, auth?: ReturnType<typeof bearer>) {
  const req = t.http.post(url('houseRequestSearch')).send({ pageSize: 100, ...filter });
  if (auth) req.set(auth);
  const res = await req.expect(200);
  return { rows: list.parse(res.body), total: Number(res.headers['x-total-count']) };
}

const validRequest = (extra: Record<string, unknown> = {}) => ({
  referenceAddress: 'Cerca al Parque Kennedy',
  ubigeoId: 150122,
  numberBedrooms: 2,
  numberBathrooms: 1,
  numberParkinglot: 1,
  tpropertyId: 2,
  tprocessId: 2,
  costInit: 800,
  costEnd: 1500,
  numberCommonArea: 1,
  numberServicesAreas: 0,
  isTerraza: '0',
  userCode: 1,
  ...extra,
});

describe('POST /house-request (search)', () => {
  it('an empty filter (all zeros) returns every request, newest first, total in X-Total-Count', async () => {
    const res = await t.http.post(url('houseRequestSearch')).send({ ubigeoId: 0, tprocessId: 0, tpropertyId: 0, numBedrooms: 0, numBathrooms: 0, priceMin: 0, priceMax: 0, areaMin: 0, areaMax: 0 }).expect(200);
    const rows = list.parse(res.body);
    expect(Number(res.headers['x-total-count'])).toBe(all().length);
    expect(rows.map((r) => r.houseRequestId)).toEqual(idsNewestFirst(all()));
  });

  it('a request without body is the unfiltered first page', async () => {
    const res = await t.http.post(url('houseRequestSearch')).expect(200);
    expect(res.body).toHaveLength(all().length);
  });

  it.each([
    ['department (DD0000)', { ubigeoId: 150000 }, (r: StoredHouseRequest) => String(r.ubigeoId).padStart(6, '0').startsWith('15')],
    ['province (DDPP00)', { ubigeoId: 40100 }, (r: StoredHouseRequest) => String(r.ubigeoId).padStart(6, '0').startsWith('0401')],
    ['district', { ubigeoId: 150122 }, (r: StoredHouseRequest) => r.ubigeoId === 150122],
    ['operation', { tprocessId: 3 }, (r: StoredHouseRequest) => r.tprocessId === 3],
    ['property type', { tpropertyId: 1 }, (r: StoredHouseRequest) => r.tpropertyId === 1],
    ['bedrooms (at least)', { numBedrooms: 3 }, (r: StoredHouseRequest) => r.numberBedrooms >= 3],
    ['bathrooms (at least)', { numBathrooms: 2 }, (r: StoredHouseRequest) => r.numberBathrooms >= 2],
    ['price from (budget overlaps)', { priceMin: 100000 }, (r: StoredHouseRequest) => r.costEnd >= 100000],
    ['price up to (budget overlaps)', { priceMax: 2000 }, (r: StoredHouseRequest) => r.costInit <= 2000],
    ['price range (budget overlaps)', { priceMin: 1000, priceMax: 1500 }, (r: StoredHouseRequest) => r.costEnd >= 1000 && r.costInit <= 1500],
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
    const keep = (r: StoredHouseRequest) => r.ubigeoId === 150122 && r.tprocessId === 2 && r.tpropertyId === 2 && r.numberBedrooms >= 2;
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

describe('POST /house-request/houserequest-registration', () => {
  it('needs a token (401) and a registered user (403)', async () => {
    await t.http.post(url('houseRequestRegistration')).send(validRequest()).expect(401);
    await t.http.post(url('houseRequestRegistration')).set(bearer('daniel')).send(validRequest()).expect(403);
  });

  it('creates a request for yourself only (403 for another userCode)', async () => {
    const res = await t.http.post(url('houseRequestRegistration')).set(bearer('lucia')).send(validRequest({ userCode: 2 })).expect(403);
    expect(res.body.field).toBe('userCode');
  });

  it('creates it with status 1 and the default title/description, durably', async () => {
    const before = all().length;
    const res = await t.http.post(url('houseRequestRegistration')).set(bearer('lucia')).send(validRequest()).expect(201);
    const created = houseRequestSchema.parse(res.body);
    expect(created).toMatchObject({ houseRequestId: before + 1, title: 'no-title-request', description: 'no description', district: 'MIRAFLORES', processType: 'ALQUILAR', propertyType: 'Departamento', totalArea: 0, userCode: 1 });
    expect(t.readDisk().houseRequests.find((r) => r.houseRequestId === created.houseRequestId)).toMatchObject({ status: 1, costInit: 800, costEnd: 1500 });
    // The newest request heads the search.
    const first = await t.http.post(url('houseRequestSearch')).send({ pageSize: 1 }).expect(200);
    expect(first.body[0].houseRequestId).toBe(created.houseRequestId);
  });

  it.each([
    ['referenceAddress', { referenceAddress: undefined }],
    ['referenceAddress', { referenceAddress: 'x'.repeat(151) }],
    ['ubigeoId', { ubigeoId: 150100 }],
    ['ubigeoId', { ubigeoId: 150199 }],
    ['tpropertyId', { tpropertyId: 42 }],
    ['tprocessId', { tprocessId: 1 }],
    ['costInit', { costInit: 2000, costEnd: 1000 }],
    ['costEnd', { costEnd: -5 }],
    ['numberBedrooms', { numberBedrooms: 11 }],
    ['numberBathrooms', { numberBathrooms: '2' }],
    ['isTerraza', { isTerraza: 'si' }],
    ['title', { title: 'x'.repeat(81) }],
    ['coveredArea', { coveredArea: 100001 }],
    ['numberCommonArea', { numberCommonArea: 3 }],
  ])('rejects a bad %s (400) without writing', async (field, patch) => {
    const before = t.readDisk().houseRequests.length;
    const res = await t.http.post(url('houseRequestRegistration')).set(bearer('lucia')).send(validRequest(patch)).expect(400);
    expect(res.body).toEqual({ message: expect.any(String), field });
    expect(t.readDisk().houseRequests).toHaveLength(before);
  });
});

describe('reading requests', () => {
  it('GET /house-request/{id} answers one request; 404 unknown; 400 non-numeric', async () => {
    const res = await t.http.get(url('houseRequest', { id: 1 })).expect(200);
    expect(houseRequestSchema.parse(res.body).houseRequestId).toBe(1);
    expect((await t.http.get(url('houseRequest', { id: 99999 })).expect(404)).body.field).toBe('id');
    expect((await t.http.get(url('houseRequest', { id: 'abc' })).expect(400)).body.field).toBe('id');
  });

  it('getHouseRequestMorePopular: top 8 by offers received', async () => {
    const res = await t.http.get(url('houseRequestPopular')).expect(200);
    const rows = list.parse(res.body);
    expect(rows).toHaveLength(8);
    const offers = (id: number) => t.store.state.inbox.filter((e) => e.houseRequestId === id).length;
    const counts = rows.map((r) => r.offersCount);
    expect(counts).toEqual(rows.map((r) => offers(r.houseRequestId)));
    expect(counts).toEqual([...counts].sort((a, b) => b! - a!));
    const maxOffers = Math.max(...all().map((r) => offers(r.houseRequestId)));
    expect(counts[0]).toBe(maxOffers);
  });

  it('getHouseRequestMine: private, only your own, newest first', async () => {
    await t.http.get(url('houseRequestMine', { userCode: 2 })).expect(401);
    await t.http.get(url('houseRequestMine', { userCode: 2 })).set(bearer('lucia')).expect(403);
    await t.http.get(url('houseRequestMine', { userCode: 'x' })).set(bearer('diego')).expect(400);
    const res = await t.http.get(url('houseRequestMine', { userCode: 2 })).set(bearer('diego')).expect(200);
    const rows = list.parse(res.body);
    expect(rows.map((r) => r.houseRequestId)).toEqual(idsNewestFirst(all().filter((r) => r.userCode === 2)));
    expect(rows.every((r) => r.phoneNumber === undefined)).toBe(true);
  });
  // match-house-request: see matches.test.ts.
});

describe('POST /house-request/{id}/update', () => {
  const mineId = () => all().find((r) => r.userCode === 2)!.houseRequestId;

  it('needs a token (401), your own request (403), an existing id (404)', async () => {
    await t.http.post(url('houseRequestUpdate', { id: mineId() })).send(validRequest({ userCode: 2 })).expect(401);
    await t.http.post(url('houseRequestUpdate', { id: mineId() })).set(bearer('lucia')).send(validRequest({ userCode: 1 })).expect(403);
    await t.http.post(url('houseRequestUpdate', { id: 99999 })).set(bearer('diego')).send(validRequest({ userCode: 2 })).expect(404);
    await t.http.post(url('houseRequestUpdate', { id: 'x' })).set(bearer('diego')).send(validRequest({ userCode: 2 })).expect(400);
  });

  it('updates the fields, keeps status 1 and the service-area flag, and persists', async () => {
    const id = mineId();
    const before = all().find((r) => r.houseRequestId === id)!;
    const body = validRequest({ userCode: 2, houseRequestId: id, title: 'Busco depa luminoso', description: 'Con balcón', coveredArea: 72.5, yearConstruction: 2, isTerraza: '1', numberServicesAreas: undefined });
    const res = await t.http.post(url('houseRequestUpdate', { id })).set(bearer('diego')).send(body).expect(200);
    expect(houseRequestSchema.parse(res.body)).toMatchObject({ houseRequestId: id, title: 'Busco depa luminoso', coveredArea: 72.5, isTerraza: '1' });
    const disk = t.readDisk().houseRequests.find((r) => r.houseRequestId === id)!;
    expect(disk).toMatchObject({ title: 'Busco depa luminoso', description: 'Con balcón', status: 1, userCode: 2, createdAt: before.createdAt });
    expect(disk.numberServicesAreas).toBe(before.numberServicesAreas);
  });

  it('refuses moving the request to another owner or id', async () => {
    const id = mineId();
    expect((await t.http.post(url('houseRequestUpdate', { id })).set(bearer('diego')).send(validRequest({ userCode: 1 })).expect(403)).body.field).toBe('userCode');
    expect((await t.http.post(url('houseRequestUpdate', { id })).set(bearer('diego')).send(validRequest({ userCode: 2, houseRequestId: id + 1 })).expect(400)).body.field).toBe('houseRequestId');
  });
});

import { PROCESS_BUY, PROCESS_RENT, type ProcessId, type RequestState } from '@lotengo/shared/contracts';
import { demandApiPaths, demandSummarySchema, FEW, propertyDemandSchema, supplySchema } from '@lotengo/shared/contracts/demand';
import { API_BASE_PATH } from '@lotengo/shared/contracts';
import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import { demoUser } from '../seed/demo-users';
import { bearer, makeTestApp, url, type TestApp } from './support/test-app';

/**
 * The demand figures against a hand-built world whose answers were worked out by hand (in the comments):
 * the search's rules (active only), the fewer-than-5 rule, quartiles, bins, the panels.
 */
const DAY = 24 * 3600 * 1000;
const MIRAFLORES = 150122;
const SAN_ISIDRO = 150131;
const BARRANCO = 150104;
const LIMA_PROVINCE = 150100;
const DEPT = 2; // Departamento
const HOUSE = 1; // Casa
const diego = demoUser.diego.userCode;
const camila = demoUser.camila.userCode;
const lucia = demoUser.lucia.userCode;

let nextId = 1;
function req(ubigeoId: number, tprocessId: ProcessId, tpropertyId: number, costEnd: number, daysAgo: number, extra: Partial<StoredHouseRequest> & { state?: RequestState } = {}): StoredHouseRequest {
  const createdAt = new Date(Date.now() - daysAgo * DAY).toISOString();
  return {
    houseRequestId: nextId++,
    title: 'Solicitud de prueba',
    description: 'no description',
    referenceAddress: 'Cerca del parque',
    totalArea: 0,
    coveredArea: 0,
    ubigeoId,
    yearConstruction: 0,
    numberBedrooms: 2,
    numberBathrooms: 1,
    numberParkinglot: 1,
    tpropertyId,
    tprocessId,
    costInit: costEnd - 400,
    costEnd,
    numberCommonArea: 0,
    isTerraza: '0',
    userCode: camila,
    status: 1,
    state: 'active',
    lastActiveAt: createdAt,
    createdAt,
    updatedAt: createdAt,
    ...extra,
  };
}

let nextPropertyId = 1;
function prop(price: number, extra: Partial<StoredProperty> = {}): StoredProperty {
  return {
    propertyId: nextPropertyId++,
    title: 'Propiedad de prueba',
    description: '',
    address: 'Av. Larco 100',
    ubigeoId: MIRAFLORES,
    numberBedrooms: 2,
    numberBathrooms: 1,
    numberParkinglot: 1,
    price,
    tprocessId: PROCESS_RENT,
    tpropertyId: DEPT,
    declarationProperties: 1,
    userCode: lucia,
    status: 1,
    characteristics: [],
    multimedias: [],
    createdAt: new Date(Date.now() - 5 * DAY).toISOString(),
    ...extra,
  };
}

// Miraflores, rent, flat, active: budgets (costEnd) 1000 1500 1500 1520 1550 1600 3000; five in the last week.
const mirafloresRent = [
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1500, 0.5),
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1500, 1),
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1520, 2),
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1550, 3),
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1600, 4),
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1000, 30, { numberBedrooms: 1 }),
  req(MIRAFLORES, PROCESS_RENT, DEPT, 3000, 200, { numberBedrooms: 6 }),
];
const fixtures: StoredHouseRequest[] = [
  ...mirafloresRent,
  // Not active: never counted anywhere.
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1500, 1, { state: 'paused' }),
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1500, 1, { state: 'closed' }),
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1500, 1, { state: 'expired' }),
  // Miraflores, buy, flat: only three.
  req(MIRAFLORES, PROCESS_BUY, DEPT, 150000, 3),
  req(MIRAFLORES, PROCESS_BUY, DEPT, 180000, 3),
  req(MIRAFLORES, PROCESS_BUY, DEPT, 200000, 3),
  // San Isidro, rent, flat: five; Barranco, rent, house: two.
  ...[2000, 2100, 2200, 2300, 2400].map((b) => req(SAN_ISIDRO, PROCESS_RENT, DEPT, b, 50)),
  req(BARRANCO, PROCESS_RENT, HOUSE, 2500, 60),
  req(BARRANCO, PROCESS_RENT, HOUSE, 2600, 60),
  // Diego's own, so the test can close it through the API.
  req(SAN_ISIDRO, PROCESS_RENT, DEPT, 2500, 50, { userCode: diego }),
];

const properties: StoredProperty[] = [
  prop(1200),
  prop(1400),
  prop(1500),
  prop(1700),
  prop(2500),
  prop(1000, { status: 2 }), // closed: not published
  prop(1300, { userCode: diego }), // the viewer's own: not counted for them
  prop(1300, { tpropertyId: HOUSE }), // another type
];

let t: TestApp;
beforeAll(() => {
  t = makeTestApp({}, {}, (s) => {
    s.houseRequests = fixtures;
    s.properties = properties;
    s.inbox = [];
    s.visits = [];
    s.hours = [];
  });
});
afterAll(() => t.cleanup());

const summary = async (query: Record<string, number | string>) => demandSummarySchema.parse((await t.http.get(`${API_BASE_PATH}${demandApiPaths.summary}`).query(query).expect(200)).body);
const searchTotal = async (filter: Record<string, number>) => Number((await t.http.post(url('houseRequestSearch')).send(filter).expect(200)).headers['x-total-count']);

describe('GET /demand/summary', () => {
  it('a district: hand-computed total, weeks, budget bins and quartiles, bedrooms and types; fewer than 5 is FEW, never the number', async () => {
    const s = await summary({ ubigeoId: MIRAFLORES, tprocessId: PROCESS_RENT, tpropertyId: DEPT });
    expect(s.place).toEqual({ ubigeoId: MIRAFLORES, level: 'district', department: 'LIMA', province: 'LIMA', district: 'MIRAFLORES' });
    expect(s.total).toBe(7);
    // Paused, closed and expired ones are left out, as the search leaves them out.
    expect(s.total).toBe(await searchTotal({ ubigeoId: MIRAFLORES, tprocessId: PROCESS_RENT, tpropertyId: DEPT }));
    expect(s.weeks).toHaveLength(12);
    // Five in the last 7 days; the one of 30 days ago alone in its week; 200 days ago is outside.
    expect(s.weeks[11]!.count).toBe(5);
    expect(s.weeks.slice(0, 11).every((w) => w.count === FEW)).toBe(true);
    // Range 1000–3000 / 8 = 250 → step 250 from 1000: 1000 | – | 1500 1500 1520 1550 1600 | – … | 3000.
    expect(s.budget?.step).toBe(250);
    expect(s.budget?.bins.map((b) => [b.from, b.count])).toEqual([
      [1000, FEW],
      [1250, FEW],
      [1500, 5],
      [1750, FEW],
      [2000, FEW],
      [2250, FEW],
      [2500, FEW],
      [2750, FEW],
      [3000, FEW],
    ]);
    // Linear between ranks over 1000 1500 1500 1520 1550 1600 3000: q1 = 1500, median = 1520, q3 = 1575 → 1580 (tens).
    expect(s.budget?.quartiles).toEqual({ q1: 1500, median: 1520, q3: 1580 });
    expect(s.bedrooms).toEqual([
      { bedrooms: 1, count: FEW },
      { bedrooms: 2, count: 5 },
      { bedrooms: 3, count: FEW },
      { bedrooms: 4, count: FEW },
      { bedrooms: 5, count: FEW },
    ]);
    expect(s.types.find((x) => x.tpropertyId === DEPT)).toEqual({ tpropertyId: DEPT, name: 'Departamento', count: 7 });
    expect(s.types.filter((x) => x.tpropertyId !== DEPT).every((x) => x.count === FEW)).toBe(true);
    expect(s.districts).toBeNull();
  });

  it('a place with fewer than 5: every figure is FEW, no budget at all (its bins would draw one budget), nothing names a person', async () => {
    const res = await t.http.get(`${API_BASE_PATH}${demandApiPaths.summary}`).query({ ubigeoId: MIRAFLORES, tprocessId: PROCESS_BUY, tpropertyId: DEPT }).expect(200);
    const s = demandSummarySchema.parse(res.body);
    expect(s.total).toBe(FEW);
    expect(s.budget).toBeNull();
    expect([...s.weeks, ...s.bedrooms, ...s.types].every((x) => x.count === FEW)).toBe(true);
    const text = JSON.stringify(res.body);
    for (const leak of ['150000', '180000', '200000', 'userCode', 'houseRequestId', 'Camila']) expect(text).not.toContain(leak);
    expect(await searchTotal({ ubigeoId: MIRAFLORES, tprocessId: PROCESS_BUY, tpropertyId: DEPT })).toBe(3);
  });

  it('a province: its districts ranked (only those with 5 or more), the rest summed as "others"; total equals the search', async () => {
    const s = await summary({ ubigeoId: LIMA_PROVINCE, tprocessId: PROCESS_RENT });
    expect(s.total).toBe(15);
    expect(s.total).toBe(await searchTotal({ ubigeoId: LIMA_PROVINCE, tprocessId: PROCESS_RENT }));
    expect(s.districts?.ranked.map((d) => [d.ubigeoId, d.district, d.count])).toEqual([
      [MIRAFLORES, 'MIRAFLORES', 7],
      [SAN_ISIDRO, 'SAN ISIDRO', 6],
    ]);
    expect(s.districts?.others).toBe(FEW); // Barranco's two
    expect(s.types.find((x) => x.tpropertyId === DEPT)?.count).toBe(13);
    expect(s.types.find((x) => x.tpropertyId === HOUSE)?.count).toBe(FEW);
    // Without an operation there is no budget axis.
    expect((await summary({ ubigeoId: LIMA_PROVINCE })).budget).toBeNull();
  });

  it('fresh: a request closed or published shows in the figures at the next call', async () => {
    const before = await summary({ ubigeoId: SAN_ISIDRO, tprocessId: PROCESS_RENT, tpropertyId: DEPT });
    expect(before.total).toBe(6);
    const own = fixtures[fixtures.length - 1]!;
    await t.http.post(url('houseRequestClose', { id: own.houseRequestId })).set(bearer('diego')).expect(200);
    const res = await t.http.get(`${API_BASE_PATH}${demandApiPaths.summary}`).query({ ubigeoId: SAN_ISIDRO, tprocessId: PROCESS_RENT, tpropertyId: DEPT }).expect(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body.total).toBe(5);
    await t.http
      .post(url('houseRequestRegistration'))
      .set(bearer('diego'))
      .send({ referenceAddress: 'Cerca al Olivar', ubigeoId: SAN_ISIDRO, numberBedrooms: 2, numberBathrooms: 1, numberParkinglot: 1, tpropertyId: DEPT, tprocessId: PROCESS_RENT, costInit: 1800, costEnd: 2300, numberCommonArea: 1, numberServicesAreas: 0, isTerraza: '0', userCode: diego })
      .expect(201);
    const after = await summary({ ubigeoId: SAN_ISIDRO, tprocessId: PROCESS_RENT, tpropertyId: DEPT });
    expect(after.total).toBe(6);
    expect(after.weeks[11]!.count).toBe(FEW); // one new this week
  });

  it.each([
    [{ ubigeoId: 'abc' }, 'ubigeoId'],
    [{ ubigeoId: 999999 }, 'ubigeoId'],
    [{ tprocessId: 5 }, 'tprocessId'],
    [{ tpropertyId: 42 }, 'tpropertyId'],
    [{ ubigeoId: -3 }, 'ubigeoId'],
  ])('bad input %j is a 400 naming %s, in Spanish', async (query, field) => {
    const res = await t.http.get(`${API_BASE_PATH}${demandApiPaths.summary}`).query(query).expect(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toMatch(/ubigeoId|tprocessId|tpropertyId/);
  });
});

describe('GET /demand/property (the publish form panel)', () => {
  const ask = async (price: number) =>
    propertyDemandSchema.parse((await t.http.get(`${API_BASE_PATH}${demandApiPaths.property}`).query({ ubigeoId: MIRAFLORES, tprocessId: PROCESS_RENT, tpropertyId: DEPT, price }).expect(200)).body);

  it('how many look for it there, their median budget, where the price sits; fitting counts follow the fewer-than-5 rule', async () => {
    // Budgets [costEnd-400, costEnd]: at 1500 five ranges hold it (1500, 1500, 1520, 1550, 1600).
    const at1500 = await ask(1500);
    expect(at1500).toMatchObject({ total: 7, fitting: 5, medianBudget: 1520 });
    expect(at1500.priceAbovePercent).toBe(10); // above 1 of 7 maxima (14 %) → 10
    const at1700 = await ask(1700);
    expect(at1700.priceAbovePercent).toBe(80); // above 6 of 7 (86 %) → 80
    expect(at1700.fitting).toBe(FEW); // no range holds 1700: 0 reads as FEW too
    expect((await ask(0)).fitting).toBeNull();
  });

  it('fewer than 5 requests: count FEW, no median, no percentile', async () => {
    const res = await t.http.get(`${API_BASE_PATH}${demandApiPaths.property}`).query({ ubigeoId: MIRAFLORES, tprocessId: PROCESS_BUY, tpropertyId: DEPT, price: 170000 }).expect(200);
    expect(propertyDemandSchema.parse(res.body)).toMatchObject({ total: FEW, fitting: FEW, medianBudget: null, priceAbovePercent: null });
  });

  it('needs a district, an operation and a type (400 with the reason)', async () => {
    const res = await t.http.get(`${API_BASE_PATH}${demandApiPaths.property}`).query({ ubigeoId: LIMA_PROVINCE, tprocessId: PROCESS_RENT, tpropertyId: DEPT }).expect(400);
    expect(res.body).toEqual({ message: `ubigeoId ${LIMA_PROVINCE} no es un distrito existente`, field: 'ubigeoId' });
    expect((await t.http.get(`${API_BASE_PATH}${demandApiPaths.property}`).query({ ubigeoId: MIRAFLORES, tprocessId: 0, tpropertyId: DEPT }).expect(400)).body.field).toBe('tprocessId');
  });
});

describe('GET /demand/supply (the request form panel)', () => {
  const draft = { ubigeoId: MIRAFLORES, tprocessId: PROCESS_RENT, tpropertyId: DEPT, costInit: 1100, costEnd: 1600, numberBedrooms: 2, numberBathrooms: 1, numberParkinglot: 1 };

  it('published properties there (not closed, not the viewer’s), what fits by the matching rules, where the budget sits', async () => {
    const res = await t.http.get(`${API_BASE_PATH}${demandApiPaths.supply}`).query(draft).set(bearer('diego')).expect(200);
    // Published rent flats in Miraflores not Diego's: 1200 1400 1500 1700 2500. Exact: 1200 1400 1500; near (≤ 10 % over): 1700.
    expect(supplySchema.parse(res.body)).toMatchObject({ published: 5, fitting: 3, near: 1, budgetAbovePercent: 60, medianPrice: 1500 });
    // A visitor is nobody's owner: Diego's own 1300 counts too.
    const visitor = supplySchema.parse((await t.http.get(`${API_BASE_PATH}${demandApiPaths.supply}`).query(draft).expect(200)).body);
    expect(visitor).toMatchObject({ published: 6, fitting: 4 });
  });

  it('without a budget yet: counts only', async () => {
    const s = supplySchema.parse((await t.http.get(`${API_BASE_PATH}${demandApiPaths.supply}`).query({ ...draft, costInit: 0, costEnd: 0 }).expect(200)).body);
    expect(s).toMatchObject({ published: 6, fitting: null, near: null, budgetAbovePercent: null });
  });

  it('a minimum above the maximum is a 400', async () => {
    const res = await t.http.get(`${API_BASE_PATH}${demandApiPaths.supply}`).query({ ...draft, costInit: 2000 }).expect(400);
    expect(res.body).toEqual({ message: 'costInit no puede ser mayor que costEnd', field: 'costInit' });
  });
});

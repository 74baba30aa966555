import { PROCESS_BUY, PROCESS_RENT } from '@lotengo/shared/contracts';
import { demandApiPaths, demandSummarySchema, FEW } from '@lotengo/shared/contracts/demand';
import { API_BASE_PATH } from '@lotengo/shared/contracts';
import { bearer, url } from './support/test-app';
import {
  MIRAFLORES,
  SAN_ISIDRO,
  LIMA_PROVINCE,
  DEPT,
  HOUSE,
  diego,
  fixtures,
  t,
  summary,
  searchTotal,
} from './support/demand-setup';

describe('GET /demand/summary', () => {
  it(
    'a district: hand-computed total, weeks, budget bins and quartiles, bedrooms and types; fewer than 5 is ' +
      'FEW, never the number',
    async () => {
      const s = await summary({ ubigeoId: MIRAFLORES, tprocessId: PROCESS_RENT, tpropertyId: DEPT });
      expect(s.place).toEqual({
        ubigeoId: MIRAFLORES,
        level: 'district',
        department: 'LIMA',
        province: 'LIMA',
        district: 'MIRAFLORES',
      });
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
      // Linear between ranks over 1000 1500 1500 1520 1550 1600 3000: q1 = 1500, median = 1520, q3 = 1575 → 1580
      // (tens).
      expect(s.budget?.quartiles).toEqual({ q1: 1500, median: 1520, q3: 1580 });
      expect(s.bedrooms).toEqual([
        { bedrooms: 1, count: FEW },
        { bedrooms: 2, count: 5 },
        { bedrooms: 3, count: FEW },
        { bedrooms: 4, count: FEW },
        { bedrooms: 5, count: FEW },
      ]);
      expect(s.types.find((x) => x.tpropertyId === DEPT)).toEqual({
        tpropertyId: DEPT,
        name: 'Departamento',
        count: 7,
      });
      expect(s.types.filter((x) => x.tpropertyId !== DEPT).every((x) => x.count === FEW)).toBe(true);
      expect(s.districts).toBeNull();
    },
  );

  it(
    'a place with fewer than 5: every figure is FEW, no budget at all (its bins would draw one budget), ' +
      'nothing names a person',
    async () => {
      const res = await t.http
        .get(`${API_BASE_PATH}${demandApiPaths.summary}`)
        .query({ ubigeoId: MIRAFLORES, tprocessId: PROCESS_BUY, tpropertyId: DEPT })
        .expect(200);
      const s = demandSummarySchema.parse(res.body);
      expect(s.total).toBe(FEW);
      expect(s.budget).toBeNull();
      expect([...s.weeks, ...s.bedrooms, ...s.types].every((x) => x.count === FEW)).toBe(true);
      const text = JSON.stringify(res.body);
      for (const leak of ['150000', '180000', '200000', 'userCode', 'houseRequestId', 'Camila'])
        expect(text).not.toContain(leak);
      expect(await searchTotal({ ubigeoId: MIRAFLORES, tprocessId: PROCESS_BUY, tpropertyId: DEPT })).toBe(3);
    },
  );

  it(
    'a province: its districts ranked (only those with 5 or more), the rest summed as "others"; ' +
      'total equals the search',
    async () => {
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
    },
  );

  it('fresh: a request closed or published shows in the figures at the next call', async () => {
    const before = await summary({ ubigeoId: SAN_ISIDRO, tprocessId: PROCESS_RENT, tpropertyId: DEPT });
    expect(before.total).toBe(6);
    const own = fixtures[fixtures.length - 1]!;
    await t.http
      .post(url('houseRequestClose', { id: own.houseRequestId }))
      .set(bearer('diego'))
      .expect(200);
    const res = await t.http
      .get(`${API_BASE_PATH}${demandApiPaths.summary}`)
      .query({ ubigeoId: SAN_ISIDRO, tprocessId: PROCESS_RENT, tpropertyId: DEPT })
      .expect(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body.total).toBe(5);
    await t.http
      .post(url('houseRequestRegistration'))
      .set(bearer('diego'))
      .send({
        referenceAddress: 'Cerca al Olivar',
        ubigeoId: SAN_ISIDRO,
        numberBedrooms: 2,
        numberBathrooms: 1,
        numberParkinglot: 1,
        tpropertyId: DEPT,
        tprocessId: PROCESS_RENT,
        costInit: 1800,
        costEnd: 2300,
        numberCommonArea: 1,
        numberServicesAreas: 0,
        isTerraza: '0',
        userCode: diego,
      })
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

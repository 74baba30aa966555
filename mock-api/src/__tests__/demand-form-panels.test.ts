import { PROCESS_BUY, PROCESS_RENT } from '@lotengo/shared/contracts';
import { demandApiPaths, FEW, propertyDemandSchema, supplySchema } from '@lotengo/shared/contracts/demand';
import { API_BASE_PATH } from '@lotengo/shared/contracts';
import { bearer } from './support/test-app';
import { MIRAFLORES, LIMA_PROVINCE, DEPT, t } from './support/demand-setup';

describe('GET /demand/property (the publish form panel)', () => {
  const ask = async (price: number) =>
    propertyDemandSchema.parse(
      (
        await t.http
          .get(`${API_BASE_PATH}${demandApiPaths.property}`)
          .query({ ubigeoId: MIRAFLORES, tprocessId: PROCESS_RENT, tpropertyId: DEPT, price })
          .expect(200)
      ).body,
    );

  it(
    'how many look for it there, their median budget, where the price sits; fitting counts follow ' +
      'the fewer-than-5 rule',
    async () => {
      // Budgets [costEnd-400, costEnd]: at 1500 five ranges hold it (1500, 1500, 1520, 1550, 1600).
      const at1500 = await ask(1500);
      expect(at1500).toMatchObject({ total: 7, fitting: 5, medianBudget: 1520 });
      expect(at1500.priceAbovePercent).toBe(10); // above 1 of 7 maxima (14 %) → 10
      const at1700 = await ask(1700);
      expect(at1700.priceAbovePercent).toBe(80); // above 6 of 7 (86 %) → 80
      expect(at1700.fitting).toBe(FEW); // no range holds 1700: 0 reads as FEW too
      expect((await ask(0)).fitting).toBeNull();
    },
  );

  it('fewer than 5 requests: count FEW, no median, no percentile', async () => {
    const res = await t.http
      .get(`${API_BASE_PATH}${demandApiPaths.property}`)
      .query({ ubigeoId: MIRAFLORES, tprocessId: PROCESS_BUY, tpropertyId: DEPT, price: 170000 })
      .expect(200);
    expect(propertyDemandSchema.parse(res.body)).toMatchObject({
      total: FEW,
      fitting: FEW,
      medianBudget: null,
      priceAbovePercent: null,
    });
  });

  it('needs a district, an operation and a type (400 with the reason)', async () => {
    const res = await t.http
      .get(`${API_BASE_PATH}${demandApiPaths.property}`)
      .query({ ubigeoId: LIMA_PROVINCE, tprocessId: PROCESS_RENT, tpropertyId: DEPT })
      .expect(400);
    expect(res.body).toEqual({ message: `ubigeoId ${LIMA_PROVINCE} no es un distrito existente`, field: 'ubigeoId' });
    expect(
      (
        await t.http
          .get(`${API_BASE_PATH}${demandApiPaths.property}`)
          .query({ ubigeoId: MIRAFLORES, tprocessId: 0, tpropertyId: DEPT })
          .expect(400)
      ).body.field,
    ).toBe('tprocessId');
  });
});

describe('GET /demand/supply (the request form panel)', () => {
  const draft = {
    ubigeoId: MIRAFLORES,
    tprocessId: PROCESS_RENT,
    tpropertyId: DEPT,
    costInit: 1100,
    costEnd: 1600,
    numberBedrooms: 2,
    numberBathrooms: 1,
    numberParkinglot: 1,
  };

  it(
    'published properties there (not closed, not the viewer’s), what fits by the matching rules, ' +
      'where the budget sits',
    async () => {
      const res = await t.http
        .get(`${API_BASE_PATH}${demandApiPaths.supply}`)
        .query(draft)
        .set(bearer('diego'))
        .expect(200);
      // Published rent flats in Miraflores not Diego's: 1200 1400 1500 1700 2500. Exact: 1200 1400 1500; near (≤ 10 %
      // over): 1700.
      expect(supplySchema.parse(res.body)).toMatchObject({
        published: 5,
        fitting: 3,
        near: 1,
        budgetAbovePercent: 60,
        medianPrice: 1500,
      });
      // A visitor is nobody's owner: Diego's own 1300 counts too.
      const visitor = supplySchema.parse(
        (await t.http.get(`${API_BASE_PATH}${demandApiPaths.supply}`).query(draft).expect(200)).body,
      );
      expect(visitor).toMatchObject({ published: 6, fitting: 4 });
    },
  );

  it('without a budget yet: counts only', async () => {
    const s = supplySchema.parse(
      (
        await t.http
          .get(`${API_BASE_PATH}${demandApiPaths.supply}`)
          .query({ ...draft, costInit: 0, costEnd: 0 })
          .expect(200)
      ).body,
    );
    expect(s).toMatchObject({ published: 6, fitting: null, near: null, budgetAbovePercent: null });
  });

  it('a minimum above the maximum is a 400', async () => {
    const res = await t.http
      .get(`${API_BASE_PATH}${demandApiPaths.supply}`)
      .query({ ...draft, costInit: 2000 })
      .expect(400);
    expect(res.body).toEqual({ message: 'costInit no puede ser mayor que costEnd', field: 'costInit' });
  });
});

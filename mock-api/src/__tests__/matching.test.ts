import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import { compareMatch, propertiesForRequests, propertyFitsRequest, requestsForProperties } from '../domain/matching';

/** Pure rules of domain/matching.ts: one property against one request, field by field. */
const request = (over: Partial<StoredHouseRequest> = {}): StoredHouseRequest => ({
  houseRequestId: 1,
  title: 'Busco depa',
  description: '',
  referenceAddress: 'Parque',
  totalArea: 0,
  coveredArea: 80,
  ubigeoId: 150122,
  yearConstruction: 0,
  numberBedrooms: 2,
  numberBathrooms: 1,
  numberParkinglot: 1,
  tpropertyId: 2,
  tprocessId: 2,
  costInit: 1000,
  costEnd: 1500,
  numberCommonArea: 0,
  isTerraza: '0',
  userCode: 3,
  status: 1,
  state: 'active',
  lastActiveAt: '',
  indexable: true,
  createdAt: '',
  updatedAt: '',
  ...over,
});

const property = (over: Partial<StoredProperty> & { coveredArea?: number; status?: number } = {}): StoredProperty =>
  ({
    propertyId: 1,
    title: 'Depa',
    description: '',
    address: 'Av. Larco 100',
    ubigeoId: 150122,
    numberBedrooms: 2,
    numberBathrooms: 1,
    numberParkinglot: 1,
    price: 1200,
    tprocessId: 2,
    tpropertyId: 2,
    declarationProperties: 1,
    userCode: 10,
    status: 1,
    characteristics: [],
    multimedias: [],
    createdAt: '',
    ...over,
  }) as StoredProperty;

describe('compareMatch: exact matches', () => {
  it('operation, type, district, price and counts that fit: exact, with the reasons', () => {
    const v = compareMatch(property({ coveredArea: 90 }), request());
    expect(v).toEqual({
      near: false,
      misses: [],
      reasons: [
        { kind: 'district' },
        { kind: 'price' },
        { kind: 'bedrooms', value: 2 },
        { kind: 'bathrooms', value: 1 },
        { kind: 'parking', value: 1 },
        { kind: 'area', value: 90 },
      ],
    });
    expect(propertyFitsRequest(property(), request())).toBe(true);
  });

  it('sale meets buy (both id 3); rent never meets buy', () => {
    expect(
      propertyFitsRequest(
        property({ tprocessId: 3, price: 200000 }),
        request({ tprocessId: 3, costInit: 150000, costEnd: 250000 }),
      ),
    ).toBe(true);
    expect(compareMatch(property({ tprocessId: 3 }), request())).toBeNull();
  });

  it.each([
    ['another property type', { tpropertyId: 1 }],
    ['another district', { ubigeoId: 150131 }],
    ['price under the budget', { price: 900 }],
    ['fewer bathrooms', { numberBathrooms: 1 }, { numberBathrooms: 2 }],
    ['fewer parking places', { numberParkinglot: 1 }, { numberParkinglot: 2 }],
    ['less covered area', { coveredArea: 60 }],
    ['the same owner', { userCode: 3 }],
    ['a closed property (status 2)', { status: 2 }],
    ['two bedrooms fewer', { numberBedrooms: 1 }, { numberBedrooms: 3 }],
    ['more than 10 % over the budget', { price: 1651 }],
  ] as [string, Record<string, unknown>, Record<string, unknown>?][])('%s: no match at all', (_name, p, r = {}) => {
    expect(compareMatch(property(p as Partial<StoredProperty>), request(r as Partial<StoredHouseRequest>))).toBeNull();
  });

  it('figures a side does not give never block and are not listed as reasons', () => {
    const v = compareMatch(property({ coveredArea: 0 }), request({ coveredArea: 0 }));
    expect(v?.near).toBe(false);
    expect(v?.reasons.map((r) => r.kind)).toEqual(['district', 'price', 'bedrooms', 'bathrooms', 'parking']);
    // A property without an area still fits a request that asks for one.
    expect(propertyFitsRequest(property(), request({ coveredArea: 120 }))).toBe(true);
  });

  it('the edges of the budget are inside', () => {
    expect(propertyFitsRequest(property({ price: 1000 }), request())).toBe(true);
    expect(propertyFitsRequest(property({ price: 1500 }), request())).toBe(true);
  });

  it('a closed request never matches', () => {
    expect(compareMatch(property(), { ...request(), status: 2 } as unknown as StoredHouseRequest)).toBeNull();
  });
});

describe('compareMatch: near matches', () => {
  it('price up to 10 % over the budget is near, with how much over', () => {
    const v = compareMatch(property({ price: 1650 }), request());
    expect(v).toMatchObject({ near: true, misses: [{ kind: 'price', value: 10 }] });
    expect(v?.reasons.map((r) => r.kind)).not.toContain('price');
    expect(compareMatch(property({ price: 1501 }), request())?.misses).toEqual([{ kind: 'price', value: 1 }]);
  });

  it('one bedroom fewer is near, with the bedrooms the property has', () => {
    const v = compareMatch(property({ numberBedrooms: 1 }), request());
    expect(v).toMatchObject({ near: true, misses: [{ kind: 'bedrooms', value: 1 }] });
    expect(v?.reasons.map((r) => r.kind)).toContain('price');
    expect(v?.reasons.map((r) => r.kind)).not.toContain('bedrooms');
  });

  it('both misses together are not near', () => {
    expect(compareMatch(property({ price: 1600, numberBedrooms: 1 }), request())).toBeNull();
  });

  it('a near match is not a fit', () => {
    expect(propertyFitsRequest(property({ price: 1600 }), request())).toBe(false);
  });
});

describe('pairing without a cross product', () => {
  it('groups others by each of mine, newest first, skipping closed ones of mine', () => {
    const mine = [
      request({ houseRequestId: 1 }),
      request({ houseRequestId: 2, ubigeoId: 150131 }),
      { ...request({ houseRequestId: 3 }), status: 2 } as unknown as StoredHouseRequest,
    ];
    const others = [
      property({ propertyId: 1 }),
      property({ propertyId: 2, ubigeoId: 150131 }),
      property({ propertyId: 3, price: 1600 }),
      property({ propertyId: 4, tprocessId: 3 }),
    ];
    const groups = propertiesForRequests(mine, others);
    expect(groups.map((g) => g.mine.houseRequestId)).toEqual([1, 2]);
    expect(groups[0]!.exact.map((p) => p.propertyId)).toEqual([1]);
    expect(groups[0]!.near.map((p) => p.propertyId)).toEqual([3]);
    expect(groups[1]!.exact.map((p) => p.propertyId)).toEqual([2]);
  });

  it('the owner side mirrors it', () => {
    const groups = requestsForProperties(
      [property({ propertyId: 7 })],
      [
        request({ houseRequestId: 1 }),
        request({ houseRequestId: 2, userCode: 10 }),
        request({ houseRequestId: 3, costEnd: 1100 }),
      ],
    );
    expect(groups[0]!.exact.map((r) => r.houseRequestId)).toEqual([1]);
    expect(groups[0]!.near.map((r) => r.houseRequestId)).toEqual([3]);
  });

  it('10,000 requests against 2,000 properties stays fast', () => {
    // 40 districts × 2 operations × 5 types; the owner has 200 of the 2,000 properties.
    const spread = (i: number) => ({
      ubigeoId: 150101 + (i % 40),
      tprocessId: (2 + (i % 2)) as 2 | 3,
      tpropertyId: 1 + (i % 5),
    });
    const requests = Array.from({ length: 10_000 }, (_, i) =>
      request({ houseRequestId: i + 1, ...spread(i), userCode: 3 + (i % 5), costInit: 800, costEnd: 1500 + (i % 300) }),
    );
    const properties = Array.from({ length: 2_000 }, (_, i) =>
      property({ propertyId: i + 1, ...spread(i), userCode: i % 10 ? 2 : 1, price: 1000 + (i % 700) }),
    );
    const mine = properties.filter((p) => p.userCode === 1);
    const t0 = performance.now();
    const groups = requestsForProperties(mine, requests);
    const elapsed = performance.now() - t0;
    expect(groups).toHaveLength(200);
    expect(groups.some((g) => g.exact.length > 0)).toBe(true);
    // Every pair found must be one the rule accepts (the index only skips pairs that cannot match).
    for (const g of groups) for (const r of g.exact) expect(propertyFitsRequest(g.mine, r)).toBe(true);
    expect(elapsed).toBeLessThan(1000);
  });
});

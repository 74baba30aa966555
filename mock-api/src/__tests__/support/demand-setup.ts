// Shared setup for the demand tests: importing this module registers the hooks.
import { PROCESS_BUY, PROCESS_RENT, type ProcessId, type RequestState } from '@lotengo/shared/contracts';
import { demandApiPaths, demandSummarySchema } from '@lotengo/shared/contracts/demand';
import { API_BASE_PATH } from '@lotengo/shared/contracts';
import type { StoredHouseRequest, StoredProperty } from '../../db/schema';
import { demoUser } from '../../seed/demo-users';
import { makeTestApp, url, type TestApp } from './test-app';

/**
 * The demand figures against a hand-built world whose answers were worked out by hand (in the comments):
 * the search's rules (active only), the fewer-than-5 rule, quartiles, bins, the panels.
 */
export const DAY = 24 * 3600 * 1000;
export const MIRAFLORES = 150122;
export const SAN_ISIDRO = 150131;
export const BARRANCO = 150104;
export const LIMA_PROVINCE = 150100;
export const DEPT = 2; // Departamento
export const HOUSE = 1; // Casa
export const diego = demoUser.diego.userCode;
export const camila = demoUser.camila.userCode;
export const lucia = demoUser.lucia.userCode;

export let nextId = 1;
export function req(
  ubigeoId: number,
  tprocessId: ProcessId,
  tpropertyId: number,
  costEnd: number,
  daysAgo: number,
  extra: Partial<StoredHouseRequest> & { state?: RequestState } = {},
): StoredHouseRequest {
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
    indexable: true,
    createdAt,
    updatedAt: createdAt,
    ...extra,
  };
}

export let nextPropertyId = 1;
export function prop(price: number, extra: Partial<StoredProperty> = {}): StoredProperty {
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
export const mirafloresRent = [
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1500, 0.5),
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1500, 1),
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1520, 2),
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1550, 3),
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1600, 4),
  req(MIRAFLORES, PROCESS_RENT, DEPT, 1000, 30, { numberBedrooms: 1 }),
  req(MIRAFLORES, PROCESS_RENT, DEPT, 3000, 200, { numberBedrooms: 6 }),
];
export const fixtures: StoredHouseRequest[] = [
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

export const properties: StoredProperty[] = [
  prop(1200),
  prop(1400),
  prop(1500),
  prop(1700),
  prop(2500),
  prop(1000, { status: 2 }), // closed: not published
  prop(1300, { userCode: diego }), // the viewer's own: not counted for them
  prop(1300, { tpropertyId: HOUSE }), // another type
];

export let t: TestApp;
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

export const summary = async (query: Record<string, number | string>) =>
  demandSummarySchema.parse(
    (await t.http.get(`${API_BASE_PATH}${demandApiPaths.summary}`).query(query).expect(200)).body,
  );
export const searchTotal = async (filter: Record<string, number>) =>
  Number((await t.http.post(url('houseRequestSearch')).send(filter).expect(200)).headers['x-total-count']);

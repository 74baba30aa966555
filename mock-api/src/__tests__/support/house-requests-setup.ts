// Shared setup for the house-requests tests: importing this module registers the hooks.
import { z } from 'zod';
import { houseRequestSchema } from '@lotengo/shared/contracts';
import type { StoredHouseRequest } from '../../db/schema';
import { DEFAULT_REQUESTS } from '../../seed/generate';
import { bearer, makeTestApp, url, type TestApp } from './test-app';

export const list = z.array(houseRequestSchema);

export let t: TestApp;
// The scripted world only (a sized world has no demand cohort): under one page of 100, so a search's
// whole answer can be compared with the db.
beforeAll(() => {
  t = makeTestApp({ requests: DEFAULT_REQUESTS });
});
afterAll(() => t.cleanup());

export const all = () => t.store.state.houseRequests;
export const idsNewestFirst = (rows: StoredHouseRequest[]) => rows.map((r) => r.houseRequestId).sort((a, b) => b - a);

export async function search(filter: Record<string, unknown>, auth?: ReturnType<typeof bearer>) {
  const req = t.http.post(url('houseRequestSearch')).send({ pageSize: 100, ...filter });
  if (auth) req.set(auth);
  const res = await req.expect(200);
  return { rows: list.parse(res.body), total: Number(res.headers['x-total-count']) };
}

export const validRequest = (extra: Record<string, unknown> = {}) => ({
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

import { demandApi } from '../demand/api';
import { onEachTestEnd, onEachTestStart } from './lifecycle';

type DemandApi = typeof demandApi;
type DemandKey = keyof DemandApi;
export type DemandApiFakes = { [K in DemandKey]?: DemandApi[K] };
export type FakeDemandApi = { [K in DemandKey]: jest.MockedFunction<DemandApi[K]> };

const originals = { ...demandApi };
const keys = Object.keys(originals) as DemandKey[];
const target = demandApi as unknown as Record<DemandKey, unknown>;

/**
 * The demand calls (`@lotengo/shared/demand`) while a test runs: by default each never settles, so a
 * test about something else that shows a demand panel (a form) sees its loading state and makes no
 * network call; fakeDemandApi gives the answers a test is about. Restored after each test.
 */
export function fakeDemandApi(fakes: DemandApiFakes = {}): FakeDemandApi {
  for (const key of Object.keys(fakes) as DemandKey[])
    target[key] = jest.fn(fakes[key] as (...args: unknown[]) => unknown);
  return demandApi as unknown as FakeDemandApi;
}

onEachTestStart(() => {
  for (const key of keys) target[key] = jest.fn(() => new Promise(() => undefined));
});
onEachTestEnd(() => {
  for (const key of keys) target[key] = originals[key];
});

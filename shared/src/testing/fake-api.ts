import { api, type Api } from '../api/endpoints';
import { onEachTestEnd, onEachTestStart } from './lifecycle';

type ApiKey = keyof Api;
/** Implementations a test gives for the calls it expects; same signatures as the real client. */
export type ApiFakes = { [K in ApiKey]?: Api[K] };
/** The `api` object while faked: every function is a jest mock (assert calls on it). */
export type FakeApi = { [K in ApiKey]: jest.MockedFunction<Api[K]> };

/** Thrown (as a rejection) by a call the test did not fake. */
export class UnfakedApiCallError extends Error {
  constructor(readonly call: string) {
    super(`api.${call} no está simulada en esta prueba: dásela a fakeApi({ ${call}: async () => … })`);
    this.name = 'UnfakedApiCallError';
  }
}

const originals = { ...api } as Api;
const keys = Object.keys(originals) as ApiKey[];
const target = api as unknown as Record<ApiKey, unknown>;
let unfakedCalls: string[] = [];

function unfaked(key: ApiKey) {
  return jest.fn(() => {
    unfakedCalls.push(key);
    return Promise.reject(new UnfakedApiCallError(key));
  });
}

/** Puts the fence up: every call fails until a test fakes it. Runs before each test. */
function fenceAll(): void {
  unfakedCalls = [];
  for (const key of keys) target[key] = unfaked(key);
}

function restoreAll(): void {
  for (const key of keys) target[key] = originals[key];
}

/**
 * Fakes the API at its edge: the one `api` object of `@lotengo/shared` (the client every hook and
 * component calls) gets these implementations for the current test; every other call rejects with
 * UnfakedApiCallError and fails the test when it ends. Call it again to add or replace fakes.
 * Restored automatically after each test.
 *
 *   const calls = fakeApi({ getMyHouseRequests: async () => [makeHouseRequest()] });
 *   expect(calls.getMyHouseRequests).toHaveBeenCalledWith(7);
 */
export function fakeApi(fakes: ApiFakes = {}): FakeApi {
  for (const key of Object.keys(fakes) as ApiKey[]) {
    if (!keys.includes(key)) throw new Error(`fakeApi: api.${String(key)} no existe`);
    target[key] = jest.fn(fakes[key] as (...args: unknown[]) => unknown);
  }
  return api as unknown as FakeApi;
}

/** The un-faked calls made so far in this test (the end-of-test check fails on any). */
export function unfakedApiCalls(): readonly string[] {
  return unfakedCalls;
}

onEachTestStart(fenceAll);
onEachTestEnd(restoreAll, () => {
  if (!unfakedCalls.length) return;
  const calls = [...new Set(unfakedCalls)].join(', ');
  unfakedCalls = [];
  throw new Error(`La prueba llamó a la API sin simularla: ${calls}. Usa fakeApi({ … }).`);
});

/**
 * What a member's header asks on every page (the "Mis Ofertas" badge, the bell's latest notifications),
 * answered with nothing new: for tests about something else that render the header with a session.
 */
export function quietHeaderFakes(): ApiFakes {
  return {
    getInboxUnreadCount: async () => 0,
    getNotifications: async () => ({ items: [], page: 1, pageSize: 5, total: 0, unread: 0, lastEventId: 0 }),
  };
}

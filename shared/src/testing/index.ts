/**
 * @lotengo/shared/testing — the one test kit (jest + Testing Library). Test files only: lint forbids
 * importing it anywhere but `__tests__/`. Importing it registers, for every test of the file:
 * the API fence before the test (every un-faked `api` call fails), a backend with every capability
 * (GET /capabilities; serveCapabilities changes it), and the reset after it (rendered trees, session,
 * query clients, runtime config, API/identity/reload fakes).
 */
export { renderWithProviders, createTestQueryClient, LocationProbe, TEST_RUNTIME_CONFIG } from './render';
export type { RenderWithProvidersOptions, RenderWithProvidersResult } from './render';
export { signIn, signOut, type TestSession } from './session';
export {
  fakeApi,
  quietHeaderFakes,
  unfakedApiCalls,
  UnfakedApiCallError,
  type ApiFakes,
  type FakeApi,
} from './fake-api';
export { fakeDemandApi, type DemandApiFakes, type FakeDemandApi } from './fake-demand-api';
export { fakeIdentity, makeIdentityUser, type FakeIdentity, type IdentityFakes } from './fake-identity';
export { fakePageReload } from './page-reload';
export { serveRuntimeConfig } from './runtime-config';
export { capabilitiesWithout, serveCapabilities } from './capabilities';
export {
  SEEKER,
  OWNER,
  nextId,
  makeSessionUser,
  makeUser,
  makeHouseRequest,
  makeProperty,
  makePropertyDetail,
  makeInboxEntry,
  makeAvailableHour,
  makeNotification,
  makeNotificationPage,
} from './fixtures';
export {
  referenceApi,
  DEPARTMENTS,
  PROVINCES,
  DISTRICTS,
  ALL_DISTRICTS,
  TYPE_PROPERTIES,
  TYPE_PROCESSES_REQUEST,
  TYPE_PROCESSES_PROPERTY,
  CONFIG_PARAMETERS,
} from './reference-data';

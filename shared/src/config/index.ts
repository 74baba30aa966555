/**
 * @lotengo/shared/config — a federation singleton (shared/build/singletons.ts): the page's /config.json,
 * fetched once (or taken from index.html's early request) and read by every app, and what its API says it
 * has (GET /capabilities), asked once per page the same way.
 */
export {
  loadRuntimeConfig,
  getRuntimeConfig,
  setRuntimeConfig,
  parseRuntimeConfig,
  isRuntimeConfigLoaded,
  runtimeConfigSchema,
  takePreviewRefusal,
  leavePreview,
  type PreviewRefusal,
  type RuntimeConfig,
} from './runtime-config';
// The remote registry builds its /config.json request with it, through this entry (one copy per page).
export { configRequestUrl } from './config-request';
// What the backend has (GET /capabilities), asked once per page beside the config: the same answer for every app.
export {
  loadCapabilities,
  whenCapabilities,
  capabilitiesSnapshot,
  subscribeCapabilities,
  setCapabilities,
  CAPABILITY_RETRY_DELAYS_MS,
  type CapabilitySet,
} from './capabilities';

/**
 * Where the end-to-end stack runs: NOT the default ports (a developer may have `npm start` running),
 * shifted as a block by E2E_PORT_OFFSET so two checkouts can run their e2e at the same time.
 */
import type { ServiceName } from '../../scripts/stack';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
/** The port block's shift; also names the run's output folder (Playwright empties it at start). */
export const E2E_PORT_OFFSET = offset;

export const E2E_PORTS: Record<ServiceName, number> = {
  shell: 18080 + offset,
  mf_requests: 18081 + offset,
  mf_properties: 18082 + offset,
  mf_inbox: 18083 + offset,
  mf_account: 18084 + offset,
  api: 13000 + offset,
  auth: 19199 + offset,
};

/** The run's pointer service (REGISTRY_URL of the journeys), over the run's release store. */
export const E2E_REGISTRY_PORT = 18090 + offset;

/** The global setup's small control server: lets a test stop and restart one service. */
export const E2E_CONTROL_PORT = 18099 + offset;

export const E2E_URLS = {
  shell: `http://localhost:${E2E_PORTS.shell}`,
  api: `http://localhost:${E2E_PORTS.api}/mvp`,
  auth: `http://127.0.0.1:${E2E_PORTS.auth}`,
  control: `http://127.0.0.1:${E2E_CONTROL_PORT}`,
} as const;

/** How Chromium is started, the same for the journeys, the deploy gate's smoke run and the benches. */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';

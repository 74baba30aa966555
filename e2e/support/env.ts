/**
 * Where the end-to-end stacks run: NOT the default ports (a developer may have `npm start` running),
 * shifted as a block by E2E_PORT_OFFSET so two checkouts can run their e2e at the same time.
 *
 * One stack per worker ("lane"): global-setup.ts starts as many as there are workers, lane n on the
 * block shifted by n × LANE_STRIDE, each with its own database, Auth emulator, release store and pointer
 * service, so two workers never share a user's data. Playwright tells each worker process its lane in
 * TEST_PARALLEL_INDEX (0 … workers − 1, kept by a worker that replaces a failed one); the runner process
 * itself (config, global setup) is lane 0.
 */
import path from 'node:path';
import type { ServiceName } from '../../scripts/stack';

/** How far apart two lanes' port blocks are: every e2e port's last two digits stay below it. */
export const LANE_STRIDE = 100;
/** At most this many lanes: their blocks stay inside one E2E_PORT_OFFSET step (1000). */
export const MAX_LANES = 4;

const baseOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
/** The run's block shift (E2E_PORT_OFFSET); also names the run's output folder (Playwright empties it at start). */
export const E2E_BASE_OFFSET = baseOffset;

/** This process's lane: its worker's parallel index, 0 in the runner. */
export const E2E_LANE = Number(process.env.TEST_PARALLEL_INDEX ?? 0) || 0;
// The global setup refuses more workers than lanes; a worker past them would share another's lane.
if (E2E_LANE >= MAX_LANES) throw new Error(`El worker ${E2E_LANE} no tiene carril (hay ${MAX_LANES})`);

export interface LaneAddresses {
  /** The lane's port shift from the default e2e block (also shifts the ports a journey starts itself). */
  offset: number;
  ports: Record<ServiceName, number>;
  /** The lane's pointer service (REGISTRY_URL of its journeys), over the lane's release store. */
  registryPort: number;
  /** The global setup's small control server for the lane: lets a test stop and restart one service. */
  controlPort: number;
  /** The lane's mail catcher (maildev): the API sends there, the journeys read its inbox on the web port. */
  mailPorts: { smtp: number; web: number };
  urls: { shell: string; api: string; auth: string; control: string; registry: string; mail: string };
}

export function laneAddresses(lane: number): LaneAddresses {
  const offset = baseOffset + lane * LANE_STRIDE;
  const ports: Record<ServiceName, number> = {
    shell: 18080 + offset,
    mf_requests: 18081 + offset,
    mf_properties: 18082 + offset,
    mf_inbox: 18083 + offset,
    mf_account: 18084 + offset,
    api: 13000 + offset,
    auth: 19199 + offset,
  };
  const registryPort = 18090 + offset;
  const controlPort = 18099 + offset;
  const mailPorts = { smtp: 11025 + offset, web: 11080 + offset };
  return {
    offset,
    ports,
    registryPort,
    controlPort,
    mailPorts,
    urls: {
      shell: `http://localhost:${ports.shell}`,
      api: `http://localhost:${ports.api}/mvp`,
      auth: `http://127.0.0.1:${ports.auth}`,
      control: `http://127.0.0.1:${controlPort}`,
      registry: `http://127.0.0.1:${registryPort}/registry`,
      mail: `http://127.0.0.1:${mailPorts.web}`,
    },
  };
}

const lane = laneAddresses(E2E_LANE);

/** This lane's port shift: journeys that start servers of their own (the gate, Hosting) shift by it. */
export const E2E_PORT_OFFSET = lane.offset;
/**
 * A second mock API of the lane's, started by the journey that runs the site against a backend of the seed's
 * calls only (e2e/support/seed-only-api.ts): the lane's API port + 50, so lanes never share it.
 */
export const E2E_SEED_ONLY_API_PORT = lane.ports.api + 50;
export const E2E_PORTS = lane.ports;
export const E2E_REGISTRY_PORT = lane.registryPort;
export const E2E_CONTROL_PORT = lane.controlPort;
export const E2E_URLS = {
  shell: lane.urls.shell,
  api: lane.urls.api,
  auth: lane.urls.auth,
  control: lane.urls.control,
  /** The lane's mail inbox (maildev's web and REST API: /api/email, /api/email/<id>/source). */
  mail: lane.urls.mail,
} as const;

/** The run's temporary data (global-setup.ts): one folder per lane under it. */
export const E2E_DATA_ENV = 'LOTENGO_E2E_DATA_DIR';

export function laneDataDir(dataDir: string, n: number): string {
  return path.join(dataDir, `lane-${n}`);
}

/**
 * The local environment of lane `n` as the release commands see it (platform/src/releases/settings.ts):
 * its sites, API, Auth emulator, pointer service and store.
 */
export function laneEnv(n: number, releasesDir: string): NodeJS.ProcessEnv {
  const at = laneAddresses(n);
  const site = (app: keyof typeof at.ports) => `http://localhost:${at.ports[app]}`;
  return {
    SHELL_URL: site('shell'),
    MF_REQUESTS_URL: site('mf_requests'),
    MF_PROPERTIES_URL: site('mf_properties'),
    MF_INBOX_URL: site('mf_inbox'),
    MF_ACCOUNT_URL: site('mf_account'),
    API_URL: at.urls.api,
    FIREBASE_AUTH_EMULATOR_HOST: at.urls.auth.replace(/^http:\/\//, ''),
    REGISTRY_URL: at.urls.registry,
    RELEASES_DIR: releasesDir,
    HOSTING_DIR: releasesDir,
    LOTENGO_ENV: 'local',
  };
}

/** This lane's release store: the journeys about releases read, add, promote and roll back there. */
export function laneReleasesDir(): string {
  const dir = process.env[E2E_DATA_ENV];
  if (!dir) throw new Error(`${E2E_DATA_ENV} no está definido: ¿corrió e2e/global-setup.ts?`);
  return path.join(laneDataDir(dir, E2E_LANE), 'releases');
}

// The release commands a journey runs in this worker (promote, rollback) find their pointer service by
// REGISTRY_URL, as on a runner: the lane's own one.
if (process.env.TEST_PARALLEL_INDEX !== undefined) process.env.REGISTRY_URL = lane.urls.registry;

/** How Chromium is started, the same for the journeys, the deploy gate's smoke run and the benches. */
export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';

import path from 'node:path';
import { CAPABILITIES, isCapability, SEED, type Capability } from '@lotengo/shared/contracts';

/** mock-api/ (this file is mock-api/src/config.ts). */
export const PACKAGE_DIR = path.resolve(__dirname, '..');

const resolveFromRepo = (value: string) => (path.isAbsolute(value) ? value : path.resolve(PACKAGE_DIR, '..', value));

export interface ServerEnv {
  port: number;
  host: string;
  dbFile: string;
  uploadsDir: string;
  publicDir: string;
  emulatorSeedDir: string;
  publicApiUrl: string | undefined;
  corsOrigins: string[] | undefined;
  projectId: string;
  authEmulatorHost: string;
  /** Proxies in front that may name the client's address (X-Forwarded-For); undefined: none. */
  trustProxy: number | undefined;
  /** API_CONTRACT_CHECK: answers checked against the shared contract (`enforce`, the default) or not (`off`). */
  contractCheck: 'enforce' | 'off';
  /** API_REFERENCE_PAGE: the reference page served at /docs (`npm start` builds it); unset: /docs says how. */
  referencePage: string | undefined;
  /** MOCK_CAPABILITIES: what it declares and serves beyond the seed's calls (http/capabilities.ts). */
  capabilities: Capability[];
}

/**
 * The variables that put a server's data in `dir` (database, uploads, public files, emulator seed) on
 * loopback, quiet: for whatever starts a throwaway API (tests, benches).
 */
export function throwawayServerEnv(dir: string, port: number): NodeJS.ProcessEnv {
  return {
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    API_LOG: '0',
    DB_FILE: path.join(dir, 'db.sqlite'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    PUBLIC_DIR: path.join(dir, 'public'),
    EMULATOR_SEED_DIR: path.join(dir, 'emulator-seed'),
  };
}

/**
 * Every setting comes from the environment (README "Environment"). Relative paths are relative to
 * the repository root, so `DB_FILE=mock-api/data/db.sqlite` means the same from any working dir.
 */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const dataDir = path.join(PACKAGE_DIR, 'data');
  const port = Number(env.API_PORT || 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`API_PORT no válido: ${env.API_PORT}`);
  const trustProxy = env.TRUST_PROXY ? Number(env.TRUST_PROXY) : undefined;
  const contractCheck = env.API_CONTRACT_CHECK || 'enforce';
  if (contractCheck !== 'enforce' && contractCheck !== 'off')
    throw new Error(`API_CONTRACT_CHECK no válido: ${env.API_CONTRACT_CHECK} (enforce u off)`);
  if (trustProxy !== undefined && (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > 10))
    throw new Error(`TRUST_PROXY no válido: ${env.TRUST_PROXY} (el número de proxies delante, de 0 a 10)`);
  return {
    port,
    // Loopback only by default: in emulator mode any unsigned token is accepted, so the network must not reach it.
    host: env.API_HOST || '127.0.0.1',
    dbFile: env.DB_FILE ? resolveFromRepo(env.DB_FILE) : path.join(dataDir, 'db.sqlite'),
    uploadsDir: env.UPLOADS_DIR ? resolveFromRepo(env.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    publicDir: env.PUBLIC_DIR ? resolveFromRepo(env.PUBLIC_DIR) : path.join(dataDir, 'public'),
    emulatorSeedDir: env.EMULATOR_SEED_DIR
      ? resolveFromRepo(env.EMULATOR_SEED_DIR)
      : path.join(dataDir, 'emulator-seed'),
    publicApiUrl: env.PUBLIC_API_URL || undefined,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : undefined,
    projectId: env.FIREBASE_PROJECT_ID || 'demo-lotengo',
    // Empty string = a real Firebase project (firebase-admin then checks real signatures).
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${env.AUTH_EMULATOR_PORT || 9099}`,
    trustProxy: trustProxy || undefined,
    contractCheck,
    referencePage: env.API_REFERENCE_PAGE ? resolveFromRepo(env.API_REFERENCE_PAGE) : undefined,
    capabilities: readCapabilities(env.MOCK_CAPABILITIES),
  };
}

/**
 * MOCK_CAPABILITIES: what this mock says it has (GET /capabilities) and serves. Unset, empty or `all`:
 * every capability. `seed`: the original calls only. Otherwise a comma list of names (`demand,visits`; `seed`
 * among them changes nothing). An unknown name stops the server, naming it: a typo must not silently drop a
 * feature.
 */
export function readCapabilities(raw: string | undefined): Capability[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'all') return [...CAPABILITIES];
  if (value === SEED) return [];
  const names = value
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n && n !== SEED);
  const unknown = names.filter((n) => !isCapability(n));
  if (unknown.length)
    throw new Error(
      `MOCK_CAPABILITIES no válido: ${unknown.join(', ')} (usa all, seed o una lista de: ${CAPABILITIES.join(', ')})`,
    );
  return CAPABILITIES.filter((c) => names.includes(c));
}

/**
 * What a stack is and where it listens: service names, options, the handle startStack returns, the
 * port resolution and the environment that points a process at the stack.
 */
import { APP_DIRS, APP_NAMES, PORT_ENV, port as defaultPort, type AppName } from '@lotengo/shared/build/ports';
import type { LogSink } from './log';
import { FIREBASE_PROJECT_ID } from '@lotengo/platform/paths';

export type ServiceName = AppName | 'api' | 'auth';
export const SERVICE_NAMES: readonly ServiceName[] = ['auth', 'api', ...APP_NAMES];

/** Readable log prefixes: the package folders. */
export const SERVICE_LABELS: Record<ServiceName, string> = { ...APP_DIRS, api: 'mock-api', auth: 'auth-emulator' };

export interface StackOptions {
  /** 'static' serves production builds (default); 'dev' runs the webpack dev servers. */
  mode?: 'static' | 'dev';
  /**
   * With mode 'static': the release store whose live versions are served (scripts/lib/releases);
   * without it, each app's dist/.
   */
  releasesDir?: string;
  /** Run only these services (e.g. ['auth', 'api'] behind a remote's own dev server). */
  only?: readonly ServiceName[];
  /** Port per service; unset ones come from the environment, then the defaults. */
  ports?: Partial<Record<ServiceName, number>>;
  /** Base environment for the children and for /config.json (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Mock API database file (DB_FILE); default: the mock API's own. */
  dbFile?: string;
  /** Mock API uploads folder (UPLOADS_DIR); default: the mock API's own. */
  uploadsDir?: string;
  /** (Re)seed `dbFile` before starting, replacing it (with this many requests when given). */
  seed?: boolean | { requests: number };
  /** Save the emulator's accounts on a clean stop and reload them next time (`npm start`). */
  authStateDir?: string | null;
  /** Where log lines go; default the console with prefixes. */
  sink?: LogSink;
  /** Also log every request the static servers answer. */
  verbose?: boolean;
  /** Stop everything on SIGINT/SIGTERM and exit the process (default true). */
  handleSignals?: boolean;
  /** Called when a service dies on its own; the stack is stopped right after. */
  onCrash?: (name: ServiceName, code: number | string) => void;
}

export interface StackUrls {
  shell: string;
  mf_requests: string;
  mf_properties: string;
  mf_inbox: string;
  mf_account: string;
  /** The API base, with /mvp. */
  api: string;
  /** http://127.0.0.1:{port} of the Auth emulator, or null when a real Firebase project is used. */
  auth: string | null;
}

export interface Stack {
  ports: Record<ServiceName, number>;
  urls: StackUrls;
  /** The environment that points a process (a dev server, a test) at this stack. */
  env: NodeJS.ProcessEnv;
  /** Services this stack runs (the API and emulator are skipped when configured as external). */
  services: ServiceName[];
  isRunning(name: ServiceName): boolean;
  stopOne(name: ServiceName): Promise<void>;
  startOne(name: ServiceName): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once the whole stack has stopped (by stop(), a signal or a crash). */
  stopped: Promise<void>;
}

/** Resolves every port: option, then env var (SHELL_PORT, API_PORT, …), then the default. */
export function resolvePorts(
  options: StackOptions['ports'] = {},
  env: NodeJS.ProcessEnv = process.env,
): Record<ServiceName, number> {
  const out = {} as Record<ServiceName, number>;
  for (const name of SERVICE_NAMES) {
    const fromEnv = Number(env[PORT_ENV[name]]);
    out[name] = options[name] ?? (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : defaultPort(name));
  }
  return out;
}

const REMOTE_URL_ENV: Record<Exclude<AppName, 'shell'>, string> = {
  mf_requests: 'MF_REQUESTS_URL',
  mf_properties: 'MF_PROPERTIES_URL',
  mf_inbox: 'MF_INBOX_URL',
  mf_account: 'MF_ACCOUNT_URL',
};

/**
 * The environment of the stack: ports, where each remote is, the API and the emulator. Values the
 * caller already set (API_URL for a real backend, FIREBASE_AUTH_EMULATOR_HOST='' for a real Firebase
 * project, MF_*_URL for a moved remote) are kept.
 */
export function stackEnv(ports: Record<ServiceName, number>, base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base, NO_UPDATE_NOTIFIER: '1' };
  for (const name of SERVICE_NAMES) env[PORT_ENV[name]] = String(ports[name]);
  for (const [name, key] of Object.entries(REMOTE_URL_ENV)) {
    env[key] = base[key] || `http://localhost:${ports[name as AppName]}`;
  }
  env.API_URL = base.API_URL || `http://localhost:${ports.api}/mvp`;
  env.FIREBASE_AUTH_EMULATOR_HOST = base.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${ports.auth}`;
  env.FIREBASE_PROJECT_ID = base.FIREBASE_PROJECT_ID || FIREBASE_PROJECT_ID;
  return env;
}

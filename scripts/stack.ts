/**
 * The whole product on one machine: Firebase Auth emulator, mock API and the five apps (production
 * builds behind small static servers, or webpack dev servers with mode 'dev').
 *
 * Used by `npm start` / `npm run dev` (scripts/start.ts), by the end-to-end tests (e2e/global-setup.ts,
 * on other ports with a fresh database) and by the bench. Every port comes from the options, then the
 * environment (shared/build/ports.ts), then the defaults.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_DIRS, APP_NAMES, PORT_ENV, port as defaultPort, type AppName } from '@lotengo/shared/build/ports';
import { runtimeConfigFromEnv } from '@lotengo/shared/build/runtime-config';
import { readEnv as readMockApiEnv } from '@lotengo/mock-api/config';
import { isBuilt } from './lib/build';
import {
  chooseImportDir,
  emulatorCommand,
  emulatorHealthUrl,
  emulatorPorts,
  emulatorSeedExists,
  prepareFirebaseConfig,
} from './lib/emulator';
import { consoleSink, LogTail, type LogSink } from './lib/log';
import { isPortFree, waitForHttp, waitForPortClosed } from './lib/net';
import { BIN_DIR, FIREBASE_PROJECT_ID, MOCK_API_DIR, ROOT_DIR } from './lib/paths';
import { killAllNow, spawnManaged, type ManagedChild } from './lib/proc';
import { runSeed } from './lib/seed';
import { distDirOf, listenStatic, type RunningStaticServer } from './serve-static';

export type ServiceName = AppName | 'api' | 'auth';
export const SERVICE_NAMES: readonly ServiceName[] = ['auth', 'api', ...APP_NAMES];

/** Readable log prefixes: the package folders. */
export const SERVICE_LABELS: Record<ServiceName, string> = { ...APP_DIRS, api: 'mock-api', auth: 'auth-emulator' };

export interface StackOptions {
  /** 'static' serves each app's dist/ (default); 'dev' runs the webpack dev servers. */
  mode?: 'static' | 'dev';
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
export function resolvePorts(options: StackOptions['ports'] = {}, env: NodeJS.ProcessEnv = process.env): Record<ServiceName, number> {
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

interface Runner {
  start(): Promise<void>;
  stop(): Promise<void>;
  running(): boolean;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const mode = options.mode ?? 'static';
  const baseEnv = options.env ?? process.env;
  const ports = resolvePorts(options.ports, baseEnv);
  const env = stackEnv(ports, baseEnv);
  if (options.dbFile) env.DB_FILE = options.dbFile;
  if (options.uploadsDir) env.UPLOADS_DIR = options.uploadsDir;
  const tail = new LogTail();
  const out = options.sink ?? consoleSink;
  const sink: LogSink = (source, line) => {
    tail.push(source, line);
    out(source, line);
  };
  const say = (line: string) => sink('stack', line);

  // A real backend or a real Firebase project is configured: do not start the local stand-in.
  const external = {
    api: Boolean(baseEnv.API_URL),
    auth: baseEnv.FIREBASE_AUTH_EMULATOR_HOST === '',
  };
  const services = SERVICE_NAMES.filter(
    (s) => (!options.only || options.only.includes(s)) && !(s === 'api' && external.api) && !(s === 'auth' && external.auth),
  );
  if (external.api) say(`API externa (API_URL=${env.API_URL}): no se inicia mock-api`);
  if (external.auth) say('Firebase real (FIREBASE_AUTH_EMULATOR_HOST vacío): no se inicia el emulador');

  const busy: string[] = [];
  for (const name of services) {
    const p = name === 'auth' ? emulatorPorts(ports.auth, baseEnv) : null;
    const needed = p ? [p.auth, p.hub, p.logging] : [ports[name]];
    for (const n of needed) if (!(await isPortFree(n))) busy.push(`${n} (${SERVICE_LABELS[name]})`);
  }
  if (busy.length) {
    throw new Error(
      `Puertos ocupados: ${busy.join(', ')}. Detén lo que los usa o elige otros con ` +
        `${SERVICE_NAMES.map((s) => PORT_ENV[s]).join(', ')}.`,
    );
  }

  if (mode === 'static') {
    const missing = APP_NAMES.filter((a) => services.includes(a) && !isBuilt(a));
    if (missing.length) {
      throw new Error(`Faltan builds de producción: ${missing.map((a) => APP_DIRS[a]).join(', ')} (ejecuta "npm run build").`);
    }
  }

  // Seed before anything starts: the seed also writes the emulator's import folder, which must not
  // change while the emulator reads it (the mock API would otherwise seed a missing db on its own).
  const dbFile = readMockApiEnv(env).dbFile;
  if (services.includes('api') && options.seed) {
    const requests = typeof options.seed === 'object' ? options.seed.requests : undefined;
    say(`sembrando ${path.relative(ROOT_DIR, dbFile) || dbFile}${requests ? ` con ${requests} solicitudes` : ''}…`);
    await runSeed({ requests, force: true, env, sink });
  } else if ((services.includes('api') && !fs.existsSync(dbFile)) || (services.includes('auth') && !emulatorSeedExists())) {
    say('primera ejecución: sembrando la base de datos y los usuarios del emulador…');
    await runSeed({ env, sink });
  }

  let stopping = false;
  let resolveStopped!: () => void;
  const stopped = new Promise<void>((r) => (resolveStopped = r));
  const runners = new Map<ServiceName, Runner>();

  // A child that exits while it is supposed to run takes the whole stack down, loudly.
  const onChildExit = (name: ServiceName, child: ManagedChild, expected: () => boolean) => {
    void child.exited.then((code) => {
      if (stopping || expected()) return;
      say(`${SERVICE_LABELS[name]} terminó inesperadamente (código ${code}); deteniendo todo.`);
      options.onCrash?.(name, code);
      void stop();
    });
  };

  const childRunner = (
    name: ServiceName,
    spec: () => { command: string; args: string[]; cwd: string; health: string; timeoutMs: number; cleanup?: () => void },
  ): Runner => {
    let child: ManagedChild | null = null;
    let wanted = false;
    let cleanup: (() => void) | undefined;
    return {
      async start() {
        const s = spec();
        cleanup = s.cleanup;
        wanted = true;
        const started = spawnManaged({ name: SERVICE_LABELS[name], command: s.command, args: s.args, cwd: s.cwd, env, sink });
        child = started;
        onChildExit(name, started, () => !wanted || child !== started);
        await waitForHttp(s.health, {
          timeoutMs: s.timeoutMs,
          abort: () => (started.hasExited() ? `${SERVICE_LABELS[name]} terminó al iniciar:\n${tail.of(SERVICE_LABELS[name])}` : null),
        });
      },
      async stop() {
        wanted = false;
        const current = child;
        child = null;
        // The emulator exports its accounts on SIGTERM: give it time.
        await current?.stop(name === 'auth' ? 15000 : 5000);
        cleanup?.();
      },
      running: () => child !== null && !child.hasExited(),
    };
  };

  const staticRunner = (app: AppName): Runner => {
    let server: RunningStaticServer | null = null;
    return {
      async start() {
        server = await listenStatic({
          distDir: distDirOf(app),
          port: ports[app],
          runtimeConfig: runtimeConfigFromEnv(env),
          log: options.verbose ? (line) => sink(SERVICE_LABELS[app], line) : null,
        });
      },
      async stop() {
        const current = server;
        server = null;
        await current?.close();
      },
      running: () => server !== null,
    };
  };

  const devRunner = (app: AppName): Runner =>
    childRunner(app, () => ({
      command: process.execPath,
      args: ['--import', 'tsx', path.join(ROOT_DIR, 'node_modules', 'webpack', 'bin', 'webpack.js'), 'serve', '--mode', 'development'],
      cwd: path.join(ROOT_DIR, APP_DIRS[app]),
      health: `http://localhost:${ports[app]}/${app === 'shell' ? '' : 'remoteEntry.js'}`,
      timeoutMs: 180_000,
    }));

  const authRunner = childRunner('auth', () => {
    const emuPorts = emulatorPorts(ports.auth, baseEnv);
    const { configPath, cwd, cleanup } = prepareFirebaseConfig(emuPorts);
    const stateDir = options.authStateDir ?? null;
    // The mock API rewrites the seed folder each time it starts: the emulator reads a private copy.
    const importCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-auth-import-'));
    fs.cpSync(chooseImportDir(stateDir), importCopy, { recursive: true });
    if (stateDir) fs.mkdirSync(stateDir, { recursive: true });
    const { command, args } = emulatorCommand({ configPath, importDir: importCopy, exportDir: stateDir });
    const removeAll = () => {
      cleanup();
      fs.rmSync(importCopy, { recursive: true, force: true });
    };
    return { command, args, cwd, health: emulatorHealthUrl(ports.auth), timeoutMs: 90_000, cleanup: removeAll };
  });

  const apiRunner = childRunner('api', () => ({
    command: path.join(BIN_DIR, 'tsx'),
    args: ['src/main.ts'],
    cwd: MOCK_API_DIR,
    health: `http://localhost:${ports.api}/mvp/health`,
    timeoutMs: 90_000,
  }));

  for (const name of services) {
    if (name === 'auth') runners.set(name, authRunner);
    else if (name === 'api') runners.set(name, apiRunner);
    else runners.set(name, mode === 'dev' ? devRunner(name) : staticRunner(name));
  }

  async function stop(): Promise<void> {
    if (stopping) return stopped;
    stopping = true;
    await Promise.allSettled([...runners.values()].map((r) => r.stop()));
    resolveStopped();
    return stopped;
  }

  const runnerOf = (name: ServiceName) => {
    const r = runners.get(name);
    if (!r) throw new Error(`El servicio ${name} no forma parte de este stack`);
    return r;
  };

  const stack: Stack = {
    ports,
    urls: {
      shell: `http://localhost:${ports.shell}`,
      mf_requests: `http://localhost:${ports.mf_requests}`,
      mf_properties: `http://localhost:${ports.mf_properties}`,
      mf_inbox: `http://localhost:${ports.mf_inbox}`,
      mf_account: `http://localhost:${ports.mf_account}`,
      api: env.API_URL as string,
      auth: env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null,
    },
    env,
    services,
    isRunning: (name) => runners.get(name)?.running() ?? false,
    async stopOne(name) {
      const r = runnerOf(name);
      await r.stop();
      if (name !== 'auth' && name !== 'api') await waitForPortClosed(ports[name]);
      say(`${SERVICE_LABELS[name]} detenido`);
    },
    async startOne(name) {
      const r = runnerOf(name);
      if (r.running()) return;
      await r.start();
      say(`${SERVICE_LABELS[name]} iniciado de nuevo`);
    },
    stop,
    stopped,
  };

  if (options.handleSignals ?? true) {
    let signalledAt = 0;
    const onSignal = (signal: NodeJS.Signals) => {
      const code = signal === 'SIGINT' ? 130 : 143;
      // Ctrl-C reaches us twice at once (from the terminal and relayed by tsx): that is one request.
      if (signalledAt && Date.now() - signalledAt < 1000) return;
      if (signalledAt) {
        // A second Ctrl-C: the person does not want to wait for the emulator's export.
        say('segunda señal: terminando todo ya');
        killAllNow();
        process.exit(code);
      }
      signalledAt = Date.now();
      say(`${signal}: deteniendo todos los servicios… (otra vez para forzar)`);
      void stop().then(() => process.exit(code));
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }

  const started = Date.now();
  try {
    // Everything starts at once: the emulator is the slowest (~6 s) and nothing needs it to boot.
    await Promise.all(
      services.map(async (name) => {
        await runnerOf(name).start();
        say(`${SERVICE_LABELS[name]} listo en ${name === 'auth' ? stack.urls.auth : name === 'api' ? stack.urls.api : stack.urls[name]}`);
      }),
    );
  } catch (err) {
    await stop();
    throw err;
  }
  say(`todo listo en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return stack;
}

/**
 * The whole product on one machine: Firebase Auth emulator, mock API and the five apps (production
 * builds behind small static servers, or webpack dev servers with mode 'dev').
 *
 * Used by `npm start` / `npm run dev` (scripts/start.ts), by the end-to-end tests (e2e/global-setup.ts,
 * on other ports with a fresh database) and by the bench. Every port comes from the options, then the
 * environment (shared/build/ports.ts), then the defaults. The pieces live in scripts/lib/stack-*.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_DIRS, APP_NAMES, PORT_ENV } from '@lotengo/shared/build/ports';
import { readEnv as readMockApiEnv } from '@lotengo/mock-api/config';
import { isBuilt } from './lib/build';
import { liveVersions, readRegistry } from '@lotengo/platform/releases/registry';
import { emulatorPorts, emulatorSeedExists } from './lib/emulator';
import { consoleSink, LogTail, type LogSink } from './lib/log';
import { isPortFree, waitForPortClosed } from './lib/net';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { killAllNow, type ManagedChild } from './lib/proc';
import { runSeed } from './lib/seed';
import {
  resolvePorts,
  SERVICE_LABELS,
  SERVICE_NAMES,
  stackEnv,
  type ServiceName,
  type Stack,
  type StackOptions,
} from './lib/stack-config';
import { apiRunner, authRunner, devRunner, staticRunner, type Runner, type RunnerContext } from './lib/stack-runners';

export {
  resolvePorts,
  SERVICE_LABELS,
  SERVICE_NAMES,
  stackEnv,
  type ServiceName,
  type Stack,
  type StackOptions,
  type StackUrls,
} from './lib/stack-config';

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
    (s) =>
      (!options.only || options.only.includes(s)) && !(s === 'api' && external.api) && !(s === 'auth' && external.auth),
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

  if (mode === 'static' && options.releasesDir) {
    const live = liveVersions(readRegistry(options.releasesDir));
    const missing = APP_NAMES.filter((a) => services.includes(a) && !live[a]);
    if (missing.length) {
      throw new Error(
        `Sin versión en vivo: ${missing.map((a) => APP_DIRS[a]).join(', ')} (npm run release -- <app>, ` +
          `luego npm run promote).`,
      );
    }
  } else if (mode === 'static') {
    const missing = APP_NAMES.filter((a) => services.includes(a) && !isBuilt(a));
    if (missing.length) {
      throw new Error(
        `Faltan builds de producción: ${missing.map((a) => APP_DIRS[a]).join(', ')} (ejecuta "npm run build").`,
      );
    }
  }

  // Seed before anything starts: the seed also writes the emulator's import folder, which must not
  // change while the emulator reads it (the mock API would otherwise seed a missing db on its own).
  const dbFile = readMockApiEnv(env).dbFile;
  if (services.includes('api') && options.seed) {
    const requests = typeof options.seed === 'object' ? options.seed.requests : undefined;
    say(`sembrando ${path.relative(ROOT_DIR, dbFile) || dbFile}${requests ? ` con ${requests} solicitudes` : ''}…`);
    await runSeed({ requests, force: true, env, sink });
  } else if (
    (services.includes('api') && !fs.existsSync(dbFile)) ||
    (services.includes('auth') && !emulatorSeedExists())
  ) {
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

  const ctx: RunnerContext = {
    ports,
    env,
    baseEnv,
    sink,
    tail,
    verbose: options.verbose,
    authStateDir: options.authStateDir,
    onChildExit,
  };

  for (const name of services) {
    if (name === 'auth') runners.set(name, authRunner(ctx));
    else if (name === 'api') runners.set(name, apiRunner(ctx));
    else runners.set(name, mode === 'dev' ? devRunner(ctx, name) : staticRunner(ctx, name, options.releasesDir));
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
        say(
          `${SERVICE_LABELS[name]} listo en ` +
            `${name === 'auth' ? stack.urls.auth : name === 'api' ? stack.urls.api : stack.urls[name]}`,
        );
      }),
    );
  } catch (err) {
    await stop();
    throw err;
  }
  say(`todo listo en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return stack;
}

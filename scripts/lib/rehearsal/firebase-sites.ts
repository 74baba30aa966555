/**
 * The Firebase Hosting and Functions emulators serving the five sites with the committed firebase.json
 * (headers, rewrites, the functions its rewrites name), as production serves them.
 *
 * The committed file is not used as is: a copy in the rehearsal's folder keeps its `hosting` entries with
 * `public` at the folder's `hosting/<app>` (what a deploy replaces: deploy-site.ts) and gives the
 * emulators ports of their own; the functions are the repository's (built first, functions/build.ts),
 * with the environment they inherit from this process (the addresses the settings' placeholders name).
 *
 * Several sites, one emulator (firebase-tools lib/serve/hosting.js): the first hosting entry listens on
 * the configured port, entry i ≥ 1 on `port + 4 + i` or the next free port after it. The emulator prints
 * `hosting[<target>]: Local server: http://<host>:<port>` for each one: that is what is read here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APP_DIRS, APP_NAMES, type AppName } from '@lotengo/platform/releases/layout';
import { BIN_DIR, FIREBASE_JSON, FIREBASE_PROJECT_ID, ROOT_DIR } from '@lotengo/platform/paths';
import { runToCompletion } from '../proc';
import type { LogSink } from '../log';

const HOST = '127.0.0.1';

interface HostingEntry {
  target: string;
  public: string;
  [key: string]: unknown;
}

export interface EmulatorPorts {
  hosting: number;
  functions: number;
  hub: number;
  logging: number;
}

export interface FirebaseSites {
  /** Each app's site, e.g. `http://127.0.0.1:5000` for the shell. */
  origins: Record<AppName, string>;
  /** The emulator's output so far (the last 200 KB). */
  output(): string;
  stop(): Promise<void>;
}

function committed(): { hosting: HostingEntry[]; functions: Array<{ source: string }> } {
  const config = JSON.parse(fs.readFileSync(FIREBASE_JSON, 'utf8')) as {
    hosting?: HostingEntry[];
    functions?: Array<{ source: string }>;
  };
  if (!Array.isArray(config.hosting) || !Array.isArray(config.functions))
    throw new Error('firebase.json no tiene "hosting" y "functions" como listas');
  return { hosting: config.hosting, functions: config.functions };
}

/** Where the folder deploy puts each app's site, relative to `dir` (the emulator resolves `public` from there). */
export const siteFolder = (app: AppName) => path.join('hosting', APP_DIRS[app]);

/** The firebase.json the emulators run with in `dir`. */
export function emulatorConfig(dir: string, ports: EmulatorPorts) {
  const { hosting, functions } = committed();
  return {
    emulators: {
      singleProjectMode: true,
      hosting: { host: HOST, port: ports.hosting },
      functions: { host: HOST, port: ports.functions },
      hub: { host: HOST, port: ports.hub },
      logging: { host: HOST, port: ports.logging },
      ui: { enabled: false },
    },
    // The repository's own folder, as a relative path: the runtime finds its packages in its node_modules.
    functions: functions.map((f) => ({ ...f, source: path.relative(dir, path.join(ROOT_DIR, f.source)) })),
    hosting: hosting.map((h) => {
      const app = APP_NAMES.find((a) => APP_DIRS[a] === h.target);
      if (!app) throw new Error(`firebase.json: el sitio ${h.target} no es una app`);
      return { ...h, public: siteFolder(app) };
    }),
  };
}

/** Where site i of the committed list listens when its port is free (lib/serve/hosting.js: base, then base + 4 + i). */
export function predictedOrigins(base: number): Record<AppName, string> {
  return Object.fromEntries(
    committed().hosting.map((site, i) => [
      APP_NAMES.find((a) => APP_DIRS[a] === site.target)!,
      `http://${HOST}:${i === 0 ? base : base + 4 + i}`,
    ]),
  ) as Record<AppName, string>;
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const LOCAL_SERVER = /hosting\[([\w-]+)\]: Local server: http:\/\/[^\s:]+:(\d+)/g;

/**
 * Starts the emulators in `dir` and resolves once every site answers with the origins predicted (the
 * functions were told them before they started). Rejects with the emulator's output when it exits, a
 * site moved, or it is not ready within `timeoutMs`; nothing is left running then.
 */
export async function startFirebaseSites(opts: {
  dir: string;
  ports: EmulatorPorts;
  env: NodeJS.ProcessEnv;
  sink: LogSink;
  timeoutMs?: number;
}): Promise<FirebaseSites> {
  const timeoutMs = opts.timeoutMs ?? 120_000;
  const config = emulatorConfig(opts.dir, opts.ports);
  for (const app of APP_NAMES) fs.mkdirSync(path.join(opts.dir, siteFolder(app)), { recursive: true });
  // The functions' bundle (functions/lib), from this checkout's sources.
  await runToCompletion({
    name: 'build functions',
    command: 'npm',
    args: ['run', '--silent', 'build', '-w', 'functions'],
    cwd: ROOT_DIR,
    env: process.env,
    sink: () => undefined,
  });
  const configPath = path.join(opts.dir, 'firebase.json');
  fs.writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  fs.copyFileSync(path.join(ROOT_DIR, '.firebaserc'), path.join(opts.dir, '.firebaserc'));

  let out = '';
  const child = spawn(
    path.join(BIN_DIR, 'firebase'),
    ['emulators:start', '--only', 'functions,hosting', '--project', FIREBASE_PROJECT_ID, '--config', configPath],
    {
      cwd: opts.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...opts.env, NO_UPDATE_NOTIFIER: '1', CI: '1' },
    },
  );
  const append = (chunk: Buffer) => {
    const text = chunk.toString('utf8').replace(ANSI, '');
    out = (out + text).slice(-200_000);
    for (const line of text.split('\n')) if (line.trim()) opts.sink('firebase', line);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  // Whatever happens to this process, the emulator does not outlive it.
  const kill = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  const onExit = () => kill('SIGKILL');
  process.once('exit', onExit);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (err) => {
      append(Buffer.from(`\n${err.message}\n`));
      resolve();
    });
  });
  const stop = async () => {
    kill('SIGINT');
    const done = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 15_000)),
    ]);
    if (!done) {
      kill('SIGKILL');
      await exited;
    }
    process.removeListener('exit', onExit);
  };
  try {
    const origins = await waitForSites(() => out, child, timeoutMs);
    const predicted = predictedOrigins(opts.ports.hosting);
    const moved = APP_NAMES.filter((a) => origins[a] !== predicted[a]);
    const movedText = moved.map((a) => `${APP_DIRS[a]} quedó en ${origins[a]}, no en ${predicted[a]}`).join('; ');
    if (moved.length) throw new Error(`Puertos ocupados: ${movedText}.`);
    return { origins, output: () => out, stop };
  } catch (err) {
    await stop();
    throw new Error(
      `${err instanceof Error ? err.message : String(err)}\n--- firebase emulators:start ---\n${out.slice(-6000)}`,
    );
  }
}

async function waitForSites(
  output: () => string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<Record<AppName, string>> {
  const deadline = Date.now() + timeoutMs;
  const wanted = new Map(APP_NAMES.map((app) => [APP_DIRS[app], app]));
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
      throw new Error(
        `Los emuladores de Firebase terminaron antes de estar listos (código ${child.exitCode ?? child.signalCode}).`,
      );
    }
    const found = new Map<AppName, string>();
    for (const m of output().matchAll(LOCAL_SERVER)) {
      const app = wanted.get(m[1]!);
      if (app) found.set(app, `http://${HOST}:${m[2]}`);
    }
    if (found.size === wanted.size && /All emulators ready/.test(output())) {
      const origins = Object.fromEntries(found) as Record<AppName, string>;
      const answers = await Promise.all(
        Object.values(origins).map((o) =>
          fetch(`${o}/__lotengo-ping`, { signal: AbortSignal.timeout(5000) }).then(
            (r) => r.status > 0,
            () => false,
          ),
        ),
      );
      if (answers.every(Boolean)) return origins;
    }
    if (Date.now() > deadline)
      throw new Error(`Los emuladores de Firebase no estuvieron listos en ${Math.round(timeoutMs / 1000)} s.`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The Firebase Hosting emulator serving a release store with the committed firebase.json's `hosting`
 * entries (headers, rewrites), as production would serve it.
 *
 * The committed file is not used as is: a copy in a temporary folder keeps its `hosting` entries and
 * gives the emulator ports of its own (hosting, hub, logging), so it runs beside the Auth emulator and
 * the e2e stack; `releases` there links to the given store, and .firebaserc is copied next to it (the
 * targets → sites mapping).
 *
 * Several sites, one emulator (firebase-tools lib/serve/hosting.js): the first hosting entry listens on
 * the configured port, entry i ≥ 1 on `port + 4 + i` or the next free port after it. The emulator prints
 * `hosting[<target>]: Local server: http://<host>:<port>` for each one: that is what is read here.
 *
 * With the committed `functions` (the pointer service and /config.json behind Hosting's rewrites), the
 * Functions emulator runs in the same process on the repository's `functions/` (built first,
 * functions/build.ts), and the functions get `functionsEnv` (they inherit the CLI's environment).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_DIRS, APP_NAMES, type AppName } from '../../scripts/lib/releases/layout';
import { isPortFree } from '../../scripts/lib/net';
import { BIN_DIR, FIREBASE_PROJECT_ID, ROOT_DIR } from '../../scripts/lib/paths';
import { buildFunctions } from '../../functions/build';

const HOST = '127.0.0.1';

interface HostingEntry {
  target: string;
  public: string;
  [key: string]: unknown;
}

export interface HostingEmulator {
  /** Each app's site, e.g. `http://127.0.0.1:18530` for the shell. */
  origins: Record<AppName, string>;
  /** The generated firebase.json (for a failure message). */
  configPath: string;
  /** The emulator's output so far (the last 200 KB). */
  output(): string;
  stop(): Promise<void>;
}

/** The committed hosting entries, one per app (target = the app's folder name). */
export function committedHosting(): HostingEntry[] {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'firebase.json'), 'utf8')) as { hosting?: HostingEntry[] };
  if (!Array.isArray(config.hosting)) throw new Error('firebase.json no tiene "hosting" como lista de sitios');
  return config.hosting;
}

/**
 * The firebase.json the emulator runs with: the committed sites as they are (`public: "releases/<app>"`,
 * read next to the copy, where `releases` links to the store) and ports of its own.
 */
export function emulatorFirebaseJson(ports: { hosting: number; hub: number; logging: number; functions?: number }, opts: { configDir?: string } = {}) {
  const committed = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'firebase.json'), 'utf8')) as { functions?: Array<{ source: string }> };
  return {
    emulators: {
      singleProjectMode: true,
      hosting: { host: HOST, port: ports.hosting },
      hub: { host: HOST, port: ports.hub },
      logging: { host: HOST, port: ports.logging },
      ...(ports.functions ? { functions: { host: HOST, port: ports.functions } } : {}),
      ui: { enabled: false },
    },
    ...(ports.functions && opts.configDir
      ? // The repository's own folder (a relative path from the copy: the runtime then finds its packages
        // in the repository's node_modules, which a link from the temporary folder would not).
        { functions: committed.functions?.map((f) => ({ ...f, source: path.relative(opts.configDir!, path.join(ROOT_DIR, f.source)) })) }
      : {}),
    hosting: committedHosting(),
  };
}

/** Where site i of the committed list listens when its port is free (lib/serve/hosting.js: base, then base + 4 + i). */
export function predictedOrigins(base: number): Record<AppName, string> {
  return Object.fromEntries(
    committedHosting().map((site, i) => [APP_NAMES.find((a) => APP_DIRS[a] === site.target)!, `http://${HOST}:${i === 0 ? base : base + 4 + i}`]),
  ) as Record<AppName, string>;
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const LOCAL_SERVER = /hosting\[([\w-]+)\]: Local server: http:\/\/[^\s:]+:(\d+)/g;

/** The emulator is one Node process (hosting, hub and logging run inside it). */
function kill(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
}

/**
 * The emulator fails outright when its first site's port or the hub's or logging's is taken (the other
 * sites move on by themselves): the first of a few nearby bases whose three ports are free.
 */
async function freeBase(preferred: number): Promise<number> {
  for (let k = 0; k < 6; k += 1) {
    const base = preferred + 3 * k;
    const free = await Promise.all([base, base + 20, base + 21, base + 22].map((p) => isPortFree(p)));
    if (free.every(Boolean)) return base;
  }
  throw new Error(`Puertos ocupados alrededor de ${preferred} (emulador de Hosting): otra ejecución los usa; E2E_PORT_OFFSET desplaza el bloque.`);
}

/**
 * Starts the emulator on `basePort` or a little above it (hub base+20, logging base+21) and resolves once every site
 * answers. Rejects with the emulator's output when it exits or is not ready within `timeoutMs`; nothing
 * is left running then.
 */
export async function startHostingEmulator(opts: {
  store: string;
  basePort: number;
  timeoutMs?: number;
  /** Run the committed functions too, with this environment (origins: the sites' predicted ones). */
  functionsEnv?: (origins: Record<AppName, string>) => NodeJS.ProcessEnv;
}): Promise<HostingEmulator> {
  const timeoutMs = opts.timeoutMs ?? 90_000;
  const base = await freeBase(opts.basePort);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-hosting-'));
  const configPath = path.join(dir, 'firebase.json');
  const withFunctions = Boolean(opts.functionsEnv);
  const config = emulatorFirebaseJson({ hosting: base, hub: base + 20, logging: base + 21, ...(withFunctions ? { functions: base + 22 } : {}) }, { configDir: dir });
  if (withFunctions) await buildFunctions();
  for (const site of config.hosting) {
    if (!site.public.startsWith('releases/')) throw new Error(`firebase.json: "public" de ${site.target} no está bajo releases/ (${site.public})`);
  }
  fs.writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  fs.copyFileSync(path.join(ROOT_DIR, '.firebaserc'), path.join(dir, '.firebaserc'));
  // Superstatic joins `public` to the project folder (an absolute path would not do): a link to the store.
  fs.symlinkSync(path.resolve(opts.store), path.join(dir, 'releases'), 'dir');

  let out = '';
  const child = spawn(
    path.join(BIN_DIR, 'firebase'),
    ['emulators:start', '--only', withFunctions ? 'functions,hosting' : 'hosting', '--project', FIREBASE_PROJECT_ID, '--config', configPath],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...opts.functionsEnv?.(predictedOrigins(base)), NO_UPDATE_NOTIFIER: '1', CI: '1' } },
  );
  const append = (chunk: Buffer) => {
    out = (out + chunk.toString('utf8').replace(ANSI, '')).slice(-200_000);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  // Whatever happens to this worker, the emulator does not outlive it.
  const onExit = () => kill(child, 'SIGKILL');
  process.once('exit', onExit);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (err) => {
      append(Buffer.from(`\n${err.message}\n`));
      resolve();
    });
  });

  const stop = async () => {
    kill(child, 'SIGINT');
    const done = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 15_000))]);
    if (!done) {
      kill(child, 'SIGKILL');
      await exited;
    }
    process.removeListener('exit', onExit);
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    const origins = await waitForSites(() => out, child, timeoutMs);
    return { origins, configPath, output: () => out, stop };
  } catch (err) {
    await stop();
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n--- firebase emulators:start ---\n${out.slice(-6000)}`);
  }
}

async function waitForSites(output: () => string, child: ChildProcess, timeoutMs: number): Promise<Record<AppName, string>> {
  const deadline = Date.now() + timeoutMs;
  const wanted = new Map(APP_NAMES.map((app) => [APP_DIRS[app], app]));
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) throw new Error(`El emulador de Hosting terminó antes de estar listo (código ${child.exitCode ?? child.signalCode}).`);
    const found = new Map<AppName, string>();
    for (const m of output().matchAll(LOCAL_SERVER)) {
      const app = wanted.get(m[1]!);
      if (app) found.set(app, `http://${HOST}:${m[2]}`);
    }
    if (found.size === wanted.size && /All emulators ready/.test(output())) {
      const origins = Object.fromEntries(found) as Record<AppName, string>;
      // Each site answers (its index.html may not exist yet: any HTTP answer will do).
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
    if (Date.now() > deadline) throw new Error(`El emulador de Hosting no estuvo listo en ${Math.round(timeoutMs / 1000)} s.`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Starts the whole product for the journeys, once per worker (a "lane"): production builds (built here
 * only if missing or stale; `npm test` builds right before), released into a release store of the lane's
 * own and promoted, so the site is served exactly as `npm start` and production serve it (version
 * folders, registry); the mock API on a fresh temporary database (the seed is deterministic, so every
 * lane starts from the same world) and the Auth emulator with the demo users.
 * Ports: e2e/support/env.ts. Logs go to one file; E2E_VERBOSE=1 streams them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import type { FullConfig } from '@playwright/test';
import { distMarkers, ensureBuilt } from '../scripts/lib/build';
import { APP_NAMES } from '@lotengo/platform/releases/layout';
import { addBuild, promote } from '../scripts/lib/releases/operations';
import { deploymentOf } from '../scripts/lib/releases/deployment';
import { consoleSink, type LogSink } from '../scripts/lib/log';
import { startStack, type Stack } from '../scripts/stack';
import { startLocalRegistry, type LocalRegistry } from '@lotengo/platform/registry/local';
import { startMailCatcher, type MailCatcher } from '../scripts/lib/mail-catcher';
import { startControlServer } from './support/control-server';
import { E2E_DATA_ENV, LANE_STRIDE, laneAddresses, laneDataDir, laneEnv, MAX_LANES } from './support/env';

export interface E2ELane {
  stack: Stack;
  registry: LocalRegistry;
  control: http.Server;
  /** The lane's mail catcher: its API sends there, its journeys read the inbox (E2E_URLS.mail). */
  mail: MailCatcher;
}

export interface E2EHandle {
  lanes: E2ELane[];
  dataDir: string;
  logFile: string;
}

declare global {
  var __LOTENGO_E2E__: E2EHandle | undefined;
}

/** Settings that would point the stack elsewhere (a real backend or Firebase project) do not apply here. */
const FOREIGN_ENV = [
  'API_URL',
  'MF_REQUESTS_URL',
  'MF_PROPERTIES_URL',
  'MF_INBOX_URL',
  'MF_ACCOUNT_URL',
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_APP_ID',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'DB_FILE',
  'UPLOADS_DIR',
  'PUBLIC_API_URL',
  'SITE_URL',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASS',
  'MAIL_FROM',
  'MAIL_UNSUBSCRIBE_SECRET',
  'LOTENGO_ENV',
];

/**
 * One lane: the builds become the first release of each app in the lane's own store (the journeys about
 * releases add versions to it, promote and roll back, and put things back as they found them), its
 * pointer service over that store, the stack on the lane's ports and its control server.
 */
async function startLane(
  n: number,
  mail: MailCatcher,
  dataDir: string,
  sink: LogSink,
  logFile: string,
): Promise<E2ELane> {
  const at = laneAddresses(n);
  const dir = laneDataDir(dataDir, n);
  const releasesDir = path.join(dir, 'releases');
  const registry = await startLocalRegistry({ store: releasesDir, port: at.registryPort });
  const laneSink: LogSink = (source, line) => sink(n === 0 ? source : `${source}#${n}`, line);
  let stack: Stack;
  try {
    // Through the lane's own pointer service, as a runner on this machine would.
    const deployment = deploymentOf({ ...process.env, ...laneEnv(n, releasesDir) });
    for (const app of APP_NAMES) {
      const { record } = addBuild({ store: releasesDir, app, builtDir: path.dirname(distMarkers(app)[0]!) });
      await promote({ deployment, app, version: record.version, why: 'primera versión de la ejecución' });
    }
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const key of FOREIGN_ENV) delete env[key];
    delete env.REGISTRY_URL;
    env.MAIL_SMTP_PORT = String(at.mailPorts.smtp);
    stack = await startStack({
      ports: at.ports,
      env,
      releasesDir,
      dbFile: path.join(dir, 'db.sqlite'),
      uploadsDir: path.join(dir, 'uploads'),
      authStateDir: null,
      seed: true,
      sink: laneSink,
      handleSignals: false,
      onCrash: (name, code) =>
        consoleSink(
          'stack',
          `${name}${n === 0 ? '' : ` (carril ${n})`} se cayó durante las pruebas (código ${code}); log: ${logFile}`,
        ),
    });
  } catch (err) {
    await registry.close();
    throw err;
  }
  try {
    const control = await startControlServer(stack, at.controlPort);
    return { stack, registry, control, mail };
  } catch (err) {
    await stack.stop();
    await registry.close();
    throw err;
  }
}

/** A start that failed on busy ports says how to move them. */
function explained(err: unknown): unknown {
  if (err instanceof Error && err.message.startsWith('Puertos ocupados')) {
    consoleSink('stack', 'otra ejecución usa esos puertos: E2E_PORT_OFFSET=1000 npm run e2e los desplaza todos');
  }
  return err;
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  // More workers than lanes would have two of them share one lane's data and servers: refused.
  if (config.workers > MAX_LANES)
    throw new Error(
      `Como mucho ${MAX_LANES} workers (uno por carril): usa E2E_WORKERS=${MAX_LANES} o menos, no ` +
        `--workers=${config.workers}`,
    );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-e2e-'));
  const logFile = path.join(dataDir, 'stack.log');
  const log = fs.createWriteStream(logFile);
  const verbose = process.env.E2E_VERBOSE === '1';
  // The stack's own lines (and builds) on the console; every service's output in the log file.
  const sink: LogSink = (source, line) => {
    log.write(`[${source}] ${line}\n`);
    if (verbose || source === 'stack' || source === 'build' || source.startsWith('build ')) consoleSink(source, line);
  };

  await ensureBuilt({ sink });
  process.env[E2E_DATA_ENV] = dataDir;
  // One lane per worker (a run of fewer files than workers still gets them all: cheap next to a journey).
  const count = Math.max(1, config.workers);
  // The mail catchers first, one after another: maildev gives its web plugins 10 s of this process's event
  // loop, which a lane's synchronous work (its releases' hashing, its seed) would take from another's.
  const mails: MailCatcher[] = [];
  try {
    for (let n = 0; n < count; n++) {
      const { smtp, web } = laneAddresses(n).mailPorts;
      mails.push(await startMailCatcher({ smtpPort: smtp, webPort: web, mailDirectory: null }));
    }
  } catch (err) {
    await Promise.all(mails.map((m) => m.stop()));
    throw explained(err);
  }
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, n) => startLane(n, mails[n]!, dataDir, sink, logFile)),
  );
  const lanes = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    await Promise.all(lanes.map(stopLane));
    await Promise.all(started.flatMap((r, n) => (r.status === 'rejected' ? [mails[n]!.stop()] : [])));
    consoleSink('stack', `no se pudo iniciar; log completo en ${logFile}`);
    throw explained(failed.reason);
  }
  if (count > 1)
    consoleSink('stack', `${count} carriles: una pila propia por worker (puertos +${LANE_STRIDE} cada uno)`);
  globalThis.__LOTENGO_E2E__ = { lanes, dataDir, logFile };
}

export async function stopLane(lane: E2ELane): Promise<void> {
  await new Promise<void>((resolve) => {
    lane.control.close(() => resolve());
    lane.control.closeAllConnections();
  });
  await lane.stack.stop();
  await lane.registry.close();
  await lane.mail.stop();
}

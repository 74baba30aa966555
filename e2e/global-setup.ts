/**
 * Starts the whole product for the journeys: production builds (built here only if missing or stale;
 * `npm test` builds right before), released into a release store of the run's own and promoted, so the
 * site is served exactly as `npm start` and production serve it (version folders, registry); the mock API on a fresh temporary database (the seed is
 * deterministic, so every run starts from the same world) and the Auth emulator with the demo users.
 * Ports: e2e/support/env.ts. Logs go to a file; E2E_VERBOSE=1 streams them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import { distMarkers, ensureBuilt } from '../scripts/lib/build';
import { APP_NAMES } from '../scripts/lib/releases/layout';
import { addBuild, promote } from '../scripts/lib/releases/operations';
import { consoleSink, type LogSink } from '../scripts/lib/log';
import { startStack, type Stack } from '../scripts/stack';
import { startLocalRegistry, type LocalRegistry } from '../scripts/lib/registry/local';
import { writeSiteFiles } from '../scripts/lib/releases/site-files';
import { startControlServer } from './support/control-server';
import { E2E_CONTROL_PORT, E2E_PORTS, E2E_REGISTRY_PORT } from './support/env';

export interface E2EHandle {
  stack: Stack;
  registry: LocalRegistry;
  control: http.Server;
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
];

export default async function globalSetup(): Promise<void> {
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
  // The builds become the first release of each app in this run's store: the journeys about
  // releases add versions to it, promote and roll back, and put things back as they found them.
  const releasesDir = path.join(dataDir, 'releases');
  // The run's pointer service over that store: every promote and rollback of the journeys goes through it.
  const registry = await startLocalRegistry({ store: releasesDir, port: E2E_REGISTRY_PORT, onChange: (next) => writeSiteFiles(releasesDir, next) });
  process.env.REGISTRY_URL = registry.url;
  for (const app of APP_NAMES) {
    const { record } = addBuild({ store: releasesDir, app, builtDir: path.dirname(distMarkers(app)[0]!) });
    await promote({ store: releasesDir, app, version: record.version, by: 'e2e', why: 'primera versión de la ejecución' });
  }
  process.env.LOTENGO_E2E_RELEASES_DIR = releasesDir;

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of FOREIGN_ENV) delete env[key];

  let stack: Stack;
  try {
    stack = await startStack({
      ports: E2E_PORTS,
      env,
      releasesDir,
      dbFile: path.join(dataDir, 'db.json'),
      uploadsDir: path.join(dataDir, 'uploads'),
      authStateDir: null,
      seed: true,
      sink,
      handleSignals: false,
      onCrash: (name, code) => consoleSink('stack', `${name} se cayó durante las pruebas (código ${code}); log: ${logFile}`),
    });
  } catch (err) {
    await registry.close();
    consoleSink('stack', `no se pudo iniciar; log completo en ${logFile}`);
    if (err instanceof Error && err.message.startsWith('Puertos ocupados')) {
      consoleSink('stack', 'otra ejecución usa esos puertos: E2E_PORT_OFFSET=1000 npm run e2e los desplaza todos');
    }
    throw err;
  }
  let control: http.Server;
  try {
    control = await startControlServer(stack, E2E_CONTROL_PORT);
  } catch (err) {
    await stack.stop();
    await registry.close();
    throw err;
  }
  globalThis.__LOTENGO_E2E__ = { stack, registry, control, dataDir, logFile };
}

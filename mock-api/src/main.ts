import fs from 'node:fs';
import { registryVersions } from './routes/release-versions';
import { startSweeps } from './alerts/sweep';
import { alertsOf, createApp } from './app';
import { firebaseVerifier } from './auth/verifier';
import { readEnv } from './config';
import { createApiServer } from './http/server';
import { DbUnreadableError, Store } from './db/store';
import { writeSeed, writeSupportFiles } from './seed/write-seed';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const SWEEP_INTERVAL_MS = 60_000;

function start() {
  const env = readEnv();
  // firebase-admin reads this variable when it verifies a token: the emulator unless explicitly emptied.
  if (env.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = env.authEmulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;

  const targets = { dbFile: env.dbFile, emulatorSeedDir: env.emulatorSeedDir, publicDir: env.publicDir };
  if (!fs.existsSync(env.dbFile)) {
    // Only when there is no file at all: an unreadable file is never replaced (it may hold user data).
    const state = writeSeed(targets);
    console.info(`[mock-api] base nueva sembrada en ${env.dbFile} (${state.houseRequests.length} solicitudes, ${state.properties.length} propiedades)`);
  } else {
    writeSupportFiles(targets, undefined, 'if-missing');
  }

  let app: ReturnType<typeof createApp>;
  let store: Store;
  try {
    // A file that is not a database (or of a newer schema) → refuse to start, never reseed over it.
    app = createApp({
      store: (store = new Store(env.dbFile)),
      verifier: firebaseVerifier(env.projectId),
      uploadsDir: env.uploadsDir,
      publicDir: env.publicDir,
      publicApiUrl: env.publicApiUrl,
      corsOrigins: env.corsOrigins,
      trustProxy: env.trustProxy,
      // With a release registry (npm start, e2e): telemetry only for versions it knows.
      knownVersions: process.env.REGISTRY_URL ? registryVersions(process.env.REGISTRY_URL) : undefined,
      logger: process.env.API_LOG !== '0',
    });
  } catch (err) {
    if (err instanceof DbUnreadableError) {
      console.error(`[mock-api] NO se inicia: ${err.message}`);
      console.error('[mock-api] Revisa o respalda el archivo; para empezar de cero: npm run reset -w mock-api');
      process.exit(1);
    }
    throw err;
  }

  // Our own server, not app.listen: requests Node refuses before express still get the JSON error shape.
  const server = createApiServer(app).listen(env.port, env.host, () => {
    console.info(`[mock-api] escuchando en http://${env.host}:${env.port}/mvp (db ${env.dbFile})`);
    if (env.authEmulatorHost && !LOOPBACK.has(env.host)) {
      console.warn(`[mock-api] ATENCIÓN: API_HOST=${env.host} abre la API a la red y el emulador de Auth acepta tokens sin firma: cualquiera en la red puede actuar como cualquier usuario demo.`);
    }
    console.info(`[mock-api] tokens: ${env.authEmulatorHost ? `emulador de Auth en ${env.authEmulatorHost}` : 'Firebase real'}, proyecto ${env.projectId}`);
  });
  server.on('error', (err) => {
    console.error(`[mock-api] no se pudo abrir el puerto ${env.port}: ${err.message}`);
    process.exit(1);
  });
  // Expire stale requests and remind their authors: now, then every minute (idempotent).
  startSweeps(alertsOf(app), SWEEP_INTERVAL_MS);
  // Close and exit (open streams are ended first, else they would hold the server open). Every change
  // is committed before it is answered, so there is nothing to wait for but the connection's close
  // (which folds the WAL into the file); a kill loses only changes nobody was told were saved.
  const stop = () => {
    alertsOf(app).hub.closeAll();
    server.close(() => {
      store.close();
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

start();

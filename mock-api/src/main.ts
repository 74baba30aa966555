import fs from 'node:fs';
import { CAPABILITIES } from '@lotengo/shared/contracts';
import { registryVersions } from './routes/release-versions';
import { registryCallers } from './telemetry/deploy-credentials';
import { startSweeps } from './alerts/sweep';
import { alertsOf, createApp } from './app';
import { firebaseVerifier } from './auth/verifier';
import { readEnv } from './config';
import { createApiServer } from './http/server';
import { DbUnreadableError, Store } from './db/store';
import { writeSeed, writeSupportFiles } from './seed/write-seed';
import { MailSender } from './mail/sender';
import { MailSettingsError, readMailSettings, type MailSettings } from './mail/settings';
import { smtpTransport } from './mail/transport';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
const SWEEP_INTERVAL_MS = 60_000;
/** How long a stop waits for the mail being sent before it closes the database. */
const MAIL_STOP_WAIT_MS = 10_000;

function start() {
  const env = readEnv();
  // firebase-admin reads this variable when it verifies a token: the emulator unless explicitly emptied.
  if (env.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = env.authEmulatorHost;
  else delete process.env.FIREBASE_AUTH_EMULATOR_HOST;

  let mail: MailSettings;
  try {
    // Outside local every SMTP setting must be given: a missing one is a refusal naming it, before anything starts.
    mail = readMailSettings(process.env, { apiPort: env.port, shellPort: Number(process.env.SHELL_PORT) || undefined });
  } catch (err) {
    if (!(err instanceof MailSettingsError)) throw err;
    console.error(`[mock-api] NO se inicia: ${err.message}`);
    process.exit(1);
  }

  const targets = { dbFile: env.dbFile, emulatorSeedDir: env.emulatorSeedDir, publicDir: env.publicDir };
  if (!fs.existsSync(env.dbFile)) {
    // Only when there is no file at all: an unreadable file is never replaced (it may hold user data).
    const state = writeSeed(targets);
    console.info(
      `[mock-api] base nueva sembrada en ${env.dbFile} (${state.houseRequests.length} solicitudes, ` +
        `${state.properties.length} propiedades)`,
    );
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
      // The telemetry summary is for deployers and admins: the pointer service says who is one.
      deployCredentials: process.env.REGISTRY_URL ? registryCallers(process.env.REGISTRY_URL) : undefined,
      logger: process.env.API_LOG !== '0',
      contractCheck: env.contractCheck,
      referencePage: env.referencePage,
      capabilities: env.capabilities,
      mail,
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
      console.warn(
        `[mock-api] ATENCIÓN: API_HOST=${env.host} abre la API a la red y el emulador de Auth acepta tokens sin ` +
          `firma: cualquiera en la red puede actuar como cualquier usuario demo.`,
      );
    }
    if (env.capabilities.length < CAPABILITIES.length)
      console.info(
        `[mock-api] MOCK_CAPABILITIES: declara ${env.capabilities.join(', ') || 'solo las llamadas originales'}; ` +
          'las demás llamadas responden 404',
      );
    console.info(
      `[mock-api] tokens: ${env.authEmulatorHost ? `emulador de Auth en ${env.authEmulatorHost}` : 'Firebase real'}, ` +
        `proyecto ${env.projectId}`,
    );
  });
  server.on('error', (err) => {
    console.error(`[mock-api] no se pudo abrir el puerto ${env.port}: ${err.message}`);
    process.exit(1);
  });
  // The mail outbox's sender: woken by every change that queued a mail, and polling for retries.
  const sender = new MailSender({ store, transport: smtpTransport(mail.smtp), settings: mail });
  alertsOf(app).onMailQueued = () => sender.wake();
  // GET /health shows whether mail goes out (paused after a refused login, with why and until when).
  alertsOf(app).mailHealth = () => sender.health();
  sender.start();
  const smtp = `${mail.smtp.host}:${mail.smtp.port}`;
  console.info(`[mock-api] e-mails por SMTP a ${smtp} (${mail.environment}), con enlaces a ${mail.siteUrl}`);
  // Expire stale requests and remind their authors, queue the daily summaries: now, then every minute (idempotent).
  startSweeps(alertsOf(app), SWEEP_INTERVAL_MS);
  // Close and exit (open streams are ended first, else they would hold the server open). Every change
  // is committed before it is answered, so there is nothing to wait for but the mail being sent (at
  // most MAIL_STOP_WAIT_MS: one still going then is pending and goes on the next start, as the same
  // message) and the connection's close (which folds the WAL into the file); a kill loses only changes
  // nobody was told were saved.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    alertsOf(app).hub.closeAll();
    void sender.stop(MAIL_STOP_WAIT_MS).then(() =>
      server.close(() => {
        store.close();
        process.exit(0);
      }),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

start();

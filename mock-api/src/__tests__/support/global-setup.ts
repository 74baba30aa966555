import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { demoUser, DEMO_PASSWORD, type DemoUserKey } from '../../seed/demo-users';
import { writeEmulatorExport } from '../../seed/emulator-export';
import {
  CONTEXT_ENV,
  FRESH_ACCOUNTS,
  SIGNED_IN_DEMO,
  TEST_PROJECT_ID,
  type TestAccount,
  type TestContext,
} from './context';

const REPO = path.resolve(__dirname, '../../../..');
/** The committed config (auth 19099); a copy with free ports is used when another run holds them. */
const CONFIG = path.join(__dirname, 'firebase.json');

interface EmulatorPorts {
  auth: number;
  hub: number;
  logging: number;
}

declare global {
  var __MOCK_API_EMULATOR__: { pid: number; dir: string } | undefined;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(json.error ?? json)}`);
  return json;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The committed firebase.json when its ports are free; otherwise (e.g. a teammate's `npm run
 * test:unit` is running this same suite) a temp copy with free ports, so two runs never collide.
 */
async function chooseConfig(dir: string): Promise<{ configPath: string; ports: EmulatorPorts }> {
  const config = JSON.parse(fs.readFileSync(CONFIG, 'utf8'));
  const committed: EmulatorPorts = {
    auth: config.emulators.auth.port,
    hub: config.emulators.hub.port,
    logging: config.emulators.logging.port,
  };
  const free = await Promise.all(Object.values(committed).map(canListen));
  if (free.every(Boolean)) return { configPath: CONFIG, ports: committed };
  const ports: EmulatorPorts = { auth: await freePort(), hub: await freePort(), logging: await freePort() };
  config.emulators.auth.port = ports.auth;
  config.emulators.hub.port = ports.hub;
  config.emulators.logging.port = ports.logging;
  const configPath = path.join(dir, 'firebase.json');
  fs.writeFileSync(configPath, JSON.stringify(config, null, 2));
  return { configPath, ports };
}

async function waitForEmulator(child: ReturnType<typeof spawn>, logFile: string, authHost: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`El emulador de Auth terminó al iniciar:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      const res = await fetch(`http://${authHost}/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`El emulador de Auth no respondió en 60 s:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
}

/**
 * The emulator answers HTTP before its --import is loaded (firebase-tools imports once every emulator has
 * started): a demo sign-in then fails with EMAIL_NOT_FOUND (seen once, on an idle machine). Retry until
 * the seeded account is there.
 */
async function waitForImport(signInUrl: string, email: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(signInUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    });
    if (res.ok) return;
    const text = await res.text();
    if (!text.includes('EMAIL_NOT_FOUND') || Date.now() > deadline)
      throw new Error(`El emulador de Auth no cargó las cuentas de la semilla: ${res.status} ${text.slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Starts the REAL Firebase Auth emulator with the seed's account export (so demo users sign in with
 * the demo password, and the Google one through signInWithIdp), creates fresh accounts, and hands
 * real ID tokens to the test files.
 */
export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-mock-api-test-'));
  const { configPath, ports } = await chooseConfig(dir);
  const authHost = `127.0.0.1:${ports.auth}`;
  const IDENTITY = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
  const seedDate = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  writeEmulatorExport(path.join(dir, 'emulator-seed'), Date.parse(`${seedDate}T00:00:00Z`));
  const logFile = path.join(dir, 'emulator.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(
    path.join(REPO, 'node_modules/.bin/firebase'),
    [
      'emulators:start',
      '--only',
      'auth',
      '--project',
      TEST_PROJECT_ID,
      '--config',
      configPath,
      '--import',
      path.join(dir, 'emulator-seed'),
    ],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', out, out],
      env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' },
    },
  );
  fs.closeSync(out);
  globalThis.__MOCK_API_EMULATOR__ = { pid: child.pid!, dir };
  await waitForEmulator(child, logFile, authHost);
  await waitForImport(
    `${IDENTITY}/accounts:signInWithPassword?key=any`,
    demoUser[SIGNED_IN_DEMO.find((k) => demoUser[k as DemoUserKey].provider !== 'google.com') as DemoUserKey].email,
  );

  const accounts: Partial<Record<string, TestAccount>> = {};
  for (const key of SIGNED_IN_DEMO) {
    const user = demoUser[key as DemoUserKey];
    if (user.provider === 'google.com') {
      const idToken = JSON.stringify({ sub: user.googleSub, email: user.email, email_verified: true });
      const r = await post<{ idToken: string; localId: string }>(`${IDENTITY}/accounts:signInWithIdp?key=any`, {
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      });
      accounts[key] = { uid: r.localId, email: user.email, idToken: r.idToken };
    } else {
      const r = await post<{ idToken: string; localId: string }>(`${IDENTITY}/accounts:signInWithPassword?key=any`, {
        email: user.email,
        password: DEMO_PASSWORD,
        returnSecureToken: true,
      });
      accounts[key] = { uid: r.localId, email: user.email, idToken: r.idToken };
    }
  }
  for (const key of FRESH_ACCOUNTS) {
    const email = `${key}.${Date.now().toString(36)}@lotengo.test`;
    const r = await post<{ idToken: string; localId: string }>(`${IDENTITY}/accounts:signUp?key=any`, {
      email,
      password: 'Prueba-2026!',
      returnSecureToken: true,
    });
    accounts[key] = { uid: r.localId, email, idToken: r.idToken };
  }

  const context: TestContext = {
    projectId: TEST_PROJECT_ID,
    authEmulatorHost: authHost,
    seedDate,
    accounts: accounts as TestContext['accounts'],
  };
  const contextFile = path.join(dir, 'context.json');
  fs.writeFileSync(contextFile, JSON.stringify(context));
  // Inherited by the test workers (spawned after global setup).
  process.env[CONTEXT_ENV] = contextFile;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
}

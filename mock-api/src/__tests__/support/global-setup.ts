import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoUser, DEMO_PASSWORD, type DemoUserKey } from '../../seed/demo-users';
import { writeEmulatorExport } from '../../seed/emulator-export';
import { CONTEXT_ENV, FRESH_ACCOUNTS, SIGNED_IN_DEMO, TEST_PROJECT_ID, type TestAccount, type TestContext } from './context';

const REPO = path.resolve(__dirname, '../../../..');
const CONFIG = path.join(__dirname, 'firebase.json');
const AUTH_PORT: number = JSON.parse(fs.readFileSync(CONFIG, 'utf8')).emulators.auth.port;
const AUTH_HOST = `127.0.0.1:${AUTH_PORT}`;
const IDENTITY = `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1`;

declare global {
  var __MOCK_API_EMULATOR__: { pid: number; dir: string } | undefined;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`${url} → ${res.status} ${JSON.stringify(json.error ?? json)}`);
  return json;
}

async function waitForEmulator(child: ReturnType<typeof spawn>, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El emulador de Auth terminó al iniciar:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      const res = await fetch(`http://${AUTH_HOST}/`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`El emulador de Auth no respondió en 60 s:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
}

async function portInUse(): Promise<boolean> {
  try {
    await fetch(`http://${AUTH_HOST}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the REAL Firebase Auth emulator with the seed's account export (so demo users sign in with
 * the demo password, and the Google one through signInWithIdp), creates fresh accounts, and hands
 * real ID tokens to the test files.
 */
export default async function globalSetup(): Promise<void> {
  if (await portInUse()) throw new Error(`El puerto ${AUTH_PORT} ya está en uso: detén el emulador que quedó de otra corrida.`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-mock-api-test-'));
  const seedDate = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  writeEmulatorExport(path.join(dir, 'emulator-seed'), Date.parse(`${seedDate}T00:00:00Z`));
  const logFile = path.join(dir, 'emulator.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(
    path.join(REPO, 'node_modules/.bin/firebase'),
    ['emulators:start', '--only', 'auth', '--project', TEST_PROJECT_ID, '--config', CONFIG, '--import', path.join(dir, 'emulator-seed')],
    { cwd: dir, detached: true, stdio: ['ignore', out, out], env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1' } },
  );
  fs.closeSync(out);
  globalThis.__MOCK_API_EMULATOR__ = { pid: child.pid!, dir };
  await waitForEmulator(child, logFile);

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
      const r = await post<{ idToken: string; localId: string }>(`${IDENTITY}/accounts:signInWithPassword?key=any`, { email: user.email, password: DEMO_PASSWORD, returnSecureToken: true });
      accounts[key] = { uid: r.localId, email: user.email, idToken: r.idToken };
    }
  }
  for (const key of FRESH_ACCOUNTS) {
    const email = `${key}.${Date.now().toString(36)}@lotengo.test`;
    const r = await post<{ idToken: string; localId: string }>(`${IDENTITY}/accounts:signUp?key=any`, { email, password: 'Prueba-2026!', returnSecureToken: true });
    accounts[key] = { uid: r.localId, email, idToken: r.idToken };
  }

  const context: TestContext = { projectId: TEST_PROJECT_ID, authEmulatorHost: AUTH_HOST, seedDate, accounts: accounts as TestContext['accounts'] };
  const contextFile = path.join(dir, 'context.json');
  fs.writeFileSync(contextFile, JSON.stringify(context));
  // Inherited by the test workers (spawned after global setup).
  process.env[CONTEXT_ENV] = contextFile;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_HOST;
}

/**
 * What the benches share to run the product: free ports, an environment that measures the mock, and
 * the production stack on a fresh temporary database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isPortFree } from '../lib/net';
import { startStack, type ServiceName, type Stack, type StackOptions } from '../stack';

/** The caller's real backend, Firebase project or remote URLs must not leak in: a bench measures the mock. */
export function benchEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    API_URL: '',
    FIREBASE_AUTH_EMULATOR_HOST: undefined,
    FIREBASE_STORAGE_BUCKET: '',
    MF_REQUESTS_URL: '',
    MF_PROPERTIES_URL: '',
    MF_INBOX_URL: '',
    MF_ACCOUNT_URL: '',
  };
}

/** Nine consecutive free ports from `base` (five apps, API, Auth emulator + hub + logging). */
export async function freePorts(base: number): Promise<Record<ServiceName, number>> {
  for (let b = base; b < base + 400; b += 10) {
    const all = Array.from({ length: 9 }, (_, i) => b + i);
    const free = await Promise.all(all.map((p) => isPortFree(p)));
    if (free.every(Boolean)) {
      return {
        shell: b,
        mf_requests: b + 1,
        mf_properties: b + 2,
        mf_inbox: b + 3,
        mf_account: b + 4,
        api: b + 5,
        auth: b + 6,
      };
    }
  }
  throw new Error(`No hay puertos libres desde ${base}; usa BENCH_PORT_BASE`);
}

/**
 * Runs `measure` against the production stack on `ports` with a fresh temporary database, then stops
 * it and removes the database. On failure the stack's last log lines go to stderr: they say why.
 */
export async function withBenchStack<T>(
  opts: { ports: Record<ServiceName, number>; tmpPrefix: string; seed?: StackOptions['seed'] },
  measure: (stack: Stack) => Promise<T>,
): Promise<T> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), opts.tmpPrefix));
  const logs: string[] = [];
  let stack: Stack | null = null;
  try {
    stack = await startStack({
      mode: 'static',
      ports: opts.ports,
      env: benchEnv(),
      dbFile: path.join(tmp, 'db.sqlite'),
      uploadsDir: path.join(tmp, 'uploads'),
      ...(opts.seed ? { seed: opts.seed } : {}),
      authStateDir: null,
      handleSignals: false,
      sink: (source, line) => logs.push(`${source}: ${line}`),
    });
    return await measure(stack);
  } catch (err) {
    process.stderr.write(`${logs.slice(-40).join('\n')}\n`);
    throw err;
  } finally {
    if (stack) await stack.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

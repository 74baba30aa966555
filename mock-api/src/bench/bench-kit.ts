import { parseArgs } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { API_BASE_PATH } from '@lotengo/shared/contracts';
import { createApp, type AppOptions } from '../app';
import type { TokenVerifier } from '../auth/verifier';
import { writeDbFile } from '../db/export';
import { Store } from '../db/store';
import { createApiServer } from '../http/server';
import { registeredDemoUsers } from '../seed/demo-users';
import { generateSeed } from '../seed/generate';

/** `--name N` from the command line, a positive integer (the other options are the bench's own). */
export function arg(name: string, fallback: number): number {
  const key = name.replace(/^--/, '');
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { [key]: { type: 'string' } },
    strict: false,
    allowPositionals: true,
  });
  const raw = values[key];
  const v = key in values ? Number(typeof raw === 'string' ? raw : NaN) : fallback;
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} debe ser un entero positivo`);
  return v;
}

/** Nearest-rank percentile of an ascending list. */
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
export const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** Milliseconds until a call's whole answer arrived; an answer that is not 2xx stops the benchmark. */
export async function time(call: () => Promise<Response>): Promise<number> {
  const t0 = performance.now();
  const res = await call();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`respuesta ${res.status}`);
  return performance.now() - t0;
}

/** Tokens are the demo users' uids: token checks are not what the benchmarks measure. */
export const standInVerifier: TokenVerifier = {
  verify: async (token) => {
    const user = registeredDemoUsers.find((u) => u.uid === token);
    if (!user) throw new Error('token desconocido');
    return { uid: user.uid, email: user.email, emailVerified: true, provider: 'password' };
  },
};

/** A seeded world of the given size in a temp folder, served by the real app on a free port. */
export async function benchWorld(size: { requests: number; properties: number }, options: Partial<AppOptions> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-bench-'));
  const dbFile = path.join(dir, 'db.sqlite');
  writeDbFile(dbFile, generateSeed({ ...size, date: new Date().toISOString().slice(0, 10) }));
  const store = new Store(dbFile);
  const app = createApp({
    store,
    verifier: standInVerifier,
    uploadsDir: path.join(dir, 'uploads'),
    log: () => undefined,
    // The benches time the API, not the contract check (about 1 ms per 100 KB answer: docs/api/README.md).
    contractCheck: 'off',
    ...options,
  });
  const server = createApiServer(app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    store,
    app,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_BASE_PATH}`,
    close() {
      server.closeAllConnections();
      server.close();
      store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Times both match calls with a big world: `npm run bench:matches [-- --requests 10000 --properties 2000 --rounds 30]`.
 * Seeds a temporary db with the seed generator (the same one `npm run seed -- --requests N --properties N`
 * uses), serves the real app on a free port and calls, over HTTP, for every registered demo user:
 *   GET /property/match-property/{userCode}          (a seeker's matches)
 *   GET /house-request/match-house-request/{userCode} (an owner's matches)
 * Tokens are checked by a stand-in verifier (the token is the uid): token checks are not what is measured.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { API_BASE_PATH, apiPaths, buildPath } from '@lotengo/shared/contracts';
import { createApp } from '../app';
import type { TokenVerifier } from '../auth/verifier';
import { writeDbFile } from '../db/atomic-file-adapter';
import { Store } from '../db/store';
import { registeredDemoUsers } from '../seed/demo-users';
import { generateSeed } from '../seed/generate';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} debe ser un entero positivo`);
  return v;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function main() {
  const requests = arg('--requests', 10_000);
  const properties = arg('--properties', 2_000);
  const rounds = arg('--rounds', 30);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-bench-matches-'));
  const dbFile = path.join(dir, 'db.json');
  writeDbFile(dbFile, generateSeed({ requests, properties, date: '2026-06-15' }));
  const store = new Store(dbFile);
  const verifier: TokenVerifier = {
    verify: async (token) => {
      const user = registeredDemoUsers.find((u) => u.uid === token);
      if (!user) throw new Error('token desconocido');
      return { uid: user.uid, email: user.email, provider: 'password' };
    },
  };
  const app = createApp({ store, verifier, uploadsDir: path.join(dir, 'uploads'), log: () => undefined });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_BASE_PATH}`;

  const call = async (pattern: string, uid: string, userCode: number) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${buildPath(pattern, { userCode })}`, { headers: { authorization: `Bearer ${uid}` } });
    const body = (await res.json()) as { total: number; nearTotal: number; groups: unknown[] };
    if (!res.ok) throw new Error(`${pattern}: respuesta ${res.status}`);
    return { ms: performance.now() - t0, body };
  };

  const calls = [
    { name: 'match-property (vendedores para mis solicitudes)', pattern: apiPaths.propertyMatches },
    { name: 'match-house-request (solicitantes para mis propiedades)', pattern: apiPaths.houseRequestMatches },
  ];
  console.info(`db: ${store.state.houseRequests.length} solicitudes, ${store.state.properties.length} propiedades, ${registeredDemoUsers.length} usuarios; ${rounds} rondas por usuario`);
  for (const { name, pattern } of calls) {
    // Warm-up (JIT, first JSON encodes) is not part of the figures.
    for (const u of registeredDemoUsers) await call(pattern, u.uid, u.userCode);
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < rounds; i++) {
      for (const u of registeredDemoUsers) {
        const { ms, body } = await call(pattern, u.uid, u.userCode);
        times.push(ms);
        if (i === 0) found += body.total + body.nearTotal;
      }
    }
    times.sort((a, b) => a - b);
    console.info(`${name}: ${times.length} llamadas, p50 ${fmt(pct(times, 50))}, p95 ${fmt(pct(times, 95))}, máx ${fmt(times[times.length - 1]!)} (${found} coincidencias en total para los ${registeredDemoUsers.length} usuarios)`);
  }
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

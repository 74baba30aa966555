/**
 * Measures write latency with a large db: `npm run bench:latency -w mock-api -- [--requests 10000] [--writes 300]`.
 * In-process server on a free port, real atomic file adapter on a temp db; tokens are checked by a
 * stand-in verifier (token verification is not what is measured: the durable write path is).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import type { TokenVerifier } from '../auth/verifier';
import { writeDbFile } from '../db/export';
import { Store } from '../db/store';
import { demoUser } from '../seed/demo-users';
import { generateSeed } from '../seed/generate';
import { arg, time } from './bench-kit';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function main() {
  const requests = arg('--requests', 10_000);
  const writes = arg('--writes', 300);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-bench-'));
  const dbFile = path.join(dir, 'db.sqlite');
  writeDbFile(dbFile, generateSeed({ requests, date: '2026-06-15' }));
  const store = new Store(dbFile);
  const initial = store.houseRequests.size();
  const initialSize = fs.statSync(dbFile).size;
  const verifier: TokenVerifier = {
    verify: async () => ({
      uid: demoUser.lucia.uid,
      email: demoUser.lucia.email,
      emailVerified: true,
      provider: 'password',
    }),
  };
  // The benches time the API, not the contract check (docs/api/README.md).
  const app = createApp({
    store,
    verifier,
    uploadsDir: path.join(dir, 'uploads'),
    log: () => undefined,
    contractCheck: 'off',
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mvp`;
  const headers = { 'content-type': 'application/json', authorization: 'Bearer bench' };
  const body = (n: number) =>
    JSON.stringify({
      referenceAddress: `Referencia ${n}`,
      ubigeoId: 150122,
      numberBedrooms: 2,
      numberBathrooms: 1,
      numberParkinglot: 1,
      tpropertyId: 2,
      tprocessId: 2,
      costInit: 800,
      costEnd: 1500,
      numberCommonArea: 1,
      isTerraza: '0',
      userCode: 1,
    });

  for (let i = 0; i < 10; i++)
    await time(() =>
      fetch(`${base}/house-request/houserequest-registration`, { method: 'POST', headers, body: body(i) }),
    );
  const sequential: number[] = [];
  for (let i = 0; i < writes; i++)
    sequential.push(
      await time(() =>
        fetch(`${base}/house-request/houserequest-registration`, { method: 'POST', headers, body: body(i) }),
      ),
    );
  sequential.sort((a, b) => a - b);

  const concurrentStart = performance.now();
  const concurrent: number[] = [];
  await Promise.all(
    Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; i < Math.ceil(writes / 8); i++)
        concurrent.push(
          await time(() =>
            fetch(`${base}/contact/messages`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ firstName: 'A', lastName: 'B', email: 'a@b.cd', message: `m${w}-${i}` }),
            }),
          ),
        );
    }),
  );
  const concurrentSecs = (performance.now() - concurrentStart) / 1000;
  concurrent.sort((a, b) => a - b);

  const search: number[] = [];
  for (let i = 0; i < 100; i++)
    search.push(
      await time(() =>
        fetch(`${base}/house-request`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ubigeoId: 150000, tprocessId: 2, priceMin: 1000, priceMax: 3000, pageSize: 12 }),
        }),
      ),
    );
  search.sort((a, b) => a - b);

  console.info(`db inicial: ${initial} solicitudes, ${(initialSize / 1_048_576).toFixed(1)} MB`);
  console.info(
    `POST secuencial (${writes}): p50 ${fmt(pct(sequential, 50))}, p95 ${fmt(pct(sequential, 95))}, máx ` +
      `${fmt(sequential[sequential.length - 1]!)}`,
  );
  console.info(
    `POST con 8 en paralelo (${concurrent.length}): p50 ${fmt(pct(concurrent, 50))}, p95 ` +
      `${fmt(pct(concurrent, 95))}, ${(concurrent.length / concurrentSecs).toFixed(0)} escrituras/s`,
  );
  console.info(`transacciones: ${store.writes} para ${writes + 10 + concurrent.length} POST (una por cambio)`);
  console.info(`Búsqueda filtrada (100): p50 ${fmt(pct(search, 50))}, p95 ${fmt(pct(search, 95))}`);
  server.close();
  store.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

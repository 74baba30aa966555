/**
 * What a telemetry report costs with a large db: `npm run bench:telemetry -w mock-api -- [--requests 10000] [--reports 2000]`.
 * In-process server on a free port over a seeded temp db, behind one trusted proxy so each report names
 * its client. Reports (page loads and errors from `--reports` distinct clients, then one client's burst)
 * against a POST that writes the db (a contact message), in the same run: the ratio is the point, not
 * the milliseconds. Also counts the db's writes (0 for reports) and the counters' snapshots.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp, telemetryOf } from '../app';
import type { TokenVerifier } from '../auth/verifier';
import { writeDbFile } from '../db/atomic-file-adapter';
import { Store } from '../db/store';
import { generateSeed } from '../seed/generate';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} debe ser un entero positivo`);
  return v;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const V = 'bench01-0000000001';

async function main() {
  const requests = arg('--requests', 10_000);
  const reports = arg('--reports', 2000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-bench-telemetry-'));
  const dbFile = path.join(dir, 'db.json');
  writeDbFile(dbFile, generateSeed({ requests, date: '2026-06-15' }));
  const store = new Store(dbFile);
  const verifier: TokenVerifier = { verify: async () => Promise.reject(new Error('sin tokens en este banco')) };
  const app = createApp({ store, verifier, uploadsDir: path.join(dir, 'uploads'), trustProxy: 1, log: () => undefined });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mvp`;
  const post = (p: string, body: object, from: string) =>
    fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) });
  const time = async (fn: () => Promise<Response>) => {
    const t0 = performance.now();
    const res = await fn();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`respuesta ${res.status}`);
    return performance.now() - t0;
  };
  const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  try {
    const dbWritesBefore = store.writes;
    const loads: number[] = [];
    const errors: number[] = [];
    for (let i = 0; i < reports; i += 1) {
      loads.push(await time(() => post('/telemetry/page-loads', { versions: { 'mf-inbox': V, shell: V } }, address(i))));
      errors.push(await time(() => post('/telemetry/remote-errors', { app: 'mf-inbox', version: V, kind: 'render', path: '/page/buzon' }, address(i))));
    }
    for (let i = 0; i < 29; i += 1) await time(() => post('/telemetry/remote-errors', { app: 'mf-inbox', version: V, kind: 'load', path: '/page/buzon' }, address(0)));
    const dbWritesByReports = store.writes - dbWritesBefore;
    const contact: number[] = [];
    for (let i = 0; i < 200; i += 1) contact.push(await time(() => post('/contact/messages', { firstName: 'A', lastName: 'B', email: 'a@b.cd', message: `m${i}` }, address(i))));
    [loads, errors, contact].forEach((l) => l.sort((a, b) => a - b));
    telemetryOf(app).flush();
    const row = telemetryOf(app).rowsOf('mf-inbox')[0]!;
    console.info(`db: ${requests} solicitudes, ${(fs.statSync(dbFile).size / 1_048_576).toFixed(1)} MB; carga ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    console.info(`carga de página (${reports}, un cliente distinto cada una): p50 ${fmt(pct(loads, 50))}, p95 ${fmt(pct(loads, 95))}`);
    console.info(`error de remoto (${reports}, más 29 del primer cliente: su límite de 30 por minuto): p50 ${fmt(pct(errors, 50))}, p95 ${fmt(pct(errors, 95))}`);
    console.info(`POST que escribe la db (mensaje de contacto, 200): p50 ${fmt(pct(contact, 50))}, p95 ${fmt(pct(contact, 95))} → un reporte cuesta ${(pct(errors, 50) / pct(contact, 50)).toFixed(2)}× (p50)`);
    console.info(`escrituras de db.json por ${2 * reports + 29} reportes: ${dbWritesByReports}; instantáneas de contadores: ${telemetryOf(app).writes} (${(fs.statSync(`${dbFile.replace(/\.json$/, '')}.telemetry.json`).size / 1024).toFixed(1)} KB)`);
    console.info(`contados: ${row.clients} clientes con carga, ${row.errors} con errores (render ${row.renderErrors}, carga ${row.loadErrors})`);
  } finally {
    telemetryOf(app).close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

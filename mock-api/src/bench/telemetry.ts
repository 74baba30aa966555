/**
 * What a telemetry report costs with a large db: `npm run bench:telemetry -w mock-api -- [--requests 10000] [--reports
 * 2000]`. In-process server on a free port over a seeded temp db, behind one trusted proxy so each report names its
 * client. Reports (page loads and errors from `--reports` distinct clients, then one client's burst) against a POST
 * that writes the db (a contact message), in the same run: the ratio is the point, not the milliseconds. Each report is
 * one small transaction of the db (table telemetryVersions).
 */
import fs from 'node:fs';
import os from 'node:os';
import { telemetryOf } from '../app';
import { arg, benchWorld, pct, time } from './bench-kit';

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const V = 'bench01-0000000001';

async function main() {
  const requests = arg('--requests', 10_000);
  const reports = arg('--reports', 2000);
  const world = await benchWorld({ requests, properties: 48 }, { trustProxy: 1 });
  const { store, app, base } = world;
  const dbFile = store.file;
  const post = (p: string, body: object, from: string) =>
    fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });
  const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  try {
    const dbWritesBefore = store.writes;
    const loads: number[] = [];
    const errors: number[] = [];
    for (let i = 0; i < reports; i += 1) {
      loads.push(
        await time(() => post('/telemetry/page-loads', { versions: { 'mf-inbox': V, shell: V } }, address(i))),
      );
      errors.push(
        await time(() =>
          post(
            '/telemetry/remote-errors',
            { app: 'mf-inbox', version: V, kind: 'render', path: '/page/buzon' },
            address(i),
          ),
        ),
      );
    }
    for (let i = 0; i < 29; i += 1)
      await time(() =>
        post(
          '/telemetry/remote-errors',
          { app: 'mf-inbox', version: V, kind: 'load', path: '/page/buzon' },
          address(0),
        ),
      );
    const dbWritesByReports = store.writes - dbWritesBefore;
    const contact: number[] = [];
    for (let i = 0; i < 200; i += 1)
      contact.push(
        await time(() =>
          post('/contact/messages', { firstName: 'A', lastName: 'B', email: 'a@b.cd', message: `m${i}` }, address(i)),
        ),
      );
    [loads, errors, contact].forEach((l) => l.sort((a, b) => a - b));
    const row = telemetryOf(app).rowsOf('mf-inbox')[0]!;
    console.info(
      `db: ${requests} solicitudes, ${(fs.statSync(dbFile).size / 1_048_576).toFixed(1)} MB; carga ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.info(
      `carga de página (${reports}, un cliente distinto cada una): p50 ${fmt(pct(loads, 50))}, p95 ` +
        `${fmt(pct(loads, 95))}`,
    );
    console.info(
      `error de remoto (${reports}, más 29 del primer cliente: su límite de 30 por minuto): p50 ` +
        `${fmt(pct(errors, 50))}, p95 ${fmt(pct(errors, 95))}`,
    );
    console.info(
      `POST que escribe la db (mensaje de contacto, 200): p50 ${fmt(pct(contact, 50))}, p95 ${fmt(pct(contact, 95))} ` +
        `→ un reporte cuesta ${(pct(errors, 50) / pct(contact, 50)).toFixed(2)}× (p50)`,
    );
    console.info(`transacciones de ${2 * reports + 29} reportes: ${dbWritesByReports}`);
    console.info(
      `contados: ${row.clients} clientes con carga, ${row.errors} con errores (render ${row.renderErrors}, ` +
        `carga ${row.loadErrors})`,
    );
  } finally {
    world.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

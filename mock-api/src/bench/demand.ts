/**
 * Times the demand figures with a big world: `npm run bench:demand [-- --requests 10000 --properties 2000 --rounds
 * 20]`. Seeds a temporary db with the seed generator (as bench:matches does), serves the real app on a free port and
 * calls, over HTTP and without a session, for a spread of places (all Peru, a department, a province, districts) ×
 * operation (any, rent, buy):
 *   GET /demand/summary   (the "Demanda" page)
 *   GET /demand/property  (the publish form's panel)
 *   GET /demand/supply    (the request form's panel)
 * Prints p50/p95/max per call and exits 1 when a p95 is above --max-p95 (default 100 ms).
 */
import os from 'node:os';
import { API_BASE_PATH, PROCESS_BUY, PROCESS_RENT } from '@lotengo/shared/contracts';
import { demandApiPaths } from '@lotengo/shared/contracts/demand';
import { arg, benchWorld, fmt, pct } from './bench-kit';

const PLACES = [0, 150000, 150100, 150122, 150131, 150140, 40000, 40101, 130101];
const DISTRICTS = [150122, 150131, 150140, 150104, 40101, 130101];

async function main() {
  const requests = arg('--requests', 10_000);
  const properties = arg('--properties', 2_000);
  const rounds = arg('--rounds', 20);
  const maxP95 = arg('--max-p95', 100);
  const { store, base, close } = await benchWorld({ requests, properties });
  const origin = base.slice(0, -API_BASE_PATH.length);

  const call = async (path: string, query: Record<string, number>) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const t0 = performance.now();
    const res = await fetch(`${origin}${API_BASE_PATH}${path}?${qs}`);
    await res.json();
    if (!res.ok) throw new Error(`${path}?${qs}: respuesta ${res.status}`);
    return performance.now() - t0;
  };

  const cases = [
    {
      name: 'summary (página Demanda)',
      path: demandApiPaths.summary,
      queries: PLACES.flatMap((ubigeoId) =>
        [0, PROCESS_RENT, PROCESS_BUY].map((tprocessId) => ({ ubigeoId, tprocessId, tpropertyId: 0 })),
      ),
    },
    {
      name: 'property (panel al publicar)',
      path: demandApiPaths.property,
      queries: DISTRICTS.flatMap((ubigeoId) => [
        { ubigeoId, tprocessId: PROCESS_RENT, tpropertyId: 2, price: 1500 },
        { ubigeoId, tprocessId: PROCESS_BUY, tpropertyId: 1, price: 250000 },
      ]),
    },
    {
      name: 'supply (panel al pedir)',
      path: demandApiPaths.supply,
      queries: DISTRICTS.flatMap((ubigeoId) => [
        {
          ubigeoId,
          tprocessId: PROCESS_RENT,
          tpropertyId: 2,
          costInit: 1000,
          costEnd: 1800,
          numberBedrooms: 2,
          numberBathrooms: 1,
          numberParkinglot: 1,
        },
        {
          ubigeoId,
          tprocessId: PROCESS_BUY,
          tpropertyId: 1,
          costInit: 150000,
          costEnd: 300000,
          numberBedrooms: 3,
          numberBathrooms: 2,
          numberParkinglot: 1,
        },
      ]),
    },
  ];
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.info(
    `db: ${store.houseRequests.size()} solicitudes, ${store.properties.size()} propiedades; ${rounds} rondas; ` +
      `carga (uptime): ${load}`,
  );
  let failed = false;
  for (const { name, path, queries } of cases) {
    for (const q of queries) await call(path, q); // warm-up
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) for (const q of queries) times.push(await call(path, q));
    times.sort((a, b) => a - b);
    const p95 = pct(times, 95);
    if (p95 > maxP95) failed = true;
    console.info(
      `${name}: ${times.length} llamadas, p50 ${fmt(pct(times, 50))}, p95 ${fmt(p95)}, máx ` +
        `${fmt(times[times.length - 1]!)}${p95 > maxP95 ? ` — por encima de ${maxP95} ms` : ''}`,
    );
  }
  console.info(
    `carga al terminar: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  close();
  if (failed) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});

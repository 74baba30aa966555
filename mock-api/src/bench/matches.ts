/**
 * Times both match calls with a big world: `npm run bench:matches [-- --requests 10000 --properties 2000 --rounds 30]`.
 * Seeds a temporary db with the seed generator (the same one `npm run seed -- --requests N --properties N`
 * uses), serves the real app on a free port and calls, over HTTP, for every registered demo user:
 *   GET /property/match-property/{userCode}          (a seeker's matches)
 *   GET /house-request/match-house-request/{userCode} (an owner's matches)
 * Tokens are checked by a stand-in verifier (the token is the uid): token checks are not what is measured.
 */
import { apiPaths, buildPath } from '@lotengo/shared/contracts';
import { registeredDemoUsers } from '../seed/demo-users';
import { arg, benchWorld, fmt, pct } from './bench-kit';

async function main() {
  const requests = arg('--requests', 10_000);
  const properties = arg('--properties', 2_000);
  const rounds = arg('--rounds', 30);
  const { store, base, close } = await benchWorld({ requests, properties });

  const call = async (pattern: string, uid: string, userCode: number) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${buildPath(pattern, { userCode })}`, {
      headers: { authorization: `Bearer ${uid}` },
    });
    const body = (await res.json()) as { total: number; nearTotal: number; groups: unknown[] };
    if (!res.ok) throw new Error(`${pattern}: respuesta ${res.status}`);
    return { ms: performance.now() - t0, body };
  };

  const calls = [
    { name: 'match-property (vendedores para mis solicitudes)', pattern: apiPaths.propertyMatches },
    { name: 'match-house-request (solicitantes para mis propiedades)', pattern: apiPaths.houseRequestMatches },
  ];
  console.info(
    `db: ${store.houseRequests.size()} solicitudes, ${store.properties.size()} propiedades, ` +
      `${registeredDemoUsers.length} usuarios; ${rounds} rondas por usuario`,
  );
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
    console.info(
      `${name}: ${times.length} llamadas, p50 ${fmt(pct(times, 50))}, p95 ${fmt(pct(times, 95))}, máx ` +
        `${fmt(times[times.length - 1]!)} (${found} coincidencias en total para los ` +
        `${registeredDemoUsers.length} usuarios)`,
    );
  }
  close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

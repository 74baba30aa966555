/**
 * Match alerts at scale: `npm run bench:alerts [-- --requests 10000 --properties 2000 --streams 50 --rounds 20]`.
 * Seeds a throwaway db (10,000 requests, 2,000 properties), serves the real app on a free port, opens
 * `--streams` stream connections (tickets through the API, spread over the demo users), then publishes
 * through the API, round after round, a request that fits a demo owner's property and a property that
 * fits a demo seeker's request. Prints:
 * - the server's fan-out (matching + building the notifications + the durable write), p50/p95;
 * - publish → the notification arriving on every open stream of its recipients, p50/p95.
 * Targets: server p95 ≤ 200 ms, end to end p95 ≤ 5 s. Tokens: the stand-in verifier (the token is the uid).
 * Then the soak (bench/soak.ts; `--no-soak` skips it, `--soak-only` runs only it; `--soak-seconds`,
 * `--members`, `--streams-per-member`, `--notifications`, `--vus`; port BENCH_PORT_BASE).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { apiPaths, buildPath } from '@lotengo/shared/contracts';
import {
  alertApiPaths,
  notificationEventSchema,
  STREAM_EVENTS,
  streamTicketSchema,
} from '@lotengo/shared/contracts/alerts';
import type { FanOutTiming } from '../alerts/alerts';
import { registeredDemoUsers } from '../seed/demo-users';
import { arg, benchWorld, fmt, pct } from './bench-kit';
import { propertyFitting, requestFitting } from './fitting-bodies';
import { runSoak } from './soak';
import { openSse, type SseConnection } from './sse-client';
import { compiled, jsonList, qb } from '../db/typed-query';

const TARGET_SERVER_MS = 200;
const TARGET_END_TO_END_MS = 5000;

type Source = FanOutTiming['source'];

async function main() {
  let ok = true;
  const { values: only } = parseArgs({
    options: { 'soak-only': { type: 'boolean' }, 'no-soak': { type: 'boolean' } },
    strict: false,
  });
  if (!only['soak-only']) ok = await fanOutRounds();
  if (!only['no-soak']) {
    const soak = {
      members: arg('--members', 200),
      streamsPerMember: arg('--streams-per-member', 10),
      notifications: arg('--notifications', 100_000),
      vus: arg('--vus', 50),
      seconds: arg('--soak-seconds', 20),
    };
    ok = (await runSoak({ ...soak, port: Number(process.env.BENCH_PORT_BASE ?? 0) })) && ok;
  }
  if (!ok) process.exitCode = 1;
}

/** Fan-out timing and arrival on 50 streams, with the app in this process. */
async function fanOutRounds(): Promise<boolean> {
  const requests = arg('--requests', 10_000);
  const properties = arg('--properties', 2_000);
  const streams = arg('--streams', 50);
  const rounds = arg('--rounds', 20);
  const fanOuts: FanOutTiming[] = [];
  const world = await benchWorld({ requests, properties }, { alerts: { onFanOut: (t) => fanOuts.push(t) } });
  const { store, base } = world;
  const uidOf = new Map(registeredDemoUsers.map((u) => [u.userCode, u.uid]));
  const post = async (pattern: string, userCode: number, body?: unknown, params: Record<string, number> = {}) => {
    const res = await fetch(`${base}${buildPath(pattern, params)}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${uidOf.get(userCode)}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${pattern}: respuesta ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };

  // Stream connections, spread over the demo users (several tabs each).
  const conns: { userCode: number; conn: SseConnection }[] = [];
  for (let i = 0; i < streams; i++) {
    const user = registeredDemoUsers[i % registeredDemoUsers.length]!;
    const { ticket } = streamTicketSchema.parse(await post(alertApiPaths.streamTicket, user.userCode));
    const conn = await openSse(`${base}${alertApiPaths.stream}?ticket=${ticket}`);
    if (conn.status !== 200) throw new Error(`stream: respuesta ${conn.status}`);
    conns.push({ userCode: user.userCode, conn });
  }

  const demo = JSON.stringify(registeredDemoUsers.map((u) => u.userCode));
  const ownersProperties = store.properties.select(
    compiled(qb.selectFrom('properties').selectAll().where('status', '=', 1).where('userCode', 'in', jsonList(demo))),
  );
  const seekersRequests = store.houseRequests.select(
    compiled(
      qb.selectFrom('houseRequests').selectAll().where('state', '=', 'active').where('userCode', 'in', jsonList(demo)),
    ),
  );
  const otherDemo = (userCode: number) => registeredDemoUsers.find((u) => u.userCode !== userCode)!.userCode;

  /** Publishes, then waits until every open stream of every recipient has the notification about it. */
  async function publish(source: Source, i: number): Promise<number[]> {
    const newest = qb.selectFrom('notifications').select((eb) => eb.fn.max('notificationId').as('id'));
    const lastBefore = store.readFirst(compiled(newest))?.id ?? 0;
    let subjectKey: 'houseRequestId' | 'propertyId';
    let id: number;
    const t0 = performance.now();
    const arrivals: Promise<number>[] = [];
    const watch = (match: (subject: Record<string, number | undefined>) => boolean) => {
      // Who was notified: the notifications made since (committed before the answer).
      const since = qb.selectFrom('notifications').selectAll().where('notificationId', '>', lastBefore);
      const recipients = new Set(store.notifications.select(compiled(since)).map((n) => n.userCode));
      for (const { userCode, conn } of conns) {
        if (!recipients.has(userCode)) continue;
        arrivals.push(
          conn
            .waitFor(
              (e) =>
                e.event === STREAM_EVENTS.notification &&
                match(notificationEventSchema.parse(JSON.parse(e.data)).notification.subject),
              TARGET_END_TO_END_MS * 2,
            )
            .then((e) => (e.receivedAt ?? performance.now()) - t0),
        );
      }
    };
    if (source === 'request') {
      const p = ownersProperties[(i * 7919) % ownersProperties.length]!;
      const author = otherDemo(p.userCode);
      // Watchers attach as soon as the answer is in; events that arrived earlier are found in the list.
      id = Number((await post(apiPaths.houseRequestRegistration, author, requestFitting(p, author))).houseRequestId);
      subjectKey = 'houseRequestId';
    } else {
      const r = seekersRequests[(i * 7919) % seekersRequests.length]!;
      const owner = otherDemo(r.userCode);
      id = Number((await post(apiPaths.propertyRegistration, owner, propertyFitting(r, owner))).propertyId);
      subjectKey = 'propertyId';
    }
    watch((s) => s[subjectKey] === id);
    return Promise.all(arrivals);
  }

  const loadNow = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.info(
    `db: ${store.houseRequests.size()} solicitudes, ${store.properties.size()} propiedades; ` +
      `${conns.length} conexiones abiertas (${registeredDemoUsers.length} usuarios); ` +
      `${rounds} publicaciones de cada tipo; carga: ${loadNow()}`,
  );
  // Warm-up (JIT, first encodes) is not part of the figures.
  await publish('request', rounds + 1);
  await publish('property', rounds + 1);
  fanOuts.length = 0;

  let ok = true;
  for (const source of ['request', 'property'] as const) {
    const e2e: number[] = [];
    for (let i = 0; i < rounds; i++) e2e.push(...(await publish(source, i)));
    const server = fanOuts
      .filter((f) => f.source === source)
      .map((f) => f.ms)
      .sort((a, b) => a - b);
    const created = fanOuts.filter((f) => f.source === source).reduce((n, f) => n + f.created, 0);
    e2e.sort((a, b) => a - b);
    const label = source === 'request' ? 'solicitud publicada' : 'propiedad publicada';
    console.info(
      `${label}: el cambio en el servidor (registro, coincidencias, notificaciones, commit) p50 ` +
        `${fmt(pct(server, 50))}, p95 ${fmt(pct(server, 95))} (${server.length} publicaciones, ` +
        `${created} notificaciones)`,
    );
    if (e2e.length)
      console.info(
        `${label}: publicación → llegada por el canal p50 ${fmt(pct(e2e, 50))}, p95 ${fmt(pct(e2e, 95))} ` +
          `(${e2e.length} llegadas a conexiones abiertas)`,
      );
    else console.info(`${label}: ninguna notificación fue a un usuario con conexión abierta`);
    ok &&= pct(server, 95) <= TARGET_SERVER_MS && (!e2e.length || pct(e2e, 95) <= TARGET_END_TO_END_MS);
  }
  console.info(
    `objetivo: p95 ≤ ${TARGET_SERVER_MS} ms en el servidor y ≤ ${TARGET_END_TO_END_MS / 1000} s de punta a punta → ` +
      `${ok ? 'cumplido' : 'NO cumplido'}; carga al final: ${loadNow()}`,
  );
  conns.forEach(({ conn }) => conn.close());
  world.close();
  return ok;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

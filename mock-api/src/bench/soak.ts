/**
 * The alerts' soak (part of `npm run bench:alerts`; alone: `--soak-only`): the API in its own process
 * (bench/serve.ts) with 100,000 stored notifications over 200 members, 2,000 open streams (10 per
 * member), 50 users of the usual mix, offers published to members with open streams, then a restart
 * with every stream reconnecting, and the same again. Prints list / unread p95, publish → arrival p95,
 * the API's heap (after a full GC) before and after each half, refused reconnects and lost events.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { apiPaths, buildPath } from '@lotengo/shared/contracts';
import {
  alertApiPaths,
  notificationEventSchema,
  STREAM_EVENTS,
  streamTicketSchema,
} from '@lotengo/shared/contracts/alerts';
import { registeredDemoUsers } from '../seed/demo-users';
import { startApi, type ApiProcess } from './api-process';
import { fmt, pct } from './bench-kit';
import { readBell } from './bell-reader';
import { openSse, type SseConnection } from './sse-client';
import { discover, runUsualMix, type MixUser } from './usual-mix';

export interface SoakOptions {
  members: number;
  streamsPerMember: number;
  notifications: number;
  vus: number;
  /** Length of each half (before and after the restart). */
  seconds: number;
  port: number;
}

const GOALS = { listP95: 50, arrivalP95: 5000, memoryDrift: 0.1 };
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const uidOf = (userCode: number) =>
  registeredDemoUsers.find((u) => u.userCode === userCode)?.uid ?? `bench-member-${userCode}`;

/** A tab's stream: reconnects with a new ticket and Last-Event-ID after the server ends it, as the shell's channel
 * does. */
class Tab {
  conn: SseConnection | null = null;
  lastId = 0;
  refused = 0;
  /** Notification id → when it arrived on this tab (first time). */
  seen = new Map<number, number>();
  private stopped = false;
  constructor(
    readonly userCode: number,
    private readonly api: () => ApiProcess,
  ) {}

  async open(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      try {
        const res = await fetch(`${this.api().base}${alertApiPaths.streamTicket}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${uidOf(this.userCode)}` },
        });
        if (res.status !== 200) throw Object.assign(new Error(`ticket ${res.status}`), { refused: true });
        const { ticket } = streamTicketSchema.parse(await res.json());
        const conn = await openSse(
          `${this.api().base}${alertApiPaths.stream}?ticket=${ticket}`,
          this.lastId ? { 'Last-Event-ID': String(this.lastId) } : {},
        );
        if (conn.status !== 200) throw Object.assign(new Error(`stream ${conn.status}`), { refused: true });
        this.conn = conn;
        conn.onEvent = (e) => {
          if (e.id) this.lastId = Math.max(this.lastId, Number(e.id));
          if (e.event !== STREAM_EVENTS.notification) return;
          const { notification } = notificationEventSchema.parse(JSON.parse(e.data));
          if (!this.seen.has(notification.notificationId))
            this.seen.set(notification.notificationId, e.receivedAt ?? performance.now());
        };
        return;
      } catch (err) {
        // Refused by an API that is up counts; a closed port while it restarts is just a retry.
        if ((err as { refused?: boolean }).refused) this.refused++;
        await new Promise((r) =>
          setTimeout(r, Math.min(5000, 250 * 2 ** Math.min(attempt, 4)) * (0.5 + Math.random())),
        );
      }
    }
  }

  close(): void {
    this.stopped = true;
    this.conn?.close();
  }
}

/** Runs `fn` over `items`, `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

export async function runSoak(o: SoakOptions): Promise<boolean> {
  const here = path.resolve(__dirname, '..', '..', '..');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-soak-'));
  // The first start seeds the db with the stored notifications; the restart serves the same file.
  const start = () =>
    startApi({
      checkout: here,
      dir,
      port: o.port,
      args: ['--members', String(o.members), '--notifications', String(o.notifications)],
    });
  let api = await start();
  console.info(
    `soak: ${o.notifications} notificaciones guardadas, ${o.members} miembros × ${o.streamsPerMember} canales, ` +
      `${o.vus} usuarios de la mezcla, 2 mitades de ${o.seconds} s con un reinicio entre ellas; carga ${load()}`,
  );

  const users: MixUser[] = registeredDemoUsers.map((u) => ({ userCode: u.userCode, token: u.uid }));
  const world = await discover(api.base, users);
  const published = new Map<number, { at: number; userCode: number }>();
  let offers = 0;
  const tabs: Tab[] = [];
  for (let m = 1; m <= o.members; m++) for (let k = 0; k < o.streamsPerMember; k++) tabs.push(new Tab(m, () => api));
  await inBatches(tabs, 50, (t) => t.open());

  const list: number[] = [];
  const unread: number[] = [];
  const quiet = { list: [] as number[], unread: [] as number[] };
  // This process's own stalls (50 users, 2,000 streams and the readers share it): part of every time it measures.
  const client = monitorEventLoopDelay({ resolution: 10 });
  client.enable();
  const memory: { label: string; heap: number; rss: number; loop: string }[] = [];
  const measureMemory = async (label: string) => {
    const m = await api.memory();
    const bell = m.bellCount ? `; la lista y el conteo según el servidor: p95 ${fmt(m.bellP95!)} (${m.bellCount})` : '';
    const own =
      `; el bucle de este cliente: retraso p99 ${fmt(client.percentile(99) / 1e6)}, máx. ` + `${fmt(client.max / 1e6)}`;
    client.reset();
    memory.push({
      label,
      heap: m.heapUsed,
      rss: m.rss,
      loop:
        m.loopP99 === undefined
          ? ''
          : `; su bucle de eventos hasta aquí: retraso p99 ${fmt(m.loopP99)}, máx. ${fmt(m.loopMax!)}${bell}${own}`,
    });
  };

  /** Lucía (or the first owner) offers properties to other members' requests: one notification each for its seeker. */
  async function publish(until: number, count = Infinity, pauseMs = 200): Promise<void> {
    const sender = users.find((u) => (world.properties.get(u.userCode) ?? []).length)!;
    const targets = [...world.requests.entries()].filter(([code]) => code !== sender.userCode).flatMap(([, rs]) => rs);
    const mine = world.properties.get(sender.userCode)!;
    for (let i = 0; performance.now() < until && i < count; i++) {
      const r = targets[(offers++ * 7919) % targets.length]!;
      const p = mine[i % mine.length]!;
      const t0 = performance.now();
      const res = await fetch(`${api.base}${apiPaths.inboxSend}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ propertyId: p.propertyId, userCode: r.userCode, houseRequestId: r.houseRequestId }),
      });
      if (res.status === 201) {
        const { idInboxProperty } = (await res.json()) as { idInboxProperty: number };
        const seeker = Number(r.userCode);
        const page = (await (
          await fetch(`${api.base}${buildPath(alertApiPaths.notifications, { userCode: seeker })}?page=1&pageSize=5`, {
            headers: { authorization: `Bearer ${uidOf(seeker)}` },
          })
        ).json()) as {
          items: { notificationId: number; subject: { idInboxProperty?: number } }[];
        };
        const n = page.items.find((x) => x.subject.idInboxProperty === idInboxProperty);
        if (n) published.set(n.notificationId, { at: t0, userCode: seeker });
      } else await res.arrayBuffer();
      await new Promise((ok) => setTimeout(ok, pauseMs));
    }
  }

  /** Members reading their list and their count (the bell's two calls), for `forMs` or `rounds` times. */
  async function read(into: { list: number[]; unread: number[] }, forMs: number, rounds = Infinity): Promise<void> {
    const members = Array.from({ length: o.members }, (_, i) => ({
      url: `${api.base}${buildPath(alertApiPaths.notifications, { userCode: i + 1 })}`,
      token: uidOf(i + 1),
    }));
    const got = await readBell({ members, afterEventId: o.notifications, forMs, rounds });
    into.list.push(...got.list);
    into.unread.push(...got.unread);
  }

  /** One half: the mix, members reading their list and count, offers published to members with open tabs. */
  async function half(): Promise<void> {
    const until = performance.now() + o.seconds * 1000;
    await Promise.all([
      runUsualMix(api.base, users, { vus: o.vus, seconds: o.seconds, world }),
      read({ list, unread }, o.seconds * 1000),
      publish(until),
    ]);
  }

  await measureMemory('primer arranque, canales abiertos');
  // The handlers' own cost: 100,000 stored, every stream open, nothing else running.
  await read(quiet, 60_000, 200);
  await publish(Infinity, 20, 50);
  await half();
  await measureMemory('tras la primera mitad');
  const down = performance.now();
  await api.stop();
  api = await start();
  const up = performance.now();
  await inBatches(tabs, 200, (t) => t.open());
  const [restartMs, reconnectMs] = [up - down, performance.now() - up];
  await measureMemory('tras el reinicio, canales reconectados');
  await half();
  // Let the last arrivals come in (bounded), then count what every open tab of its recipient never got.
  const settle = performance.now() + 10_000;
  const tabsOf = (userCode: number) => tabs.filter((t) => t.userCode === userCode);
  const missing = () =>
    [...published.entries()].reduce((n, [id, p]) => n + tabsOf(p.userCode).filter((t) => !t.seen.has(id)).length, 0);
  while (missing() && performance.now() < settle) await new Promise((r) => setTimeout(r, 100));
  await measureMemory('tras la segunda mitad');
  const lost = missing();
  const refused = tabs.reduce((n, t) => n + t.refused, 0);
  tabs.forEach((t) => t.close());
  await api.stop();
  fs.rmSync(dir, { recursive: true, force: true });

  const arrivals = [...published.entries()].flatMap(([id, p]) =>
    tabsOf(p.userCode).flatMap((t) => (t.seen.has(id) ? [t.seen.get(id)! - p.at] : [])),
  );
  for (const l of [list, unread, quiet.list, quiet.unread, arrivals]) l.sort((a, b) => a - b);
  const drift = (a: number, b: number) => Math.abs(b - a) / a;
  const [m0, m1, m2, m3] = memory;
  console.info(
    `sin otra carga: lista p50 ${fmt(pct(quiet.list, 50))}, p95 ${fmt(pct(quiet.list, 95))}; sin leer p50 ` +
      `${fmt(pct(quiet.unread, 50))}, p95 ${fmt(pct(quiet.unread, 95))} (${quiet.list.length} de cada una)`,
  );
  console.info(
    `con la mezcla: lista (página de 20): p50 ${fmt(pct(list, 50))}, p95 ${fmt(pct(list, 95))} (${list.length}); sin ` +
      `leer (sondeo afterEventId): p50 ${fmt(pct(unread, 50))}, p95 ${fmt(pct(unread, 95))} (${unread.length})`,
  );
  console.info(
    `publicación → llegada: p50 ${fmt(pct(arrivals, 50))}, p95 ${fmt(pct(arrivals, 95))} (${published.size} ofertas, ` +
      `${arrivals.length} llegadas)`,
  );
  console.info(
    `reinicio: la API volvió en ${(restartMs / 1000).toFixed(1)} s, sus ${tabs.length} canales se reconectaron en ` +
      `${(reconnectMs / 1000).toFixed(1)} s más; reconexiones rechazadas: ${refused}; eventos perdidos: ${lost}`,
  );
  for (const m of memory) console.info(`memoria de la API (${m.label}): heap ${mb(m.heap)}, RSS ${mb(m.rss)}${m.loop}`);
  const ok =
    pct(list, 95) <= GOALS.listP95 &&
    pct(unread, 95) <= GOALS.listP95 &&
    pct(arrivals, 95) <= GOALS.arrivalP95 &&
    lost === 0 &&
    drift(m0!.heap, m1!.heap) <= GOALS.memoryDrift &&
    drift(m2!.heap, m3!.heap) <= GOALS.memoryDrift;
  console.info(
    `objetivos: lista y sin leer p95 ≤ ${GOALS.listP95} ms, llegada p95 ≤ ${GOALS.arrivalP95 / 1000} s, heap estable ` +
      `±${GOALS.memoryDrift * 100} % en cada mitad, 0 perdidos → ${ok ? 'cumplidos' : 'NO cumplidos'}; ` +
      `carga al final: ${load()}`,
  );
  return ok;
}

import http from 'node:http';
import { apiPaths, buildPath } from '@lotengo/shared/contracts';

/**
 * The site's usual mix, over HTTP only (so it drives this checkout's API or an older one alike):
 * virtual users without think time, each as one of the seeded members, doing what people do most —
 * search requests, open their inbox, publish a request, edit it, send a property to a request. A search
 * pages as the site's list does: the first 12, then "load more" up to the fifth page, then again from
 * the first; each next page names the last request shown (`after`) and its number (`page`), so an API
 * that pages by key and one that pages only by number answer the same page.
 */
export const MIX = [
  ['search', 60],
  ['create', 15],
  ['update', 10],
  ['send', 10],
  ['inbox', 5],
] as const;
export type MixOp = (typeof MIX)[number][0];
/** A search's page size (the site's list) and how far a person scrolls before starting again. */
const SEARCH_PAGE_SIZE = 12;
const SEARCH_PAGES = 5;

export interface MixUser {
  userCode: number;
  token: string;
}

export interface MixResult {
  /** Answered calls (2xx and the expected 409 of a property already sent). */
  done: number;
  errors: number;
  /** Unexpected answers per call (what the errors were). */
  failures: Partial<Record<MixOp, number>>;
  seconds: number;
  perSecond: number;
  latencies: Record<MixOp, number[]>;
}

// One keep-alive agent per mix: 50 users are 50 sockets, as 50 browsers would be.
const agentFor = (users: number) => new http.Agent({ keepAlive: true, maxSockets: users });

interface Answer {
  status: number;
  body: unknown;
}

function call(
  agent: http.Agent,
  base: string,
  method: 'GET' | 'POST',
  pattern: string,
  token: string,
  params: Record<string, number> = {},
  body?: unknown,
): Promise<Answer> {
  const url = new URL(`${base}${buildPath(pattern, params)}`);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = undefined;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

type Row = Record<string, unknown> & {
  houseRequestId?: number;
  propertyId?: number;
  userCode?: number;
  ubigeoId?: number;
  tpropertyId?: number;
  tprocessId?: number;
  price?: number;
};

/** What each member owns, asked of the API itself (the same calls in every version). */
export async function discover(
  base: string,
  users: readonly MixUser[],
): Promise<{ properties: Map<number, Row[]>; requests: Map<number, Row[]> }> {
  const agent = agentFor(4);
  const properties = new Map<number, Row[]>();
  const requests = new Map<number, Row[]>();
  for (const u of users) {
    const p = await call(agent, base, 'GET', apiPaths.userProperties, u.token, { userCode: u.userCode });
    const r = await call(agent, base, 'GET', apiPaths.houseRequestMine, u.token, { userCode: u.userCode });
    properties.set(u.userCode, p.status === 200 && Array.isArray(p.body) ? (p.body as Row[]) : []);
    requests.set(u.userCode, r.status === 200 && Array.isArray(r.body) ? (r.body as Row[]) : []);
  }
  agent.destroy();
  return { properties, requests };
}

/** A small deterministic random (each virtual user its own): the same mix in every run and version. */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x1_0000_0000;
  };
}

const requestBody = (p: Row, userCode: number, title: string) => ({
  title,
  referenceAddress: 'Cerca al parque',
  ubigeoId: p.ubigeoId,
  numberBedrooms: 1,
  numberBathrooms: 1,
  numberParkinglot: 1,
  tpropertyId: p.tpropertyId,
  tprocessId: p.tprocessId,
  costInit: Math.floor(Number(p.price) * 0.5),
  costEnd: Math.ceil(Number(p.price) * 1.2),
  numberCommonArea: 0,
  numberServicesAreas: 0,
  isTerraza: '0',
  userCode,
});

/**
 * Runs `vus` virtual users for `seconds` against `base`, spread over `users` (who must own some
 * properties for create/send to mean anything; the others search and read their inbox).
 */
export async function runUsualMix(
  base: string,
  users: readonly MixUser[],
  opts: { vus: number; seconds: number; seed?: number; world?: Awaited<ReturnType<typeof discover>> },
): Promise<MixResult> {
  const world = opts.world ?? (await discover(base, users));
  const owners = users.filter((u) => (world.properties.get(u.userCode) ?? []).length > 0);
  // This run's own copy: requests created here exist only in this run's db (a next run starts on a fresh copy).
  const requestsOf = new Map([...world.requests].map(([code, list]) => [code, [...list]]));
  const agent = agentFor(opts.vus);
  const latencies = Object.fromEntries(MIX.map(([op]) => [op, [] as number[]])) as Record<MixOp, number[]>;
  const total = MIX.reduce((n, [, w]) => n + w, 0);
  let done = 0;
  let errors = 0;
  const failures: Partial<Record<MixOp, number>> = {};
  const start = performance.now();
  const stopAt = start + opts.seconds * 1000;
  /** Requests seen in searches: what "send" offers a property to. */
  const seen: Row[] = [];

  async function vu(i: number): Promise<void> {
    const rnd = random((opts.seed ?? 7) * 7919 + i);
    const me = owners.length && i % 2 === 0 ? owners[i % owners.length]! : users[i % users.length]!;
    const mine = () => world.properties.get(me.userCode) ?? [];
    const myRequests = requestsOf.get(me.userCode)!;
    let n = 0;
    /** Where this user's list is: the page they see and the last request on it. */
    let listPage = 0;
    let lastShown: number | undefined;
    while (performance.now() < stopAt) {
      let pick = rnd() * total;
      let op: MixOp = MIX[0][0];
      for (const [name, w] of MIX) {
        pick -= w;
        if (pick < 0) {
          op = name;
          break;
        }
      }
      const props = mine();
      if ((op === 'create' || op === 'send') && !props.length) op = 'search';
      if (op === 'update' && !myRequests.length) op = props.length ? 'create' : 'inbox';
      const t0 = performance.now();
      let ok: boolean;
      if (op === 'search') {
        listPage = listPage >= SEARCH_PAGES || lastShown === undefined ? 1 : listPage + 1;
        const next = listPage > 1 ? { after: lastShown } : {};
        const body = { page: listPage, pageSize: SEARCH_PAGE_SIZE, ...next };
        const res = await call(agent, base, 'POST', apiPaths.houseRequestSearch, me.token, {}, body);
        ok = res.status === 200;
        const rows = ok ? (res.body as Row[]) : [];
        lastShown = rows.length ? Number(rows[rows.length - 1]!.houseRequestId) : undefined;
        if (seen.length < 2000) seen.push(...rows.slice(0, 3));
      } else if (op === 'inbox') {
        ok = (await call(agent, base, 'GET', apiPaths.inbox, me.token, { id: me.userCode })).status === 200;
      } else if (op === 'create') {
        const p = props[Math.floor(rnd() * props.length)]!;
        const res = await call(
          agent,
          base,
          'POST',
          apiPaths.houseRequestRegistration,
          me.token,
          {},
          requestBody(p, me.userCode, `Busco algo parecido ${i}-${n}`),
        );
        ok = res.status === 201;
        if (ok) myRequests.push(res.body as Row);
      } else if (op === 'update') {
        const r = myRequests[Math.floor(rnd() * myRequests.length)]!;
        const p = props[0] ?? r;
        const res = await call(
          agent,
          base,
          'POST',
          apiPaths.houseRequestUpdate,
          me.token,
          { id: Number(r.houseRequestId) },
          requestBody(p, me.userCode, `Busco con luz ${i}-${n}`),
        );
        // A seeded request may be of a shape the edit refuses (400): still an answered call.
        ok = res.status === 200 || res.status === 400;
      } else {
        const target = seen.filter((r) => r.userCode !== me.userCode)[Math.floor(rnd() * seen.length)];
        const p = props[Math.floor(rnd() * props.length)]!;
        if (!target)
          ok = (await call(agent, base, 'GET', apiPaths.inbox, me.token, { id: me.userCode })).status === 200;
        else {
          const res = await call(
            agent,
            base,
            'POST',
            apiPaths.inboxSend,
            me.token,
            {},
            { propertyId: p.propertyId, userCode: target.userCode, houseRequestId: target.houseRequestId },
          );
          // 409: already sent, or the request is no longer open; both are answers people get.
          ok = res.status === 201 || res.status === 409;
        }
      }
      latencies[op].push(performance.now() - t0);
      if (ok) done++;
      else {
        errors++;
        failures[op] = (failures[op] ?? 0) + 1;
      }
      n++;
    }
  }

  await Promise.all(Array.from({ length: opts.vus }, (_, i) => vu(i)));
  agent.destroy();
  const seconds = (performance.now() - start) / 1000;
  return { done, errors, failures, seconds, perSecond: done / seconds, latencies };
}

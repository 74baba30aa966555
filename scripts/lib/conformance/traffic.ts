/**
 * Realistic traffic for a validating proxy (Prism) in front of a backend, and what the proxy made of it.
 * First every virtual user walks the whole scenario once as a pair of new members: every operation's call
 * that must succeed, and the refusals of the other member's calls and of forged tokens (never a request
 * outside the document, which the proxy would answer itself). Then, for the rest of the time, they run the site's
 * usual mix (mock-api/src/bench/usual-mix.ts's weights: search requests, publish one, edit one, send a
 * property, read the inbox) with the members and records their walk made.
 */
import type { OperationId } from '@lotengo/shared/contracts/operations';
import { requestBody } from './cases/bodies';
import { codeOf, fact, record } from './cases/facts';
import { apiClient, type AnswerWatcher, type ApiClient, type Bypass } from './client';
import type { Members } from './members';
import { runSuite, type RunResult } from './runner';
import { named } from './scenario';
import type { Answer, SuiteOptions, World } from './types';

/** The usual mix's weights (search 60, publish 15, edit 10, send 10, inbox 5). */
export const MIX = [
  ['searchHouseRequests', 60],
  ['registerHouseRequest', 15],
  ['updateHouseRequest', 10],
  ['sendToInbox', 10],
  ['getInbox', 5],
] as const satisfies ReadonlyArray<readonly [OperationId, number]>;

export interface ProxyFinding {
  operationId: OperationId;
  /** `request` or `response`, and where: `response.body.items.0.kind`. */
  where: string;
  message: string;
}

/** Every answer through the proxy, counted, with what the proxy said about it. */
export interface Tally {
  calls: number;
  byOperation: Map<OperationId, number>;
  byStatus: Map<number, number>;
  /** 5xx answers that are not the proxy's verdict: the backend's own failures (or the proxy's). */
  serverErrors: Array<{ operationId: OperationId; status: number; text: string }>;
  /** Answers outside the document (the proxy's `--errors` 500, or its `sl-violations` header). */
  responseViolations: ProxyFinding[];
  /** Requests the proxy found outside the document (refused with 422, or flagged): the traffic's fault. */
  requestViolations: ProxyFinding[];
  /** What the proxy only warned about. */
  warnings: ProxyFinding[];
}

export const newTally = (): Tally => ({
  calls: 0,
  byOperation: new Map(),
  byStatus: new Map(),
  serverErrors: [],
  responseViolations: [],
  requestViolations: [],
  warnings: [],
});

interface PrismViolation {
  location?: string[];
  severity?: string;
  message?: string;
}

const PROBLEM = 'application/problem+json';

/** Counts each answer and sorts what Prism said about it (its problem document, its sl-violations header). */
export function tallyWatcher(tally: Tally): AnswerWatcher {
  return (op, _spec, answer: Answer) => {
    const id = op.operationId;
    tally.calls += 1;
    tally.byOperation.set(id, (tally.byOperation.get(id) ?? 0) + 1);
    tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1);
    const problem = answer.contentType.startsWith(PROBLEM) ? record(answer) : undefined;
    const type = typeof problem?.type === 'string' ? problem.type : '';
    const findings = (list: unknown): ProxyFinding[] =>
      (Array.isArray(list) ? (list as PrismViolation[]) : []).map((v) => ({
        operationId: id,
        where: (v.location ?? []).join('.'),
        message: `${v.severity ?? ''} ${v.message ?? ''}`.trim(),
      }));
    if (type.endsWith('VIOLATIONS')) {
      tally.responseViolations.push(...findings(problem!.validation));
      return;
    }
    if (type.endsWith('UNPROCESSABLE_ENTITY')) {
      tally.requestViolations.push(...findings(problem!.validation));
      return;
    }
    if (answer.status >= 500)
      tally.serverErrors.push({ operationId: id, status: answer.status, text: answer.text.slice(0, 200) });
    if (answer.violations) {
      let flagged: unknown;
      try {
        flagged = JSON.parse(answer.violations);
      } catch {
        flagged = [{ location: ['?'], severity: 'Error', message: answer.violations.slice(0, 200) }];
      }
      for (const f of findings(flagged)) {
        if (!/^Error/.test(f.message)) tally.warnings.push(f);
        else if (f.where.startsWith('request')) tally.requestViolations.push(f);
        else tally.responseViolations.push(f);
      }
    }
  };
}

/** A small deterministic random, one per virtual user: the same mix in every run. */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x1_0000_0000;
  };
}

/** The usual mix as one virtual user, member A of its walk (B sends the offers), until `stopAt`. */
async function mixUser(client: ApiClient, w: World, stopAt: number, seed: number): Promise<void> {
  const rnd = random(seed);
  const total = MIX.reduce((n, [, weight]) => n + weight, 0);
  const mine: number[] = [];
  const sent = new Set<number>();
  // A browser has its anti-forgery cookie from its first page before it writes.
  await client.call(named('getInbox'), { who: 'a', params: { id: codeOf(w, 'a') } });
  await client.call(named('getUserProperties'), { who: 'b', params: { userCode: codeOf(w, 'b') } });
  while (Date.now() < stopAt) {
    let pick = rnd() * total;
    let op: OperationId = MIX[0][0];
    for (const [name, weight] of MIX)
      if ((pick -= weight) < 0) {
        op = name;
        break;
      }
    if ((op === 'updateHouseRequest' || op === 'sendToInbox') && !mine.length) op = 'registerHouseRequest';
    const target = mine[Math.floor(rnd() * mine.length)]!;
    if (op === 'sendToInbox' && sent.has(target)) op = 'getInbox';
    if (op === 'searchHouseRequests')
      await client.call(named(op), { who: 'a', body: { page: 1 + Math.floor(rnd() * 5), pageSize: 12 } });
    else if (op === 'getInbox') await client.call(named(op), { who: 'a', params: { id: codeOf(w, 'a') } });
    else if (op === 'registerHouseRequest') {
      const answer = await client.call(named(op), { who: 'a', body: requestBody(w, 'a') });
      const id = record(answer).houseRequestId;
      if (typeof id === 'number') mine.push(id);
    } else if (op === 'updateHouseRequest')
      await client.call(named(op), {
        who: 'a',
        params: { id: target },
        body: requestBody(w, 'a', { costEnd: 2000 + Math.floor(rnd() * 1000) }),
      });
    else {
      sent.add(target);
      await client.call(named(op), {
        who: 'b',
        body: { propertyId: fact<number>(w, 'propertyB'), userCode: codeOf(w, 'a'), houseRequestId: target },
      });
    }
  }
}

export interface TrafficOptions extends Omit<SuiteOptions, 'leaveOut'> {
  /** The proxy's address (what the calls go to). */
  base: string;
  vus: number;
  /** How long the usual mix runs after the walks. */
  seconds: number;
  /** A pair of new members for each virtual user. */
  members: (vu: number) => Promise<Members>;
  /** Left out of the walks, and why. */
  leaveOut: Partial<Record<OperationId, string>>;
  /** Sent straight to the backend, not through the proxy (what the proxy cannot carry). */
  bypass?: Bypass;
}

export interface TrafficResult {
  tally: Tally;
  /** Virtual users whose mix could not run (their walk made no records to use), and why. */
  idle: string[];
  walks: RunResult[];
  walkSeconds: number;
  mixSeconds: number;
}

export async function driveTraffic(options: TrafficOptions): Promise<TrafficResult> {
  const tally = newTally();
  const watch = tallyWatcher(tally);
  const t0 = performance.now();
  const walks = await Promise.all(
    Array.from({ length: options.vus }, async (_, vu) =>
      runSuite({ ...options, api: options.base, members: await options.members(vu), checks: 'documented', watch }),
    ),
  );
  const t1 = performance.now();
  const stopAt = Date.now() + options.seconds * 1000;
  const idle: string[] = [];
  await Promise.all(
    walks.map((walk, vu) => {
      const client = apiClient(options.base, () => walk.world.members, watch, options.bypass);
      return mixUser(client, walk.world, stopAt, 7919 * (vu + 1)).catch(
        (err: Error) => void idle.push(`usuario ${vu + 1}: ${err.message}`),
      );
    }),
  );
  return { tally, idle, walks, walkSeconds: (t1 - t0) / 1000, mixSeconds: (performance.now() - t1) / 1000 };
}

/**
 * Runs the scenario against one backend: asks what it declares, then for every operation of the seed and
 * of each declared capability makes its refusals first (without a session, as the other member, without
 * the anti-forgery header, with a bad input) and its success last, so a refusal never meets data the
 * success has changed. The rest is skipped as "no declarada".
 */
import { knownCapabilities, SEED } from '@lotengo/shared/contracts';
import { errorStatusesOf, needsXsrf, type Capability, type NamedOperation } from '@lotengo/shared/contracts/operations';
import { badInputStatuses, described, refusalProblem, successProblem } from './answer';
import { deriveBadInput } from './bad-input';
import { cases } from './cases';
import { MissingFact, other } from './cases/facts';
import { apiClient, type AnswerWatcher, type ApiClient, type Bypass } from './client';
import type { Members } from './members';
import { named, scenario } from './scenario';
import type { Answer, CallSpec, Case, CheckResult, OperationReport, SuiteOptions, World } from './types';

export interface RunResult {
  /** What the run made and found (members, ids): a load run goes on with them. */
  world: World;
  declared: Capability[];
  /** `/capabilities` answered 404: a backend of the seed's calls only. */
  seedOnly: boolean;
  reports: OperationReport[];
  /** Arrangements that failed (a valid call refused): violations too. */
  arrangeFailures: string[];
}

export interface RunOptions extends SuiteOptions {
  api: string;
  members: Members;
  /** Each operation's report as soon as it is made (the command prints its line). */
  onReport?: (report: OperationReport) => void;
  onArrangeFailure?: (problem: string) => void;
  /**
   * Which checks run: `all`, or `documented`: the calls a client keeping to the document makes, the
   * successes and another member's refusals (traffic through a validating proxy, which answers a request
   * outside the document itself: no session, no anti-forgery header, a bad input).
   */
  checks?: 'all' | 'documented';
  watch?: AnswerWatcher;
  bypass?: Bypass;
}

const SIGNED_IN = new Set(['token', 'user', 'self', 'ticket']);

/** What GET /capabilities says: the named capabilities (seed always), or seed only on a 404. */
async function declaredBy(client: ApiClient): Promise<{ declared: Capability[]; seedOnly: boolean }> {
  const answer = await client.call(named('getCapabilities'), { who: null });
  if (answer.status === 404) return { declared: [SEED], seedOnly: true };
  const names = (answer.body as { capabilities?: unknown })?.capabilities;
  if (answer.status !== 200 || !Array.isArray(names))
    throw new Error(`GET /capabilities: ${described(answer)} (se esperaba 200 con "capabilities" o 404)`);
  return {
    declared: [SEED, ...knownCapabilities(names.filter((n): n is string => typeof n === 'string'))],
    seedOnly: false,
  };
}

const foreignStatuses = (op: NamedOperation) => errorStatusesOf(op).filter((s) => s === 403 || s === 404);

const withFacts = <T>(make: () => T): T | string => {
  try {
    return make();
  } catch (err) {
    if (err instanceof MissingFact) return err.message;
    throw err;
  }
};

/** The same call by the other member (`self` and `token` operations name their caller's own data). */
const swapCaller = (_w: World, s: CallSpec): CallSpec => ({ ...s, who: other(s.who ?? 'a') });

/**
 * The refusals: without a session, with a forged token, as the other member, without the anti-forgery header,
 * with a bad input (`documentedOnly`: the forged token's and the other member's only, requests the document
 * allows).
 */
async function checkRefusals(
  client: ApiClient,
  w: World,
  op: NamedOperation,
  c: Case,
  ok: CallSpec,
  report: OperationReport,
  documentedOnly: boolean,
): Promise<void> {
  const refusal = async (kind: CheckResult['kind'], spec: CallSpec, expected: number[], what: string) => {
    const answer = await client.call(op, spec);
    const problem = refusalProblem(op, answer, expected);
    report.checks.push({
      kind,
      ok: !problem,
      label: `${answer.status} ${what}`,
      problem: problem ? `${op.operationId}: ${what}: ${problem}` : undefined,
    });
  };

  if (SIGNED_IN.has(op.access) && !documentedOnly)
    await refusal('noSession', c.noSession?.(w, ok) ?? { ...ok, who: null }, [401], 'sin sesión');
  // A webhook's permission is its secret: without it, refused.
  if (op.access === 'webhook' && c.noSession && !documentedOnly)
    await refusal('noSession', c.noSession(w, ok), [401], 'sin secreto');
  // A deploy credential's call, without one (or with a backend that cannot verify any: 503).
  if (op.access === 'deployer' && !documentedOnly)
    await refusal('noSession', { ...ok, who: null }, [401], 'sin credencial de despliegue');
  // A token that was never issued: the caller's own, its signature replaced (the stream: its token, no ticket).
  if (SIGNED_IN.has(op.access) && ok.who) await refusal('badToken', { ...ok, forgedToken: true }, [401], 'token falso');

  const foreign = c.foreign ?? (op.access === 'self' || op.access === 'token' ? swapCaller : undefined);
  if (foreign) {
    const spec = withFacts(() => foreign(w, ok));
    if (typeof spec === 'string') report.notRun.push(`ajeno: ${spec}`);
    else await refusal('foreign', spec, foreignStatuses(op), 'ajeno');
  }

  if (documentedOnly) return;
  if (needsXsrf(op)) await refusal('xsrf', { ...ok, withoutXsrf: true }, [403], 'sin XSRF');

  const bad = c.badInput
    ? withFacts(() => c.badInput!(w, ok))
    : (deriveBadInput(op, ok) ?? 'nada que derivar del contrato');
  if (typeof bad === 'string') {
    if (op.body || op.query || /:/.test(op.path)) report.notRun.push(`entrada inválida: ${bad}`);
  } else await refusal('badInput', bad.spec, badInputStatuses(op, bad.where), `entrada inválida (${bad.what})`);
}

/** One operation: its refusals first, then the call that must succeed. */
async function runOperation(
  client: ApiClient,
  w: World,
  op: NamedOperation,
  c: Case,
  documentedOnly: boolean,
): Promise<OperationReport> {
  const report: OperationReport = { operationId: op.operationId, capability: op.capability, checks: [], notRun: [] };
  if (!w.declared.has(op.capability)) return { ...report, skipped: 'no declarada' };
  const leftOut = w.options.leaveOut?.[op.operationId];
  if (leftOut) return { ...report, skipped: leftOut };

  const made = withFacts(() => c.call(w));
  if (typeof made === 'string') return { ...report, skipped: made };
  const ok = 'refusalsOnly' in made ? made.refusalsOnly : made;

  await checkRefusals(client, w, op, c, ok, report, documentedOnly);

  if ('refusalsOnly' in made) {
    report.notRun.push(`éxito: ${made.why}`);
    return report;
  }
  const answer: Answer = await client.call(op, ok);
  const unverifiable = answer.status >= 400 ? c.unverifiable?.(w, answer) : undefined;
  if (unverifiable && !refusalProblem(op, answer, [answer.status])) {
    report.notRun.push(`éxito: ${answer.status}, ${unverifiable}`);
    return report;
  }
  const problem = successProblem(op, answer, c.alsoAccept?.status);
  const shape =
    c.alsoAccept?.status === answer.status
      ? c.alsoAccept.meaning
      : op.answer.events
        ? `${answer.events?.length ?? 0} eventos`
        : op.answer.schema
          ? 'esquema'
          : answer.contentType.split(';')[0];
  report.checks.unshift({
    kind: 'success',
    ok: !problem,
    label: `${answer.status} ${shape}`,
    problem: problem ? `${op.operationId}: ${problem}` : undefined,
  });
  if (!problem) c.learn?.(w, answer);
  return report;
}

export async function runSuite(options: RunOptions): Promise<RunResult> {
  const members = { ...options.members };
  const client = apiClient(options.api.replace(/\/$/, ''), () => members, options.watch, options.bypass);
  const { declared, seedOnly } = await declaredBy(client);
  const w: World = {
    members,
    declared: new Set(declared),
    facts: {},
    options,
  };
  const reports: OperationReport[] = [];
  const arrangeFailures: string[] = [];
  for (const step of scenario) {
    if (typeof step !== 'string') {
      if (step.needs && !step.needs.every((n) => w.declared.has(n))) continue;
      try {
        await step.run(w, client.call);
      } catch (err) {
        // A missing fact was already reported where it was not made; anything else is the backend's refusal.
        if (err instanceof MissingFact) continue;
        const problem = `preparación «${step.arrange}»: ${(err as Error).message}`;
        arrangeFailures.push(problem);
        options.onArrangeFailure?.(problem);
      }
      continue;
    }
    const op = named(step);
    const report = await runOperation(client, w, op, cases[step], options.checks === 'documented').catch(
      // No answer at all (refused connection, 30 s without one): a failure of this operation, and the run goes on.
      (err: Error): OperationReport => ({
        operationId: op.operationId,
        capability: op.capability,
        checks: [{ kind: 'success', ok: false, label: 'sin respuesta', problem: `${op.operationId}: ${err.message}` }],
        notRun: [],
      }),
    );
    reports.push(report);
    options.onReport?.(report);
  }
  return { world: w, declared, seedOnly, reports, arrangeFailures };
}

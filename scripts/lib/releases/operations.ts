/** What the release commands do: cut a release, move a pointer, go back, prune. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LogSink } from '../log';
import { runToCompletion } from '../proc';
import { ROOT_DIR } from '../paths';
import { APP_DIRS, APP_NAMES, ReleaseError, UsageError, type AppName } from './layout';
import { gitState, inputsHash } from './hashing';
import { createdByDefault, type ReleaseRecord } from './record';
import { addRelease, cleanTemporary, findSame, listReleases, readRecord, removeRelease, verifyRelease } from './store';
import { historyOf, movePointer, readRegistry, setCanary, withRegistryLock, writeRegistry, type HistoryEntry, type Registry } from './registry';
import { prunePlan, type PrunePlan } from './prune';
import { writeSiteFiles } from './site-files';
import { canDeploy, type GateVerdict } from './can-deploy';

export interface ReleaseOutcome {
  created: boolean;
  record: ReleaseRecord;
  /** Why nothing was created. */
  reason?: string;
}

/** Builds `app` (production) into a temporary folder; resolves with that folder. */
async function buildToTemp(app: AppName, sink: LogSink, env: NodeJS.ProcessEnv): Promise<{ dir: string; cleanup: () => void }> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `lotengo-release-${APP_DIRS[app]}-`));
  await runToCompletion({
    name: `build ${APP_DIRS[app]}`,
    command: 'npm',
    args: ['run', '--silent', 'build', '-w', APP_DIRS[app]],
    cwd: ROOT_DIR,
    env: { ...env, NODE_ENV: 'production', LOTENGO_OUT_DIR: out },
    sink,
  });
  return { dir: path.join(out, APP_DIRS[app]), cleanup: () => fs.rmSync(out, { recursive: true, force: true }) };
}

/**
 * `npm run release -- <app>`: a new immutable version from the current sources, or a no-op that says
 * which version already holds them (same sources, or a build with the very same files).
 */
export async function releaseApp(args: { store: string; app: AppName; sink: LogSink; env?: NodeJS.ProcessEnv }): Promise<ReleaseOutcome> {
  const env = args.env ?? process.env;
  const inputs = inputsHash(args.app, env);
  const same = findSame(args.store, args.app, { inputsHash: inputs });
  if (same) return { created: false, record: same, reason: `las fuentes no cambiaron desde la versión ${same.version}` };
  const built = await buildToTemp(args.app, args.sink, env);
  try {
    return addBuild({ store: args.store, app: args.app, builtDir: built.dir, inputs, env });
  } finally {
    built.cleanup();
  }
}

/** A build made elsewhere (e.g. `npm run build`'s dist/) added as a release, as `releaseApp` would. */
export function addBuild(args: { store: string; app: AppName; builtDir: string; inputs?: string; env?: NodeJS.ProcessEnv }): ReleaseOutcome {
  const env = args.env ?? process.env;
  const { commit, dirty } = gitState();
  const result = addRelease({
    store: args.store,
    app: args.app,
    builtDir: args.builtDir,
    commit,
    dirty,
    inputsHash: args.inputs ?? inputsHash(args.app, env),
    createdBy: createdByDefault(env),
  });
  return result.created ? { created: true, record: result.record } : { created: false, record: result.record, reason: result.reason };
}

export interface MoveOptions {
  store: string;
  app: AppName;
  by?: string;
  why?: string;
  env?: NodeJS.ProcessEnv;
  /** Hook between reading the registry and writing it (tests hold the moment open). */
  beforeWrite?: () => Promise<void> | void;
}

export interface MoveOutcome {
  changed: boolean;
  entry?: HistoryEntry;
  registry: Registry;
  message: string;
}

function checkPromotable(store: string, app: AppName, version: string): void {
  if (!readRecord(store, app, version)) {
    const known = listReleases(store, app).map((r) => r.version);
    throw new ReleaseError(
      `Rechazado: la versión ${version} de ${APP_DIRS[app]} no está en el almacén de versiones` +
        (known.length ? ` (hay: ${known.slice(0, 5).join(', ')}${known.length > 5 ? ', …' : ''}).` : ' (no hay ninguna; publícala con npm run release).'),
    );
  }
  const problems = verifyRelease(store, app, version);
  if (problems.length) throw new ReleaseError(`Rechazado: la versión ${version} de ${APP_DIRS[app]} está incompleta o alterada: ${problems.join('; ')}.`);
}

/** What the deploy gate adds to a move: the revision it judged, and the reasons a forced move overrode. */
interface GateMark {
  revision: number;
  forced?: string[];
}

/** A history entry of a promote made over the gate's "no": forced, with the reasons it overrode. */
export type GatedHistoryEntry = HistoryEntry & { forced?: true; gateReasons?: string[] };

async function move(
  opts: MoveOptions,
  decide: (registry: Registry) => { to: string; action: 'promote' | 'rollback' } | { noop: string },
  gate?: GateMark,
): Promise<MoveOutcome> {
  return withRegistryLock(opts.store, async () => {
    const registry = readRegistry(opts.store);
    // Compare-and-swap on what the gate judged: another change meanwhile (even the same promote, raced)
    // makes this one a refusal with the reason, never a silent second move or a silent no-op.
    if (gate && registry.revision !== gate.revision) {
      throw new ReleaseError(
        `Rechazado: el registro cambió mientras se comprobaba la versión (revisión ${gate.revision} → ${registry.revision}); otro cambio se adelantó. Revisa el historial y vuelve a intentarlo.`,
      );
    }
    const decision = decide(registry);
    if ('noop' in decision) return { changed: false, registry, message: decision.noop };
    checkPromotable(opts.store, opts.app, decision.to);
    await opts.beforeWrite?.();
    const next = movePointer(registry, {
      app: opts.app,
      action: decision.action,
      to: decision.to,
      by: opts.by || createdByDefault(opts.env),
      why: opts.why ?? '',
    });
    if (gate?.forced) next.history[next.history.length - 1] = { ...next.history.at(-1)!, forced: true, gateReasons: gate.forced } as GatedHistoryEntry;
    writeRegistry(opts.store, registry.revision, next);
    writeSiteFiles(opts.store, next, opts.env);
    const entry = next.history.at(-1)!;
    return {
      changed: true,
      entry,
      registry: next,
      message: `${APP_DIRS[opts.app]}: ${entry.from ?? '(ninguna)'} → ${entry.to} en vivo (revisión ${entry.revision}).`,
    };
  });
}

/** The deploy gate in front of a promote; the CLI always sets it, library callers may not. */
export interface PromoteGate {
  /** The smoke run in Chromium (default true). */
  smoke?: boolean;
  /** Promote even on "no"; the reasons go into the history entry (`why` must say why). */
  force?: boolean;
  sink?: LogSink;
  /** Sees the verdict before the pointer moves (the CLI prints it). */
  onVerdict?: (verdict: GateVerdict) => void;
}

/** `npm run promote -- <app> <version>`: that version becomes the live one, atomically. */
export async function promote(opts: MoveOptions & { version: string; gate?: PromoteGate }): Promise<MoveOutcome> {
  const decide = (registry: Registry) =>
    registry.apps[APP_DIRS[opts.app]]?.live === opts.version
      ? { noop: `${APP_DIRS[opts.app]}: ${opts.version} ya está en vivo; nada que cambiar.` }
      : { to: opts.version, action: 'promote' as const };
  // No gate to run on a no-op or on a version the store lacks: move() says so in its own words.
  if (!opts.gate || 'noop' in decide(readRegistry(opts.store)) || !readRecord(opts.store, opts.app, opts.version)) return move(opts, decide);
  if (opts.gate.force && !opts.why?.trim()) throw new UsageError('--force necesita --why "motivo": el motivo queda en el historial.');
  const verdict = await canDeploy({ store: opts.store, app: opts.app, version: opts.version, smoke: opts.gate.smoke, env: opts.env, sink: opts.gate.sink });
  opts.gate.onVerdict?.(verdict);
  if (!verdict.ok && !opts.gate.force) {
    throw new ReleaseError(`Rechazado por la puerta de despliegue: ${verdict.reasons.join(' ')} (--force --why "…" lo fuerza).`);
  }
  return move(opts, decide, { revision: verdict.revision, ...(verdict.ok ? {} : { forced: verdict.reasons }) });
}

/**
 * `npm run rollback -- <app>`: back to the version that was live before the current one; while a canary
 * runs, it ends the canary instead (every browser back on the stable version, which never moved).
 */
export function rollback(opts: MoveOptions): Promise<MoveOutcome> {
  if (readRegistry(opts.store).apps[APP_DIRS[opts.app]]?.canary) return endCanary(opts);
  return move(opts, (registry) => {
    const pointer = registry.apps[APP_DIRS[opts.app]];
    const to = pointer?.previous.at(-1);
    if (!pointer || !to) throw new ReleaseError(`Rechazado: ${APP_DIRS[opts.app]} no tiene una versión anterior a la que volver.`);
    return { to, action: 'rollback' };
  });
}

/** Canary shares a promote accepts: a whole percentage, neither nobody nor everybody. */
export const CANARY_PERCENT_RANGE = [1, 99] as const;

/**
 * `npm run promote -- <app> <version> --canary <percent>`: that version is served to `percent` % of
 * browsers (sticky by their canary id); the live version stays for the rest and does not move.
 */
export async function startCanary(opts: MoveOptions & { version: string; percent: number }): Promise<MoveOutcome> {
  const key = APP_DIRS[opts.app];
  if (!Number.isInteger(opts.percent) || opts.percent < CANARY_PERCENT_RANGE[0] || opts.percent > CANARY_PERCENT_RANGE[1]) {
    throw new ReleaseError(`Rechazado: el canario va del ${CANARY_PERCENT_RANGE[0]} al ${CANARY_PERCENT_RANGE[1]} % (un número entero); para todos, promote sin --canary.`);
  }
  return withRegistryLock(opts.store, async () => {
    const registry = readRegistry(opts.store);
    const pointer = registry.apps[key];
    if (!pointer) throw new ReleaseError(`Rechazado: ${key} no tiene versión en vivo; promueve primero una versión estable.`);
    if (pointer.live === opts.version) throw new ReleaseError(`Rechazado: ${opts.version} ya está en vivo para todos en ${key}; un canario es otra versión.`);
    if (pointer.canary?.version === opts.version && pointer.canary.percent === opts.percent) {
      return { changed: false, registry, message: `${key}: ${opts.version} ya es el canario al ${opts.percent} %; nada que cambiar.` };
    }
    checkPromotable(opts.store, opts.app, opts.version);
    await opts.beforeWrite?.();
    const next = setCanary(registry, { app: opts.app, canary: { version: opts.version, percent: opts.percent }, by: opts.by || createdByDefault(opts.env), why: opts.why ?? '' });
    writeRegistry(opts.store, registry.revision, next);
    const entry = next.history.at(-1)!;
    return {
      changed: true,
      entry,
      registry: next,
      message: `${key}: canario ${opts.version} para el ${opts.percent} % de los navegadores; el resto sigue en ${pointer.live} (revisión ${entry.revision}).`,
    };
  });
}

/** Ends `app`'s canary: every browser back on the live version (`rollback` does this while a canary runs). */
export async function endCanary(opts: MoveOptions): Promise<MoveOutcome> {
  const key = APP_DIRS[opts.app];
  return withRegistryLock(opts.store, async () => {
    const registry = readRegistry(opts.store);
    const pointer = registry.apps[key];
    if (!pointer?.canary) return { changed: false, registry, message: `${key}: no hay un canario en curso; nada que terminar.` };
    await opts.beforeWrite?.();
    const next = setCanary(registry, { app: opts.app, canary: null, by: opts.by || createdByDefault(opts.env), why: opts.why ?? '' });
    writeRegistry(opts.store, registry.revision, next);
    const entry = next.history.at(-1)!;
    return {
      changed: true,
      entry,
      registry: next,
      message: `${key}: canario ${pointer.canary.version} terminado; todos vuelven a ${pointer.live} (revisión ${entry.revision}).`,
    };
  });
}

/** `npm run releases -- prune`: removes what the rules let go (prune.ts); `dryRun` only says so. */
export async function prune(opts: { store: string; dryRun?: boolean; now?: number }): Promise<Record<string, PrunePlan>> {
  return withRegistryLock(opts.store, () => {
    const registry = readRegistry(opts.store);
    const plans: Record<string, PrunePlan> = {};
    for (const app of APP_NAMES) {
      const plan = prunePlan(app, listReleases(opts.store, app), registry, opts.now);
      plans[APP_DIRS[app]] = plan;
      if (!opts.dryRun) {
        for (const version of plan.remove) removeRelease(opts.store, app, version);
        cleanTemporary(opts.store, app);
      }
    }
    return plans;
  });
}

export { historyOf, listReleases, readRegistry };

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
import { historyOf, readRegistry, type HistoryEntry, type Registry } from './registry';
import { prunePlan, type PrunePlan } from './prune';
import { canDeploy, type GateVerdict } from './can-deploy';
import { registryClient, type RegistryClient } from '../registry/client';
import type { PointerChangeRequest } from '../registry/service';

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

/**
 * `npm run upload -- <app> <version>`: the runner's version where the app's own site serves it. Locally
 * a copy into HOSTING_DIR (a hidden folder renamed into place: whole or not at all); nothing there is
 * ever removed or overwritten, so every version the registry, a canary or the history names stays.
 * Production: docs/deploys.md (the app's own Hosting site, with the versions it must keep).
 */
export function uploadRelease(args: { from: string; to: string; app: AppName; version: string }): { uploaded: boolean; message: string } {
  const key = APP_DIRS[args.app];
  if (!readRecord(args.from, args.app, args.version)) {
    throw new ReleaseError(`Rechazado: la versión ${args.version} de ${key} no está en este runner (${args.from}); publícala con npm run release -- ${key}.`);
  }
  const problems = verifyRelease(args.from, args.app, args.version);
  if (problems.length) throw new ReleaseError(`Rechazado: la versión ${args.version} de ${key} está incompleta o alterada: ${problems.join('; ')}.`);
  if (path.resolve(args.from) === path.resolve(args.to)) return { uploaded: false, message: `${key}: ${args.version} ya está donde su sitio la sirve (${args.to}).` };
  if (readRecord(args.to, args.app, args.version)) {
    const there = verifyRelease(args.to, args.app, args.version);
    if (there.length) throw new ReleaseError(`Rechazado: la versión ${args.version} de ${key} en el sitio está alterada (${there.join('; ')}); no se sobrescribe.`);
    return { uploaded: false, message: `${key}: ${args.version} ya estaba en su sitio; nada que subir.` };
  }
  const siteDir = path.join(args.to, key);
  fs.mkdirSync(siteDir, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(siteDir, '.tmp-'));
  try {
    fs.cpSync(path.join(args.from, key, args.version), tmp, { recursive: true });
    fs.renameSync(tmp, path.join(siteDir, args.version));
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
  return { uploaded: true, message: `${key}: ${args.version} subida a su sitio (${args.to}). Para ponerla en vivo: npm run promote -- ${key} ${args.version}` };
}

export interface MoveOptions {
  /** Where the sites serve versions from (locally HOSTING_DIR, by default the store `npm start` serves). */
  store: string;
  app: AppName;
  by?: string;
  why?: string;
  env?: NodeJS.ProcessEnv;
  /** The pointer service (default: REGISTRY_URL, or the local one). */
  registry?: RegistryClient;
  /** Hook between reading the registry and sending the change (tests hold the moment open). */
  beforeWrite?: () => Promise<void> | void;
}

export interface MoveOutcome {
  changed: boolean;
  entry?: HistoryEntry;
  registry: Registry;
  message: string;
}

export const clientOf = (opts: { store: string; env?: NodeJS.ProcessEnv; registry?: RegistryClient }) =>
  opts.registry ?? registryClient({ env: { ...process.env, ...opts.env }, store: opts.store });

/** Sends one change on the revision read; the service answers with the new registry or the refusal. */
async function send(opts: MoveOptions, etag: string, change: PointerChangeRequest, describe: (entry: HistoryEntry) => string): Promise<MoveOutcome> {
  await opts.beforeWrite?.();
  const out = await clientOf(opts).change(opts.app, etag, { by: opts.by || createdByDefault(opts.env), why: opts.why ?? '', ...change });
  return { changed: true, entry: out.entry, registry: out.registry, message: describe(out.entry) };
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

/** A history entry of a move made over the gate's "no": forced, with the reasons it overrode. */
export type GatedHistoryEntry = HistoryEntry;

const staleGate = (judged: number, now: number) =>
  new ReleaseError(
    `Rechazado: el registro cambió mientras se comprobaba la versión (revisión ${judged} → ${now}); otro cambio se adelantó. Revisa el historial y vuelve a intentarlo.`,
  );

async function move(
  opts: MoveOptions,
  decide: (registry: Registry) => { to: string; action: 'promote' | 'rollback' } | { noop: string },
  gate?: GateMark,
): Promise<MoveOutcome> {
  const { registry, etag } = await clientOf(opts).read();
  // Compare-and-swap on what the gate judged: the change is sent with that revision as If-Match, and
  // a registry that moved since is refused here already, with the reason.
  if (gate && registry.revision !== gate.revision) throw staleGate(gate.revision, registry.revision);
  const decision = decide(registry);
  if ('noop' in decision) return { changed: false, registry, message: decision.noop };
  checkPromotable(opts.store, opts.app, decision.to);
  return send(
    opts,
    gate ? `"${gate.revision}"` : etag,
    { action: decision.action, to: decision.to, ...(gate?.forced ? { forced: gate.forced } : {}) },
    (entry) => `${APP_DIRS[opts.app]}: ${entry.from ?? '(ninguna)'} → ${entry.to} en vivo (revisión ${entry.revision}).`,
  );
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

/** Runs the gate on `version` and returns what the move must carry; refuses on "no" unless forced. */
async function gateFor(opts: MoveOptions & { version: string; gate: PromoteGate }, what: string): Promise<GateMark> {
  if (opts.gate.force && !opts.why?.trim()) throw new UsageError('--force necesita --why "motivo": el motivo queda en el historial.');
  const verdict = await canDeploy({ store: opts.store, app: opts.app, version: opts.version, smoke: opts.gate.smoke, env: opts.env, sink: opts.gate.sink, registry: clientOf(opts) });
  opts.gate.onVerdict?.(verdict);
  if (!verdict.ok && !opts.gate.force) {
    throw new ReleaseError(`Rechazado por la puerta de despliegue${what}: ${verdict.reasons.join(' ')} (--force --why "…" lo fuerza).`);
  }
  return { revision: verdict.revision, ...(verdict.ok ? {} : { forced: verdict.reasons }) };
}

/** `npm run promote -- <app> <version>`: that version becomes the live one, atomically. */
export async function promote(opts: MoveOptions & { version: string; gate?: PromoteGate }): Promise<MoveOutcome> {
  const decide = (registry: Registry) =>
    registry.apps[APP_DIRS[opts.app]]?.live === opts.version
      ? { noop: `${APP_DIRS[opts.app]}: ${opts.version} ya está en vivo; nada que cambiar.` }
      : { to: opts.version, action: 'promote' as const };
  // No gate to run on a no-op or on a version the store lacks: move() says so in its own words.
  if (!opts.gate || 'noop' in decide((await clientOf(opts).read()).registry) || !readRecord(opts.store, opts.app, opts.version)) return move(opts, decide);
  return move(opts, decide, await gateFor({ ...opts, gate: opts.gate }, ''));
}

/**
 * `npm run rollback -- <app>`: back to the version that was live before the current one; while a canary
 * runs, it ends the canary instead (every browser back on the stable version, which never moved). The
 * target passes the gate's static checks first: a version the live shell can no longer mount is
 * refused unless forced, and a forced rollback is kept as forced.
 */
export async function rollback(opts: MoveOptions & { gate?: PromoteGate }): Promise<MoveOutcome> {
  const { registry } = await clientOf(opts).read();
  const pointer = registry.apps[APP_DIRS[opts.app]];
  if (pointer?.canary) return endCanary(opts);
  const to = pointer?.previous.at(-1);
  if (!pointer || !to) throw new ReleaseError(`Rechazado: ${APP_DIRS[opts.app]} no tiene una versión anterior a la que volver.`);
  const gate = opts.gate ? await gateFor({ ...opts, version: to, gate: opts.gate }, ` (rollback a ${to})`) : undefined;
  return move(opts, () => ({ to, action: 'rollback' }), gate);
}

/** Canary shares a promote accepts: a whole percentage, neither nobody nor everybody. */
export const CANARY_PERCENT_RANGE = [1, 99] as const;

/**
 * `npm run promote -- <app> <version> --canary <percent>`: that version is served to `percent` % of
 * browsers (sticky by their canary id); the live version stays for the rest and does not move.
 */
export async function startCanary(opts: MoveOptions & { version: string; percent: number; forced?: string[]; revision?: number }): Promise<MoveOutcome> {
  const key = APP_DIRS[opts.app];
  if (!Number.isInteger(opts.percent) || opts.percent < CANARY_PERCENT_RANGE[0] || opts.percent > CANARY_PERCENT_RANGE[1]) {
    throw new ReleaseError(`Rechazado: el canario va del ${CANARY_PERCENT_RANGE[0]} al ${CANARY_PERCENT_RANGE[1]} % (un número entero); para todos, promote sin --canary.`);
  }
  const { registry, etag } = await clientOf(opts).read();
  if (opts.revision !== undefined && registry.revision !== opts.revision) throw staleGate(opts.revision, registry.revision);
  const pointer = registry.apps[key];
  if (!pointer) throw new ReleaseError(`Rechazado: ${key} no tiene versión en vivo; promueve primero una versión estable.`);
  if (pointer.live === opts.version) throw new ReleaseError(`Rechazado: ${opts.version} ya está en vivo para todos en ${key}; un canario es otra versión.`);
  if (pointer.canary?.version === opts.version && pointer.canary.percent === opts.percent) {
    return { changed: false, registry, message: `${key}: ${opts.version} ya es el canario al ${opts.percent} %; nada que cambiar.` };
  }
  checkPromotable(opts.store, opts.app, opts.version);
  return send(
    opts,
    opts.revision !== undefined ? `"${opts.revision}"` : etag,
    { action: 'canary-start', to: opts.version, percent: opts.percent, ...(opts.forced?.length ? { forced: opts.forced } : {}) },
    (entry) => `${key}: canario ${opts.version} para el ${opts.percent} % de los navegadores; el resto sigue en ${pointer.live} (revisión ${entry.revision}).`,
  );
}

/** Ends `app`'s canary: every browser back on the live version (`rollback` does this while a canary runs). */
export async function endCanary(opts: MoveOptions): Promise<MoveOutcome> {
  const key = APP_DIRS[opts.app];
  const { registry, etag } = await clientOf(opts).read();
  const pointer = registry.apps[key];
  if (!pointer?.canary) return { changed: false, registry, message: `${key}: no hay un canario en curso; nada que terminar.` };
  const ended = pointer.canary.version;
  return send(opts, etag, { action: 'canary-end' }, (entry) => `${key}: canario ${ended} terminado; todos vuelven a ${pointer.live} (revisión ${entry.revision}).`);
}

/**
 * `npm run releases -- prune`: removes what the rules let go (prune.ts); `dryRun` only says so. The
 * registry it keeps by is the service's (live, canary, rollback target, 24 h of history).
 */
export async function prune(opts: { store: string; dryRun?: boolean; now?: number; env?: NodeJS.ProcessEnv; registry?: RegistryClient }): Promise<Record<string, PrunePlan>> {
  const { registry } = await clientOf(opts).read();
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
}

export { historyOf, listReleases, readRegistry };

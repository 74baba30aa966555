/**
 * What the release commands do: cut a release, move a pointer, go back, prune. A move reads the
 * registry once, judges the candidate against that reading (the deploy gate, a preflight with the smoke
 * run) and sends one change on its revision: the pointer service judges the records again itself and
 * refuses a "no" (409), a version that is not on its site (409), and anything that moved meanwhile (412).
 * Nothing here reads what is live from this runner's disk.
 */
import type { LogSink } from '../log';
import { APP_DIRS, APP_NAMES, ReleaseError, UsageError, type AppName } from '@lotengo/platform/releases/layout';
import { cleanTemporary, listReleases, removeRelease } from '@lotengo/platform/releases/store';
import { historyOf, type HistoryEntry, type Registry } from '@lotengo/platform/releases/registry';
import { prunePlan, type PrunePlan } from './prune';
import { canDeploy, type GateVerdict } from './can-deploy';
import type { RegistryClient } from '../registry/client';
import type { PointerChangeRequest } from '@lotengo/platform/registry/service';
import type { Deployment } from './deployment';

export { addBuild, releaseApp, type ReleaseOutcome } from './release-build';

export interface MoveOptions {
  deployment: Pick<Deployment, 'registry' | 'sites' | 'store' | 'env'>;
  app: AppName;
  /** Who made it is not said here: the service records the identity its credential proves. */
  why?: string;
  /**
   * Send it forced whatever the gate says (`why` says why): an admin's credential only (locally the local
   * admin token). npm start uses it for the sources it builds together.
   */
  force?: boolean;
  /** Runs between reading the registry and sending the change (tests hold the moment open). */
  beforeWrite?: () => Promise<void> | void;
}

export interface MoveOutcome {
  changed: boolean;
  entry?: HistoryEntry;
  registry: Registry;
  message: string;
}

/** The deploy gate in front of a move; the CLI always sets it, library callers may not. */
export interface PromoteGate {
  /** The smoke run in Chromium (default true). */
  smoke?: boolean;
  /**
   * Move even on "no" (`why` must say why): an admin's act, so the credential must be an admin's (the
   * service refuses a team's; locally the local admin token is used). The reasons go into the history.
   */
  force?: boolean;
  sink?: LogSink;
  /** Sees the verdict before the pointer moves (the CLI prints it). */
  onVerdict?: (verdict: GateVerdict) => void;
}

/** Sends one change on the revision read; the service answers with the new registry or the refusal. */
async function send(
  opts: MoveOptions,
  etag: string,
  change: PointerChangeRequest,
  describe: (entry: HistoryEntry) => string,
): Promise<MoveOutcome> {
  await opts.beforeWrite?.();
  const forced = opts.force && change.action !== 'canary-end' && !change.forced ? { forced: true as const } : {};
  const out = await opts.deployment.registry.change(opts.app, etag, { why: opts.why ?? '', ...change, ...forced });
  return { changed: true, entry: out.entry, registry: out.registry, message: describe(out.entry) };
}

/** Runs the gate on `version` against `registry`; refuses on "no" unless forced (then the reasons travel with the
 * change). */
async function judged(
  opts: MoveOptions & { gate?: PromoteGate },
  version: string,
  registry: Registry,
  what: string,
): Promise<Pick<PointerChangeRequest, 'forced'>> {
  if (!opts.gate) return {};
  if (opts.gate.force && !opts.why?.trim())
    throw new UsageError('--force necesita --why "motivo": el motivo ' + 'queda en el historial.');
  const verdict = await canDeploy({
    deployment: opts.deployment,
    app: opts.app,
    version,
    registry,
    smoke: opts.gate.smoke,
    sink: opts.gate.sink,
  });
  opts.gate.onVerdict?.(verdict);
  if (!verdict.ok && !opts.gate.force)
    throw new ReleaseError(
      `Rechazado por la puerta de despliegue${what}: ` +
        `${verdict.reasons.join(' ')} (--force ` +
        `--why "…" lo fuerza).`,
    );
  return verdict.ok ? {} : { forced: verdict.reasons };
}

const moved = (app: AppName) => (entry: HistoryEntry) =>
  `${APP_DIRS[app]}: ${entry.from ?? '(ninguna)'} → ` + `${entry.to} en vivo (revisión ${entry.revision}).`;

/**
 * `npm run promote -- <app> <version>`: that version becomes the live one for everybody (ending a
 * canary; promoting the live version while a canary runs just ends the canary).
 */
export async function promote(opts: MoveOptions & { version: string; gate?: PromoteGate }): Promise<MoveOutcome> {
  const key = APP_DIRS[opts.app];
  const { registry, etag } = await opts.deployment.registry.read();
  const pointer = registry.apps[key];
  if (pointer?.live === opts.version) {
    if (!pointer.canary)
      return { changed: false, registry, message: `${key}: ${opts.version} ya está en ` + `vivo; nada que cambiar.` };
    const ended = pointer.canary.version;
    return send(
      opts,
      etag,
      { action: 'canary-end' },
      (e) => `${key}: canario ${ended} ` + `terminado; todos vuelven a ` + `${opts.version} (revisión ${e.revision}).`,
    );
  }
  const forced = await judged(opts, opts.version, registry, '');
  return send(opts, etag, { action: 'promote', to: opts.version, ...forced }, moved(opts.app));
}

/**
 * `npm run rollback -- <app>`: back to the version that was live before the current one; while a canary
 * runs, it ends the canary instead (every browser back on the stable version, which never moved). The
 * target passes the gate's static checks first, read from its site: a version the live shell can no
 * longer mount is refused unless forced, and a forced rollback is kept as forced.
 */
export async function rollback(opts: MoveOptions & { gate?: PromoteGate }): Promise<MoveOutcome> {
  const key = APP_DIRS[opts.app];
  const { registry, etag } = await opts.deployment.registry.read();
  const pointer = registry.apps[key];
  if (pointer?.canary) {
    const ended = pointer.canary.version;
    return send(
      opts,
      etag,
      { action: 'canary-end' },
      (e) => `${key}: canario ${ended} ` + `terminado; todos vuelven a ` + `${pointer.live} (revisión ${e.revision}).`,
    );
  }
  const to = pointer?.previous.at(-1);
  if (!pointer || !to) throw new ReleaseError(`Rechazado: ${key} no tiene una versión anterior a la que volver.`);
  const forced = await judged(
    { ...opts, gate: opts.gate && { ...opts.gate, smoke: false } },
    to,
    registry,
    ` (rollback a ${to})`,
  );
  return send(opts, etag, { action: 'rollback', to, ...forced }, moved(opts.app));
}

/** Canary shares a promote accepts: a whole percentage, neither nobody nor everybody. */
export const CANARY_PERCENT_RANGE = [1, 99] as const;

/**
 * `npm run promote -- <app> <version> --canary <percent>`: that version is served to `percent` % of
 * browsers (sticky by their canary id); the live version stays for the rest and does not move.
 */
export async function startCanary(
  opts: MoveOptions & { version: string; percent: number; gate?: PromoteGate },
): Promise<MoveOutcome> {
  const key = APP_DIRS[opts.app];
  if (
    !Number.isInteger(opts.percent) ||
    opts.percent < CANARY_PERCENT_RANGE[0] ||
    opts.percent > CANARY_PERCENT_RANGE[1]
  ) {
    throw new ReleaseError(
      `Rechazado: el canario va del ` +
        `${CANARY_PERCENT_RANGE[0]} al ` +
        `${CANARY_PERCENT_RANGE[1]} % ` +
        `(un número entero); para todos, ` +
        `promote sin --canary.`,
    );
  }
  const { registry, etag } = await opts.deployment.registry.read();
  const pointer = registry.apps[key];
  if (!pointer)
    throw new ReleaseError(
      `Rechazado: ${key} no tiene versión en ` + `vivo; promueve primero ` + `una versión estable.`,
    );
  if (pointer.live === opts.version)
    throw new ReleaseError(
      `Rechazado: ${opts.version} ya ` + `está en vivo para todos ` + `en ${key}; un canario es otra versión.`,
    );
  if (pointer.canary?.version === opts.version && pointer.canary.percent === opts.percent) {
    return {
      changed: false,
      registry,
      message: `${key}: ${opts.version} ya es el ` + `canario al ${opts.percent} ` + `%; nada que cambiar.`,
    };
  }
  // A canary reaches real browsers: the same gate as a promote for all.
  const forced = await judged(opts, opts.version, registry, '');
  return send(
    opts,
    etag,
    { action: 'canary-start', to: opts.version, percent: opts.percent, ...forced },
    (entry) =>
      `${key}: canario ${opts.version} para el ` +
      `${opts.percent} % de los ` +
      `navegadores; el resto sigue en ` +
      `${pointer.live} (revisión ${entry.revision}).`,
  );
}

/** Ends `app`'s canary: every browser back on the live version. */
export async function endCanary(opts: MoveOptions): Promise<MoveOutcome> {
  const key = APP_DIRS[opts.app];
  const { registry, etag } = await opts.deployment.registry.read();
  const pointer = registry.apps[key];
  if (!pointer?.canary)
    return { changed: false, registry, message: `${key}: no hay un canario en ` + `curso; nada que terminar.` };
  const ended = pointer.canary.version;
  return send(
    opts,
    etag,
    { action: 'canary-end' },
    (entry) =>
      `${key}: canario ${ended} ` + `terminado; todos vuelven a ` + `${pointer.live} (revisión ${entry.revision}).`,
  );
}

/**
 * `npm run releases -- prune`: removes from a store what the rules let go (prune.ts); `dryRun` only
 * says so. The registry it keeps by is the service's (live, canary, rollback target, 24 h of history).
 */
export async function prune(opts: {
  store: string;
  registry: RegistryClient;
  dryRun?: boolean;
  now?: number;
}): Promise<Record<string, PrunePlan>> {
  const { registry } = await opts.registry.read();
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

export { historyOf, listReleases };

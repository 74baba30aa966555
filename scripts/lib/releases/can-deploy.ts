/**
 * `npm run can-deploy -- <app> <version>`: may this version go live next to what the
 * registry says is live? Static checks on the release records first (files, exposed modules and props,
 * shared modules, @lotengo/shared's API, federation runtime), then the smoke run on the composed site.
 */
import { APP_DIRS, APP_NAMES, type AppName } from './layout';
import type { LogSink } from '../log';
import { liveVersions, readRegistry, type Registry } from './registry';
import { canaryOf } from './canary';
import type { RegistryClient } from '../registry/client';
import { readRecord } from './store';
import { checkFiles, checkMounts, checkRuntime, checkShared, checkSharedApi, type CheckOutcome, type LiveRecords } from './gate-checks';
import { checkContractTypes } from './gate-contracts';

export interface GateVerdict {
  app: AppName;
  version: string;
  ok: boolean;
  /** One Spanish sentence per reason; empty when ok. */
  reasons: string[];
  notes: string[];
  /** The registry revision the verdict was given against (promote refuses if it moved meanwhile). */
  revision: number;
  /** Seconds per phase. */
  timings: { static: number; smoke: number | null };
}

export interface GateOptions {
  store: string;
  app: AppName;
  version: string;
  /** The smoke run in Chromium (default true). */
  smoke?: boolean;
  env?: NodeJS.ProcessEnv;
  sink?: LogSink;
  /** The pointer service whose registry the candidate is judged against (default: the store's file). */
  registry?: RegistryClient;
}

/** Static checks of `candidate` next to one combination of versions (app → version). */
function checkAgainst(store: string, app: AppName, version: string, versions: Partial<Record<AppName, string>>, selfVersion: string | undefined): CheckOutcome {
  const candidate = readRecord(store, app, version)!;
  const live: LiveRecords = Object.fromEntries(
    APP_NAMES.filter((a) => a !== app && versions[a]).flatMap((a) => {
      const record = readRecord(store, a, versions[a]!);
      return record ? [[a, record]] : [];
    }),
  );
  const self = selfVersion ? readRecord(store, app, selfVersion) : null;
  const outcomes = [checkMounts(candidate, live, self ?? undefined), checkShared(candidate, live), checkSharedApi(candidate, live), checkContractTypes(candidate, live), checkRuntime(candidate, live)];
  return { reasons: outcomes.flatMap((o) => o.reasons), notes: outcomes.flatMap((o) => o.notes) };
}

/**
 * Every combination a browser may get while the candidate is live: the live versions, and each subset
 * of the other apps' running canaries swapped in (a browser can be in several canaries at once).
 */
export function servedCombinations(registry: Registry, app: AppName): Array<{ versions: Partial<Record<AppName, string>>; canaries: string[] }> {
  const live = liveVersions(registry);
  const canaries = APP_NAMES.filter((a) => a !== app && canaryOf(registry, a) && live[a]);
  const combos: Array<{ versions: Partial<Record<AppName, string>>; canaries: string[] }> = [];
  for (let mask = 0; mask < 1 << canaries.length; mask += 1) {
    const versions = { ...live };
    const names: string[] = [];
    canaries.forEach((a, i) => {
      if (mask & (1 << i)) {
        versions[a] = canaryOf(registry, a)!.version;
        names.push(`${APP_DIRS[a]} ${versions[a]}`);
      }
    });
    combos.push({ versions, canaries: names });
  }
  return combos;
}

/**
 * Static checks only (no browser): what the fixture tests exercise one by one. The candidate is judged
 * next to what is live and next to every running canary's combination: a reason that only a canary
 * brings says which canary.
 */
export function staticVerdict(store: string, app: AppName, version: string, registry: Registry = readRegistry(store)): CheckOutcome & { revision: number } {
  const files = checkFiles(store, app, version);
  const candidate = readRecord(store, app, version);
  if (!candidate) return { ...files, revision: registry.revision };
  const self = liveVersions(registry)[app];
  const reasons = [...files.reasons];
  const notes = [...files.notes];
  for (const combo of servedCombinations(registry, app)) {
    const out = checkAgainst(store, app, version, combo.versions, self);
    const suffix = combo.canaries.length ? ` (con el canario en curso ${combo.canaries.join(' y ')})` : '';
    for (const r of out.reasons) {
      const text = suffix ? `${r.replace(/\.$/, '')}${suffix}.` : r;
      if (!reasons.includes(text) && !(suffix && reasons.includes(r))) reasons.push(text);
    }
    for (const n of out.notes) if (!notes.includes(n)) notes.push(n);
  }
  return { reasons, notes, revision: registry.revision };
}

export async function canDeploy(opts: GateOptions): Promise<GateVerdict> {
  const started = Date.now();
  const registry = opts.registry ? (await opts.registry.read()).registry : readRegistry(opts.store);
  const checked = staticVerdict(opts.store, opts.app, opts.version, registry);
  const staticSeconds = (Date.now() - started) / 1000;
  let smokeSeconds: number | null = null;
  if (opts.smoke !== false) {
    if (checked.reasons.length) {
      checked.notes.push('Prueba de humo no ejecutada: la versión ya se rechaza por lo anterior.');
    } else {
      const t = Date.now();
      // Loaded only for a smoke run: Playwright and the stack are a second of every command's start.
      // require, not import(): Playwright's test loader does not compile a .ts file reached by import().
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { smokeRun } = require('./smoke-run') as typeof import('./smoke-run');
      const smoke = await smokeRun({ store: opts.store, app: opts.app, version: opts.version, env: opts.env, sink: opts.sink, registry });
      smokeSeconds = (Date.now() - t) / 1000;
      checked.reasons.push(...smoke.reasons);
      checked.notes.push(...smoke.notes);
    }
  }
  return {
    app: opts.app,
    version: opts.version,
    ok: checked.reasons.length === 0,
    reasons: checked.reasons,
    notes: checked.notes,
    revision: checked.revision,
    timings: { static: staticSeconds, smoke: smokeSeconds },
  };
}

/** The verdict as the CLI prints it: the answer first, then every reason, then the notes. */
export function formatVerdict(v: GateVerdict): string {
  const head = v.ok
    ? `Sí: ${APP_DIRS[v.app]} ${v.version} se puede desplegar.`
    : `No: ${APP_DIRS[v.app]} ${v.version} no se puede desplegar (${v.reasons.length} ${v.reasons.length === 1 ? 'motivo' : 'motivos'}).`;
  const time = `Comprobado en ${(v.timings.static + (v.timings.smoke ?? 0)).toFixed(1)} s${v.timings.smoke === null ? ' (sin prueba de humo)' : ''}.`;
  return [head, ...v.reasons.map((r) => `  ✗ ${r}`), ...v.notes.map((n) => `  · ${n}`), time].join('\n');
}

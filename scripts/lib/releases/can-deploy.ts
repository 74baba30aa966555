/**
 * `npm run can-deploy -- <app> <version>`: may this version go live next to what the
 * registry says is live? Static checks on the release records first (files, exposed modules and props,
 * shared modules, @lotengo/shared's API, federation runtime), then the smoke run on the composed site.
 */
import { APP_DIRS, APP_NAMES, type AppName } from './layout';
import type { LogSink } from '../log';
import { liveVersions, readRegistry } from './registry';
import { readRecord } from './store';
import { smokeRun } from './smoke-run';
import { checkFiles, checkMounts, checkRuntime, checkShared, checkSharedApi, type CheckOutcome, type LiveRecords } from './gate-checks';

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
}

/** Static checks only (no browser): what the fixture tests exercise one by one. */
export function staticVerdict(store: string, app: AppName, version: string): CheckOutcome & { revision: number } {
  const registry = readRegistry(store);
  const files = checkFiles(store, app, version);
  const candidate = readRecord(store, app, version);
  if (!candidate) return { ...files, revision: registry.revision };
  const versions = liveVersions(registry);
  const live: LiveRecords = Object.fromEntries(
    APP_NAMES.filter((a) => a !== app && versions[a]).flatMap((a) => {
      const record = readRecord(store, a, versions[a]!);
      return record ? [[a, record]] : [];
    }),
  );
  const self = versions[app] ? readRecord(store, app, versions[app]!) : null;
  const outcomes = [files, checkMounts(candidate, live, self ?? undefined), checkShared(candidate, live), checkSharedApi(candidate, live), checkRuntime(candidate, live)];
  return {
    reasons: outcomes.flatMap((o) => o.reasons),
    notes: outcomes.flatMap((o) => o.notes),
    revision: registry.revision,
  };
}

export async function canDeploy(opts: GateOptions): Promise<GateVerdict> {
  const started = Date.now();
  const checked = staticVerdict(opts.store, opts.app, opts.version);
  const staticSeconds = (Date.now() - started) / 1000;
  let smokeSeconds: number | null = null;
  if (opts.smoke !== false) {
    if (checked.reasons.length) {
      checked.notes.push('Prueba de humo no ejecutada: la versión ya se rechaza por lo anterior.');
    } else {
      const t = Date.now();
      const smoke = await smokeRun({ store: opts.store, app: opts.app, version: opts.version, env: opts.env, sink: opts.sink });
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

/**
 * `npm run can-deploy -- <app> <version>`: may this version go live next to what the
 * registry says is live? Static checks on the release records first (files, exposed modules and props,
 * shared modules, @lotengo/shared's API, federation runtime), then the smoke run on the composed site.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_DIRS, APP_NAMES, isVersion, versionDir, type AppName } from '@lotengo/platform/releases/layout';
import type { LogSink } from '../log';
import { liveVersions, readRegistry, type Registry } from '@lotengo/platform/releases/registry';
import { canaryOf } from '@lotengo/platform/releases/canary';
import { readRecord } from '@lotengo/platform/releases/store';
import type { Deployment } from './deployment';
import { checkFiles, checkMounts, type CheckOutcome, type LiveRecords } from './gate-checks';
import { checkRuntime, checkShared, checkSharedApi } from './gate-shared';
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
  /** Where versions come from: the runner's own store (the candidate it built) and the apps' sites. */
  deployment: Pick<Deployment, 'sites' | 'store' | 'env'>;
  app: AppName;
  version: string;
  /** The registry the candidate is judged against, as the caller read it (a promote reads it once). */
  registry: Registry;
  /** The smoke run in Chromium (default true). */
  smoke?: boolean;
  sink?: LogSink;
}

/** Static checks of `candidate` next to one combination of versions (app → version). */
function checkAgainst(
  store: string,
  app: AppName,
  version: string,
  versions: Partial<Record<AppName, string>>,
  selfVersion: string | undefined,
): CheckOutcome {
  const candidate = readRecord(store, app, version)!;
  const live: LiveRecords = Object.fromEntries(
    APP_NAMES.filter((a) => a !== app && versions[a]).flatMap((a) => {
      const record = readRecord(store, a, versions[a]!);
      return record ? [[a, record]] : [];
    }),
  );
  const self = selfVersion ? readRecord(store, app, selfVersion) : null;
  const outcomes = [
    checkMounts(candidate, live, self ?? undefined),
    checkShared(candidate, live),
    checkSharedApi(candidate, live),
    checkContractTypes(candidate, live),
    checkRuntime(candidate, live),
  ];
  return { reasons: outcomes.flatMap((o) => o.reasons), notes: outcomes.flatMap((o) => o.notes) };
}

/**
 * Every combination a browser may get while the candidate is live: the live versions, and each subset
 * of the other apps' running canaries swapped in (a browser can be in several canaries at once).
 */
export function servedCombinations(
  registry: Registry,
  app: AppName,
): Array<{ versions: Partial<Record<AppName, string>>; canaries: string[] }> {
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
export function staticVerdict(
  store: string,
  app: AppName,
  version: string,
  registry: Registry = readRegistry(store),
): CheckOutcome & { revision: number } {
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

/**
 * The versions the verdict needs, in a store of the gate's own: the candidate (this runner's build, or
 * the version as its site serves it) and every version a browser may be served next to it, read from
 * their sites (records; whole versions for the smoke run). What cannot be read is a refusal naming it.
 */
async function gather(opts: GateOptions, into: string, smoke: boolean): Promise<string[]> {
  const { sites, store } = opts.deployment;
  const reasons: string[] = [];
  if (readRecord(store, opts.app, opts.version)) {
    fs.mkdirSync(path.dirname(versionDir(into, opts.app, opts.version)), { recursive: true });
    fs.symlinkSync(versionDir(store, opts.app, opts.version), versionDir(into, opts.app, opts.version), 'dir');
  } else {
    try {
      await sites.copyVersion(opts.app, opts.version, into);
    } catch (err) {
      reasons.push(
        `La versión ${opts.version} de ${APP_DIRS[opts.app]} no ` +
          `está en este runner ` +
          `(${store}) ni se pudo ` +
          `leer de su sitio: ${(err as Error).message}.`,
      );
    }
  }
  const live = liveVersions(opts.registry);
  const needed = new Map<string, { app: AppName; version: string; whole: boolean }>();
  for (const combo of servedCombinations(opts.registry, opts.app)) {
    for (const [a, v] of Object.entries(combo.versions) as Array<[AppName, string]>) {
      if (a === opts.app && (v !== live[a] || v === opts.version)) continue;
      const whole = smoke && a !== opts.app && live[a] === v;
      const key = `${a}@${v}`;
      needed.set(key, { app: a, version: v, whole: whole || (needed.get(key)?.whole ?? false) });
    }
  }
  await Promise.all(
    [...needed.values()].map(async ({ app, version, whole }) => {
      try {
        await opts.deployment.sites.copyVersion(app, version, into, { recordOnly: !whole });
      } catch (err) {
        reasons.push(
          `No se pudo leer ${APP_DIRS[app]} ` +
            `${version}, que el registro ` +
            `sirve, de su sitio: ` +
            `${(err as Error).message}.`,
        );
      }
    }),
  );
  return reasons;
}

export async function canDeploy(opts: GateOptions): Promise<GateVerdict> {
  const started = Date.now();
  const smoke = opts.smoke !== false;
  const verdict = (reasons: string[], notes: string[], timings: GateVerdict['timings']): GateVerdict => ({
    app: opts.app,
    version: opts.version,
    ok: reasons.length === 0,
    reasons,
    notes,
    revision: opts.registry.revision,
    timings,
  });
  if (!isVersion(opts.version))
    return verdict([`"${opts.version}" no tiene la ` + `forma de una versión.`], [], { static: 0, smoke: null });
  const into = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-gate-'));
  try {
    const unread = await gather(opts, into, smoke);
    // Without the candidate itself there is nothing to compare: that one reason is the verdict.
    if (!readRecord(into, opts.app, opts.version))
      return verdict(unread, [], { static: (Date.now() - started) / 1000, smoke: null });
    const checked = staticVerdict(into, opts.app, opts.version, opts.registry);
    checked.reasons.unshift(...unread);
    const staticSeconds = (Date.now() - started) / 1000;
    let smokeSeconds: number | null = null;
    if (smoke) {
      if (checked.reasons.length) {
        checked.notes.push('Prueba de humo no ejecutada: la versión ya se rechaza por lo anterior.');
      } else {
        const t = Date.now();
        // Loaded only for a smoke run: Playwright and the stack are a second of every command's start.
        // require, not import(): Playwright's test loader does not compile a .ts file reached by import().
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { smokeRun } = require('./smoke-run') as typeof import('./smoke-run');
        const out = await smokeRun({
          store: into,
          app: opts.app,
          version: opts.version,
          env: opts.deployment.env,
          sink: opts.sink,
          registry: opts.registry,
        });
        smokeSeconds = (Date.now() - t) / 1000;
        checked.reasons.push(...out.reasons);
        checked.notes.push(...out.notes);
      }
    }
    return verdict(checked.reasons, checked.notes, { static: staticSeconds, smoke: smokeSeconds });
  } finally {
    fs.rmSync(into, { recursive: true, force: true });
  }
}

/** The verdict as the CLI prints it: the answer first, then every reason, then the notes. */
export function formatVerdict(v: GateVerdict): string {
  const head = v.ok
    ? `Sí: ${APP_DIRS[v.app]} ${v.version} se puede desplegar.`
    : `No: ${APP_DIRS[v.app]} ${v.version} ` +
      `no se puede desplegar ` +
      `(${v.reasons.length} ` +
      `${v.reasons.length === 1 ? 'motivo' : 'motivos'}).`;
  const time =
    `Comprobado en ${(v.timings.static + (v.timings.smoke ?? 0)).toFixed(1)} ` +
    `s${v.timings.smoke === null ? ' (sin prueba de humo)' : ''}.`;
  return [head, ...v.reasons.map((r) => `  ✗ ${r}`), ...v.notes.map((n) => `  · ${n}`), time].join('\n');
}

/**
 * `npm run can-deploy -- <app> <version>`: may this version go live next to what the
 * registry says is live? Static checks on the release records first (files, exposed modules and props,
 * shared modules, @lotengo/shared's API, federation runtime), then the smoke run on the composed site.
 * A preflight: the pointer service runs the record checks itself and refuses a move that fails them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_DIRS, isVersion, versionDir, type AppName } from '@lotengo/platform/releases/layout';
import type { LogSink } from '../log';
import { liveVersions, readRegistry, type Registry } from '@lotengo/platform/releases/registry';
import { readRecord } from '@lotengo/platform/releases/store';
import { judgeRecords, servedCombinations, type CheckOutcome } from '@lotengo/platform/releases/gate';
import type { Deployment } from './deployment';
import { checkFiles } from './gate-files';

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

/**
 * Static checks only (no browser): what the fixture tests exercise one by one. The candidate's files
 * (this runner holds its bytes), then its record against the records of what `registry` serves, by the
 * same code the pointer service runs before it moves a pointer (platform/src/releases/gate.ts).
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
  const records = judgeRecords(candidate, registry, (a, v) => readRecord(store, a, v));
  const notes = [...files.notes];
  for (const n of records.notes) if (!notes.includes(n)) notes.push(n);
  return { reasons: [...files.reasons, ...records.reasons], notes, revision: registry.revision };
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

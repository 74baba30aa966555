/**
 * CI's jobs (.github/workflows/ci.yml's matrix): what a run covers (everything on main and at night, the
 * pipeline's plan on a pull request) as jobs of four kinds, each one `npm run ci:shard -- <kind> <i/N>
 * [--scope <json>]` on a fresh runner:
 * - checks: lint and types (the plan's packages with what they import, the tooling's when it changed;
 *   everything: `npm run check`), and the repository-wide format, OpenAPI and workflow checks;
 * - unit: jest `--shard=i/N` over the plan's projects (everything: all of them);
 * - e2e: the apps' production builds, then Playwright `--shard=i/N` over the plan's journeys (--grep);
 * - ensayo: the deploy workflow's steps against a rehearsal, for the plan's apps, split between shards.
 * A shard is balanced by recorded seconds (balance.ts); a pull request uses as many shards as its share
 * of the suite needs, never more than main, so none of its shards is longer than one of main's.
 */
import type { AppDir, PackageDir } from '../pipeline/apps';
import { APP_DIR_LIST, PACKAGE_DIR_LIST } from '../pipeline/apps';
import type { JourneySelection, PipelinePlan } from '../pipeline/plan';
import { balance, fallbackSeconds, secondsOf, type Durations } from './balance';

export const JOB_KINDS = ['checks', 'unit', 'e2e', 'ensayo'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export type ShardedKind = Exclude<JobKind, 'checks'>;

/**
 * Shards on main (and at night), chosen from the recorded seconds and the budget of docs/pipelines.md
 * ("CI on GitHub"): the longest shard within 6 minutes from a fresh clone with the install cached, 10 without.
 */
export const MAIN_SHARDS: Readonly<Record<ShardedKind, number>> = { unit: 4, e2e: 5, ensayo: 2 };

/** The root jest config's projects (jest.config.js), by their displayName: every workspace and the tooling. */
export const JEST_PROJECTS = [...PACKAGE_DIR_LIST, 'scripts'] as const;
export type JestProject = (typeof JEST_PROJECTS)[number];

/** What a CI run covers. `'all'` is main's: the whole check, every jest project, every journey, every app. */
export interface Scope {
  /** Linted and type-checked through turbo (with what they import); 'all': `npm run check`. */
  packages: PackageDir[] | 'all';
  /** The tooling's lint and types (scripts/, e2e/) and the workflow linter. */
  tooling: boolean;
  projects: JestProject[] | 'all';
  journeys: JourneySelection;
  /** Rehearsed with the deploy workflow's steps. */
  apps: AppDir[];
}

export const EVERYTHING: Scope = {
  packages: 'all',
  tooling: true,
  projects: 'all',
  journeys: { kind: 'all' },
  apps: [...APP_DIR_LIST],
};

/** The pipeline's plan (`npm run pipeline -- --affected <ref> --plan`) as CI's scope: one source. */
export function scopeOfPlan(plan: PipelinePlan): Scope {
  const projects = JEST_PROJECTS.filter(
    (p) => (plan.packages as readonly string[]).includes(p) || (p === 'scripts' && plan.tooling),
  );
  // A plan that reaches every package (a change to shared/ or to a global file) runs main's jobs.
  const everyPackage = plan.packages.length === PACKAGE_DIR_LIST.length;
  return {
    packages: everyPackage && plan.tooling ? 'all' : [...plan.packages],
    tooling: plan.tooling,
    projects: projects.length === JEST_PROJECTS.length ? 'all' : projects,
    journeys: plan.journeys,
    apps: [...plan.apps],
  };
}

/** One kind's part of a scope, as `--scope` carries it; null for everything (no --scope). */
export type KindScope =
  { packages: PackageDir[]; tooling: boolean } | { projects: JestProject[] } | { grep: string } | { apps: AppDir[] };

export function kindScope(scope: Scope, kind: JobKind): KindScope | null {
  switch (kind) {
    case 'checks':
      return scope.packages === 'all' ? null : { packages: scope.packages, tooling: scope.tooling };
    case 'unit':
      return scope.projects === 'all' ? null : { projects: scope.projects };
    case 'e2e':
      return scope.journeys.kind === 'grep' ? { grep: scope.journeys.grep } : null;
    case 'ensayo':
      return scope.apps.length === APP_DIR_LIST.length ? null : { apps: scope.apps };
  }
}

/** Whether a scope gives this kind anything to run (checks always: the repository-wide checks). */
export function hasWork(scope: Scope, kind: JobKind): boolean {
  switch (kind) {
    case 'checks':
      return true;
    case 'unit':
      return scope.projects === 'all' || scope.projects.length > 0;
    case 'e2e':
      return scope.journeys.kind !== 'none';
    case 'ensayo':
      return scope.apps.length > 0;
  }
}

/** Reads `--scope` back, refusing what the kind does not take (a typo must not widen or empty a job). */
export function parseKindScope(kind: JobKind, text: string): KindScope {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`--scope no es JSON: ${text}`);
  }
  const obj = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const keys = Object.keys(obj).sort().join(',');
  const list = <T extends string>(v: unknown, allowed: readonly T[], what: string): T[] => {
    if (!Array.isArray(v) || v.some((x) => !allowed.includes(x as T)))
      throw new Error(`--scope: ${what} debe ser una lista de ${allowed.join(', ')}`);
    return v as T[];
  };
  if (kind === 'checks' && keys === 'packages,tooling' && typeof obj.tooling === 'boolean')
    return { packages: list(obj.packages, PACKAGE_DIR_LIST, 'packages'), tooling: obj.tooling };
  if (kind === 'unit' && keys === 'projects') return { projects: list(obj.projects, JEST_PROJECTS, 'projects') };
  if (kind === 'e2e' && keys === 'grep' && typeof obj.grep === 'string' && obj.grep) return { grep: obj.grep };
  if (kind === 'ensayo' && keys === 'apps') return { apps: list(obj.apps, APP_DIR_LIST, 'apps') };
  const wanted = { checks: '{packages, tooling}', unit: '{projects}', e2e: '{grep}', ensayo: '{apps}' }[kind];
  throw new Error(`--scope de ${kind} debe ser ${wanted}: ${text}`);
}

/** One job of the matrix: the arguments of `npm run ci:shard --` and the name the checks page shows. */
export interface CiJob {
  kind: JobKind;
  /** "i/N" (checks: "1/1"). */
  shard: string;
  /** --scope's JSON, '' for everything. */
  scope: string;
  name: string;
  args: string[];
}

const NAMES: Record<JobKind, string> = {
  checks: 'Comprobaciones',
  unit: 'Unitarias',
  e2e: 'Recorridos',
  ensayo: 'Ensayo del despliegue',
};

function job(kind: JobKind, index: number, count: number, scope: KindScope | null): CiJob {
  const shard = `${index}/${count}`;
  const json = scope ? JSON.stringify(scope) : '';
  return {
    kind,
    shard,
    scope: json,
    name: kind === 'checks' ? NAMES.checks : `${NAMES[kind]} ${shard}`,
    args: [kind, shard, ...(json ? ['--scope', json] : [])],
  };
}

/** The test files a run would take, and the recorded seconds of the suite they belong to. */
export interface Suites {
  unit: { selected: string[]; durations: Durations };
  e2e: { selected: string[]; durations: Durations };
}

const total = (files: readonly string[], durations: Durations) => {
  const fallback = fallbackSeconds(durations);
  return files.reduce((s, f) => s + secondsOf(f, durations, fallback), 0);
};

/**
 * Shards for `selected`, a part of a suite that main splits `mainShards` ways: as many as keep each within
 * a main shard's share of the recorded seconds (at least one; never more than main's, nor than files).
 */
export function shardCount(selected: readonly string[], durations: Durations, mainShards: number): number {
  if (!selected.length) return 0;
  const share = total(Object.keys(durations), durations) / mainShards;
  const needed = share > 0 ? Math.ceil(total(selected, durations) / share - 1e-9) : mainShards;
  return Math.max(1, Math.min(mainShards, needed, selected.length));
}

/** The matrix: a checks job, then the sharded kinds, each only when its scope has something to run. */
export function ciJobs(scope: Scope, suites: Suites): CiJob[] {
  const jobs: CiJob[] = [job('checks', 1, 1, kindScope(scope, 'checks'))];
  const sharded = (kind: ShardedKind, count: number) => {
    for (let i = 1; i <= count; i++) jobs.push(job(kind, i, count, kindScope(scope, kind)));
  };
  const { unit, e2e } = suites;
  sharded('unit', shardCount(unit.selected, unit.durations, MAIN_SHARDS.unit));
  if (scope.journeys.kind !== 'none') sharded('e2e', shardCount(e2e.selected, e2e.durations, MAIN_SHARDS.e2e));
  const perShard = Math.ceil(APP_DIR_LIST.length / MAIN_SHARDS.ensayo);
  sharded('ensayo', Math.min(MAIN_SHARDS.ensayo, Math.ceil(scope.apps.length / perShard)));
  return jobs;
}

/** The apps of ensayo shard i/N: the scope's apps dealt out evenly (each costs about the same). */
export const ensayoApps = (apps: readonly AppDir[], index: number, count: number): AppDir[] =>
  balance(apps, {}, count)[index - 1]! as AppDir[];

/** jest's arguments for unit shard i/N (the root config, its projects, balanced by shard-sequencer.js). */
export function jestArgs(scope: { projects: JestProject[] } | null, shard: string): string[] {
  return [...(scope ? ['--selectProjects', ...scope.projects] : []), `--shard=${shard}`, '--maxWorkers=2', '--ci'];
}

/** Playwright's arguments for e2e shard i/N: the journeys' grep, the shard, a blob report to merge. */
export function playwrightArgs(scope: { grep: string } | null, shard: string): string[] {
  return [
    'test',
    '-c',
    'e2e/playwright.config.ts',
    ...(scope ? ['--grep', scope.grep] : []),
    `--shard=${shard}`,
    '--add-reporter=blob',
  ];
}

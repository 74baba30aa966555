/**
 * CI's jobs as repository commands, so each can be run and timed on any machine exactly as a runner runs it
 * (.github/workflows/ci.yml; docs/pipelines.md, "CI on GitHub"):
 *   npm run ci:plan [-- --json]              the jobs of main and the nightly run: everything, in shards
 *   npm run ci:affected -- <git-ref> [--json] a pull request's jobs: the pipeline's plan for the diff since <ref>
 *   npm run ci:shard -- <kind> <i/N> [--scope <json> | --affected <git-ref>]
 *       kind: checks (1/1), unit, e2e, ensayo; without --scope, main's (everything)
 * The plan prints each job's command; in GitHub Actions it also writes `jobs` (the matrix) and `e2e` to
 * $GITHUB_OUTPUT. A shard ends with a table of seconds per stage and the load average.
 * Exit codes: 0 passed, 1 a stage failed, 2 wrong arguments.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { ArgsError, readArgs } from './lib/cli-args';
import { parseShard } from './lib/ci/balance';
import { readDurations } from './lib/ci/durations';
import {
  ciJobs,
  ensayoApps,
  EVERYTHING,
  hasWork,
  jestArgs,
  JOB_KINDS,
  kindScope,
  parseKindScope,
  playwrightArgs,
  scopeOfPlan,
  type CiJob,
  type JobKind,
  type KindScope,
  type Scope,
} from './lib/ci/matrix';
import { planSince } from './lib/pipeline/affected';
import { APP_DIR_LIST } from './lib/pipeline/apps';
import { RehearsedDeploys } from './lib/pipeline/rehearsed-deploys';
import { bin, buildApps, turbo } from './lib/pipeline/turbo';
import { runCommand, StageClock } from './lib/stages';

const USAGE = `Uso:
  npm run ci:plan [-- --json]                  los trabajos de main: todo, en partes
  npm run ci:affected -- <git-ref> [--json]     los de un pull request: lo que alcanza el cambio desde <git-ref>
  npm run ci:shard -- <tipo> <i/N> [--scope <json> | --affected <git-ref>]
      tipo: ${JOB_KINDS.join(', ')}`;

class UsageError extends Error {}

const say = (s = '') => process.stdout.write(`${s}\n`);
/** A command line as a person would type it (single quotes where the shell would split or expand). */
const shellQuote = (args: readonly string[]) =>
  args.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, `'\\''`)}'`)).join(' ');

/** The scope of a diff since `ref`, from the pipeline's plan (its reasons printed). */
function affectedScope(ref: string, print = true): Scope {
  const plan = planSince(ref);
  if (print) {
    say(`Plan del pipeline desde ${ref}:`);
    plan.reasons.forEach((r) => say(`  - ${r}`));
  }
  return scopeOfPlan(plan);
}

/** The test files jest would run for these projects (paths from the repository root). */
function unitFiles(projects: Scope['projects']): string[] {
  if (projects !== 'all' && !projects.length) return [];
  const out = execFileSync(
    bin('jest'),
    ['--listTests', '--json', ...(projects === 'all' ? [] : ['--selectProjects', ...projects])],
    { cwd: ROOT_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return (JSON.parse(out.slice(out.indexOf('['))) as string[]).map((f) => path.relative(ROOT_DIR, f));
}

/** The journey files Playwright would run (paths from e2e/), for the grep when there is one. */
function journeyFiles(journeys: Scope['journeys']): string[] {
  if (journeys.kind === 'none') return [];
  const out = execFileSync(
    bin('playwright'),
    [
      'test',
      '-c',
      'e2e/playwright.config.ts',
      '--list',
      '--reporter=json',
      ...(journeys.kind === 'grep' ? ['--grep', journeys.grep] : []),
    ],
    { cwd: ROOT_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  );
  interface ListSuite {
    file?: string;
    specs?: unknown[];
    suites?: ListSuite[];
  }
  const files = new Set<string>();
  const walk = (s: ListSuite) => {
    if (s.specs?.length && s.file) files.add(s.file);
    s.suites?.forEach(walk);
  };
  (JSON.parse(out.slice(out.indexOf('{'))) as { suites: ListSuite[] }).suites.forEach(walk);
  return [...files].sort();
}

function plan(args: string[]): number {
  const { values, positionals } = readArgs({
    args,
    allowPositionals: true,
    options: { affected: { type: 'string' }, json: { type: 'boolean' } },
  });
  if (positionals.length) throw new UsageError(`Sobra: ${positionals.join(' ')}`);
  const scope = values.affected ? affectedScope(values.affected, !values.json) : EVERYTHING;
  const jobs = ciJobs(scope, {
    unit: { selected: unitFiles(scope.projects), durations: readDurations(ROOT_DIR, 'unit') },
    e2e: { selected: journeyFiles(scope.journeys), durations: readDurations(ROOT_DIR, 'e2e') },
  });
  if (values.json) say(JSON.stringify(jobs, null, 2));
  else {
    say(values.affected ? `Trabajos del pull request (${jobs.length}):` : `Trabajos de main (${jobs.length}):`);
    for (const j of jobs) say(`  ${j.name.padEnd(26)} npm run ci:shard -- ${shellQuote(j.args)}`);
  }
  writeGithubOutput(jobs);
  return 0;
}

/** The matrix for the workflow's next jobs, when run by GitHub Actions. */
function writeGithubOutput(jobs: CiJob[]): void {
  const file = process.env.GITHUB_OUTPUT;
  if (!file) return;
  const e2e = jobs.some((j) => j.kind === 'e2e');
  fs.appendFileSync(file, `jobs=${JSON.stringify(jobs)}\ne2e=${e2e}\n`);
}

/** checks: main's is `npm run check`; a pull request's, the plan's lint and types and the repository-wide rest. */
function checkStages(scope: KindScope | null, add: AddStage): void {
  const check = (...only: string[]) =>
    runCommand(bin('tsx'), [path.join(ROOT_DIR, 'scripts', 'check.ts'), ...(only.length ? ['--only', ...only] : [])]);
  if (!scope) return add('lint, tipos, formato, openapi y flujos de trabajo (npm run check)', () => check());
  if (!('packages' in scope)) throw new UsageError('--scope de checks debe ser {packages, tooling}');
  const { packages, tooling } = scope;
  if (packages.length) {
    add(`lint (${packages.join(', ')} y lo que importan)`, () => turbo('lint', packages));
    add('tipos', () => turbo('typecheck', packages));
  }
  if (tooling)
    add(
      'lint y tipos de las herramientas',
      async () =>
        (await runCommand(bin('eslint'), ['--max-warnings=0', 'scripts', 'e2e'])) ||
        runCommand(bin('tsc'), ['-b', 'tsconfig.json']),
    );
  add('formato, openapi y flujos de trabajo', () => check('format,openapi,workflows'));
}

type AddStage = (name: string, work: () => Promise<number | boolean>) => void;

async function shard(args: string[]): Promise<number> {
  const { values, positionals } = readArgs({
    args,
    allowPositionals: true,
    options: { scope: { type: 'string' }, affected: { type: 'string' } },
  });
  const [kind, shardText, ...rest] = positionals;
  if (!kind || !(JOB_KINDS as readonly string[]).includes(kind))
    throw new UsageError(`Tipo de parte desconocido: ${kind ?? '(falta)'}`);
  if (!shardText) throw new UsageError('Falta la parte (i/N)');
  if (rest.length) throw new UsageError(`Sobra: ${rest.join(' ')}`);
  if (values.scope && values.affected) throw new UsageError('Usa --scope o --affected, no ambos');
  let index: number;
  let count: number;
  try {
    ({ index, count } = parseShard(shardText));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const jobKind = kind as JobKind;
  if (jobKind === 'checks' && count !== 1) throw new UsageError('checks es una sola parte: 1/1');
  let scope: KindScope | null = null;
  if (values.scope) {
    try {
      scope = parseKindScope(jobKind, values.scope);
    } catch (err) {
      throw new UsageError((err as Error).message);
    }
  } else if (values.affected) {
    const affected = affectedScope(values.affected);
    if (!hasWork(affected, jobKind)) {
      say(`Nada que correr en ${jobKind} para este cambio.`);
      return 0;
    }
    scope = kindScope(affected, jobKind);
  }

  const clock = new StageClock();
  const stages: Array<[string, () => Promise<number | boolean>]> = [];
  const add: AddStage = (name, work) => stages.push([name, work]);
  const deploys = new RehearsedDeploys(true);

  switch (jobKind) {
    case 'checks':
      checkStages(scope, add);
      break;
    case 'unit': {
      const out = path.join(ROOT_DIR, 'test-results', 'durations', `unit-${index}-de-${count}.json`);
      fs.mkdirSync(path.dirname(out), { recursive: true });
      const projects = scope && 'projects' in scope ? scope : null;
      add(`unitarias ${shardText}`, () =>
        runCommand(bin('jest'), [...jestArgs(projects, shardText), '--json', `--outputFile=${out}`]),
      );
      break;
    }
    case 'e2e': {
      const grep = scope && 'grep' in scope ? scope : null;
      // The composed site needs all five apps, whichever journeys run.
      add('compilación de las cinco apps', () => buildApps(APP_DIR_LIST));
      add(`recorridos ${shardText}`, () =>
        runCommand(bin('playwright'), playwrightArgs(grep, shardText), {
          ...process.env,
          PLAYWRIGHT_BLOB_OUTPUT_DIR: path.join(ROOT_DIR, 'blob-report'),
        }),
      );
      break;
    }
    case 'ensayo': {
      const apps = ensayoApps(scope && 'apps' in scope ? scope.apps : APP_DIR_LIST, index, count);
      if (!apps.length) {
        say(`Ninguna app en la parte ${shardText}.`);
        return 0;
      }
      add('compilación de las cinco apps', () => buildApps(APP_DIR_LIST));
      for (const app of apps) add(`despliegue de ${app} en el ensayo`, () => deploys.deploy(app));
      break;
    }
  }

  let failed = false;
  try {
    for (const [name, work] of stages) {
      if (failed) clock.skip(name, 'una etapa anterior falló');
      else failed = !(await clock.stage(name, work));
    }
  } finally {
    await deploys.stop();
  }
  say(`\n${clock.table(`Parte ${jobKind} ${shardText}${values.scope || values.affected ? ' (lo afectado)' : ''}`)}`);
  return failed ? 1 : 0;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  try {
    if (command === 'plan') return plan(args);
    if (command === 'shard') return await shard(args);
    throw new UsageError(`Orden desconocida: ${command ?? '(falta)'}`);
  } catch (err) {
    if (!(err instanceof UsageError || err instanceof ArgsError)) throw err;
    process.stderr.write(`${err.message}\n${USAGE}\n`);
    return 2;
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);

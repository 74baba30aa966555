/**
 * A team's pipeline: what a change to one app can break, and nothing else.
 *   npm run pipeline -- mf-inbox [mf-requests …]   those apps
 *   npm run pipeline -- --affected <git-ref>        the apps, API tests and journeys a diff since <ref> touches
 * Options: --plan (print what would run, run nothing), --no-e2e, --no-smoke (can-deploy without its browser smoke).
 * Stages: lint and types of the apps and what they import, their unit tests (turbo: graph, order and
 * cache), their builds, then the release steps a team's runner takes in production, against a rehearsal
 * of its own (production's shape on the emulators, scripts/lib/rehearsal; the current builds live):
 * release, upload and can-deploy with its composed smoke run; then the journeys that touch them
 * (scripts/lib/pipeline/areas.ts, Playwright --grep). Ends with a
 * table of seconds per stage. Exit codes: 0 all passed, 1 a stage failed, 2 wrong arguments.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markBuilt } from './lib/build';
import { consoleSink } from './lib/log';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { APP_DIR_LIST, appNameOf, isAppDir, isPackageDir, workspaceName, type PackageDir } from './lib/pipeline/apps';
import { planForAffected, planForApps, type PipelinePlan } from './lib/pipeline/plan';
import { storeDir } from '@lotengo/platform/releases/layout';
import { deploymentOf } from './lib/releases/deployment';
import { deployScript, DEPLOY_STEPS } from './lib/pipeline/deploy-steps';
import { deployToken } from './lib/releases/deploy-token';
import { startRehearsal, type Rehearsal } from './lib/rehearsal/rehearsal';
import { readArgs } from './lib/cli-args';
import { runCommand, StageClock } from './lib/stages';

const PIPELINE_APPS = ['shell', 'mf-requests', 'mf-properties', 'mf-inbox', 'mf-account'].join(', ');
const USAGE = `Uso:
  npm run pipeline -- <app> [<app> …]       (${PIPELINE_APPS})
  npm run pipeline -- --affected <git-ref>  las apps que cambiaron desde <git-ref>
  opciones: --plan (solo muestra qué correría), --no-e2e, --no-smoke`;

const bin = (name: string) => path.join(ROOT_DIR, 'node_modules', '.bin', name);
/** turbo without its telemetry (no network here) and two tasks at a time (two cores). */
const turboEnv: NodeJS.ProcessEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

interface Args {
  apps: string[];
  affected?: string;
  plan: boolean;
  e2e: boolean;
  smoke: boolean;
}

function parseArgs(args: string[]): Args {
  let parsed;
  try {
    parsed = readArgs({
      args,
      allowPositionals: true,
      options: {
        affected: { type: 'string' },
        plan: { type: 'boolean' },
        'no-e2e': { type: 'boolean' },
        'no-smoke': { type: 'boolean' },
      },
    });
  } catch (err) {
    if (/^--affected /.test((err as Error).message))
      throw new Error('--affected necesita una referencia de git (p. ej. origin/main o HEAD~1)');
    throw err;
  }
  const { values, positionals } = parsed;
  const out: Args = {
    apps: positionals,
    affected: values.affected,
    plan: Boolean(values.plan),
    e2e: !values['no-e2e'],
    smoke: !values['no-smoke'],
  };
  if (!out.affected && !out.apps.length) throw new Error('Falta la app (o --affected <git-ref>)');
  if (out.affected && out.apps.length) throw new Error('Usa una app o --affected, no ambos');
  const unknown = out.apps.filter((a) => !isAppDir(a));
  if (unknown.length) throw new Error(`App desconocida: ${unknown.join(', ')}`);
  return out;
}

/** The files of the diff since `ref`, uncommitted and untracked ones included. */
function changedFiles(ref: string): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: ROOT_DIR, encoding: 'utf8' }).split('\n').filter(Boolean);
  return [...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')])];
}

/** turbo's answer: the workspaces the diff since `ref` affects (their dependents included). */
function affectedPackages(ref: string): PackageDir[] {
  const out = execFileSync(bin('turbo'), ['ls', '--affected', '--output=json'], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...turboEnv, TURBO_SCM_BASE: ref, TURBO_SCM_HEAD: 'HEAD' },
  });
  const parsed = JSON.parse(out.slice(out.indexOf('{'))) as { packages: { items: Array<{ path: string }> } };
  return parsed.packages.items.map((p) => p.path).filter(isPackageDir);
}

function printPlan(plan: PipelinePlan): void {
  const say = (s: string) => process.stdout.write(`${s}\n`);
  say('Plan:');
  plan.reasons.forEach((r) => say(`  - ${r}`));
  say(
    `  paquetes (lint, tipos, unitarias): ` +
      `${plan.packages.join(', ') || 'ninguno'}${plan.tooling ? ' + herramientas (scripts/, e2e/)' : ''}`,
  );
  say(`  apps (compilación, versión, can-deploy): ${plan.apps.join(', ') || 'ninguna'}`);
  const j = plan.journeys;
  say(`  recorridos: ${j.kind === 'all' ? 'todos' : j.kind === 'none' ? 'ninguno' : `--grep "${j.grep}"`}`);
}

const turbo = (task: string, packages: readonly PackageDir[]) =>
  runCommand(
    bin('turbo'),
    [
      'run',
      task,
      ...packages.map((p) => `--filter=${workspaceName(p)}`),
      '--concurrency=2',
      '--output-logs=new-only',
      '--ui=stream',
    ],
    turboEnv,
  );

/** The pipeline's rehearsal: its own folder and ports (PIPELINE_PORT_BASE, 25000), the current builds live. */
async function pipelineRehearsal(): Promise<Rehearsal> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-pipeline-'));
  consoleSink('pipeline', `ensayo de producción propio en ${dir} (las compilaciones actuales en vivo)`);
  return startRehearsal({
    dir,
    store: storeDir(),
    env: { ...process.env, SHELL_PORT: process.env.PIPELINE_PORT_BASE ?? '25000' },
    sink: consoleSink,
    fresh: true,
  });
}

async function run(args: Args): Promise<number> {
  const plan = args.affected
    ? planForAffected(affectedPackages(args.affected), changedFiles(args.affected))
    : planForApps(args.apps.filter(isAppDir));
  printPlan(plan);
  if (args.plan) return 0;

  const clock = new StageClock();
  let rehearsal = null as Rehearsal | null;
  const stages: Array<[string, () => Promise<number | boolean>] | [string, null, string]> = [];
  const add = (name: string, work: (() => Promise<number | boolean>) | null, skipWhy = '') =>
    stages.push(work ? [name, work] : [name, null, skipWhy]);

  if (plan.packages.length) {
    add('lint', () => turbo('lint', plan.packages));
    add('tipos', () => turbo('typecheck', plan.packages));
    add('unitarias', () => turbo('test', plan.packages));
  }
  if (plan.tooling) {
    add(
      'lint y tipos de las herramientas',
      async () =>
        (await runCommand(bin('eslint'), ['--max-warnings=0', 'scripts', 'e2e'])) ||
        runCommand(bin('tsc'), ['-b', 'tsconfig.json']),
    );
    add('unitarias de las herramientas', () => runCommand(bin('jest'), ['-c', 'scripts/jest.config.js']));
  }
  if (plan.apps.length) {
    add('compilación', async () => {
      const code = await turbo('build', plan.apps);
      if (code === 0) plan.apps.forEach((a) => markBuilt(appNameOf(a)));
      return code;
    });
    // The composed site (smoke run, journeys) needs the other apps' builds too: from turbo's cache
    // when their inputs did not change, otherwise built two at a time.
    const rest = APP_DIR_LIST.filter((a) => !plan.apps.includes(a));
    if (rest.length && (args.smoke || plan.journeys.kind !== 'none')) {
      add('compilación del resto del sitio', async () => {
        const code = await turbo('build', rest);
        if (code === 0) rest.forEach((a) => markBuilt(appNameOf(a)));
        return code;
      });
    }
    for (const dir of plan.apps) {
      const app = appNameOf(dir);
      // The deploy workflow's steps (deploy-steps.ts), as they run in production, against the rehearsal.
      add(`despliegue de ${dir} en el ensayo (versión, subida, puerta, promote)`, async () => {
        rehearsal ??= await pipelineRehearsal();
        const token = await deployToken(deploymentOf(rehearsal.runnerEnv), app);
        const steps = DEPLOY_STEPS.map((step) =>
          args.smoke || !step.startsWith('npm run promote') ? step : `${step} --no-smoke`,
        );
        const env = {
          ...rehearsal.runnerEnv,
          RELEASES_DIR: storeDir(),
          DEPLOY_TOKEN: token,
          APP: dir,
          WHY: 'npm run pipeline (ensayo)',
        };
        return runCommand('bash', ['-c', deployScript(steps)], env);
      });
    }
  }
  const j = plan.journeys;
  if (j.kind !== 'none') {
    if (!args.e2e) add('recorridos', null, '--no-e2e');
    else
      add('recorridos', () =>
        runCommand(bin('playwright'), [
          'test',
          '-c',
          'e2e/playwright.config.ts',
          ...(j.kind === 'grep' ? ['--grep', j.grep] : []),
        ]),
      );
  }

  let failed = false;
  try {
    for (const [name, work, why] of stages) {
      if (!work) clock.skip(name, why);
      else if (failed) clock.skip(name, 'una etapa anterior falló');
      else failed = !(await clock.stage(name, work));
    }
  } finally {
    await rehearsal?.stop();
    if (rehearsal) fs.rmSync(rehearsal.dir, { recursive: true, force: true });
  }
  process.stdout.write(
    `\n${clock.table(`Pipeline ${args.affected ? `--affected ${args.affected}` : args.apps.join(' ')}`)}\n`,
  );
  return failed ? 1 : 0;
}

let args: Args;
try {
  args = parseArgs(process.argv.slice(2));
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
  process.exit(2);
}
run(args).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);

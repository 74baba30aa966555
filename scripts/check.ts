/**
 * `npm run check`: lint, typecheck and format of the whole repository at once. Each is single-threaded,
 * so on two cores running them side by side takes about as long as the slowest alone. The format stage
 * is Prettier's check (`.prettierrc.json`) and then the 120-character line limit
 * (check-line-length.ts); the openapi stage is Redocly's lint of docs/api/openapi.json (a few seconds); the
 * workflows stage is actionlint and GitHub's parser over .github/workflows (lint-workflows.ts, a few seconds).
 * Prints each one's seconds; exits non-zero if any fails. `--only format,openapi,workflows` runs those alone
 * (CI's checks on a pull request: lint and types come from the plan, these are repository-wide).
 */
import path from 'node:path';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { ArgsError, readArgs } from './lib/cli-args';
import { lintOpenApi } from './lib/openapi/redocly';
import { loadAverage, runCommand } from './lib/stages';

const bin = (name: string) => path.join(ROOT_DIR, 'node_modules', '.bin', name);
const timed = async (name: string, command: string, args: string[]) => {
  const t = Date.now();
  const code = await runCommand(command, args);
  return { name, code, seconds: (Date.now() - t) / 1000 };
};

/** Prettier's check, then the line limit (what Prettier cannot wrap: comments, strings, URLs). */
async function formatCheck() {
  const t = Date.now();
  let code = await runCommand(bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  if (code === 0) code = await runCommand(bin('tsx'), [path.join(ROOT_DIR, 'scripts', 'check-line-length.ts')]);
  return { name: 'format', code, seconds: (Date.now() - t) / 1000 };
}

/** Redocly's recommended rules (redocly.yaml) on the generated contract: no error, no warning. */
async function openApiLint() {
  const t = Date.now();
  const { ok, report } = await lintOpenApi();
  if (!ok) process.stderr.write(`${report}\n`);
  return { name: 'openapi', code: ok ? 0 : 1, seconds: (Date.now() - t) / 1000 };
}

const CHECKS = {
  lint: () => timed('lint', bin('eslint'), ['--max-warnings=0', '.']),
  typecheck: () => timed('typecheck', bin('tsc'), ['-b', 'tsconfig.json']),
  format: formatCheck,
  openapi: openApiLint,
  workflows: () => timed('workflows', bin('tsx'), [path.join(ROOT_DIR, 'scripts', 'lint-workflows.ts')]),
};
type CheckName = keyof typeof CHECKS;

async function main(): Promise<number> {
  let only: string | undefined;
  try {
    ({ only } = readArgs({ options: { only: { type: 'string' } } }).values);
  } catch (err) {
    if (!(err instanceof ArgsError)) throw err;
    process.stderr.write(`${err.message}\n`);
    return 2;
  }
  const names = only ? only.split(',') : Object.keys(CHECKS);
  const unknown = names.filter((n) => !(n in CHECKS));
  if (unknown.length || !names.length) {
    process.stderr.write(`--only: ${unknown.join(', ') || '(vacío)'}; son ${Object.keys(CHECKS).join(', ')}\n`);
    return 2;
  }
  const results = await Promise.all(names.map((n) => CHECKS[n as CheckName]()));
  for (const r of results)
    process.stdout.write(`${r.name}: ${r.seconds.toFixed(1)} s${r.code ? ` (falló, código ${r.code})` : ''}\n`);
  process.stdout.write(`carga: ${loadAverage()}\n`);
  return results.some((r) => r.code !== 0) ? 1 : 0;
}

main().then((code) => process.exit(code));

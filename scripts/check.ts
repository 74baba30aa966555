/**
 * `npm run check`: lint, typecheck and format of the whole repository at once. Each is single-threaded,
 * so on two cores running them side by side takes about as long as the slowest alone. The format stage
 * is Prettier's check (`.prettierrc.json`) and then the 120-character line limit
 * (check-line-length.ts); the openapi stage is Redocly's lint of docs/api/openapi.json (a few seconds); the
 * workflows stage is actionlint and GitHub's parser over .github/workflows (lint-workflows.ts, a few seconds).
 * Prints each one's seconds; exits non-zero if any fails.
 */
import path from 'node:path';
import { ROOT_DIR } from '@lotengo/platform/paths';
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

async function main(): Promise<number> {
  const results = await Promise.all([
    timed('lint', bin('eslint'), ['--max-warnings=0', '.']),
    timed('typecheck', bin('tsc'), ['-b', 'tsconfig.json']),
    formatCheck(),
    openApiLint(),
    timed('workflows', bin('tsx'), [path.join(ROOT_DIR, 'scripts', 'lint-workflows.ts')]),
  ]);
  for (const r of results)
    process.stdout.write(`${r.name}: ${r.seconds.toFixed(1)} s${r.code ? ` (falló, código ${r.code})` : ''}\n`);
  process.stdout.write(`carga: ${loadAverage()}\n`);
  return results.some((r) => r.code !== 0) ? 1 : 0;
}

main().then((code) => process.exit(code));

/**
 * `npm run check`: lint and typecheck of the whole repository at once. Each is single-threaded, so on
 * two cores running them side by side takes about as long as the slower one alone. Prints each one's
 * seconds; exits non-zero if either fails.
 */
import path from 'node:path';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { loadAverage, runCommand } from './lib/stages';

const bin = (name: string) => path.join(ROOT_DIR, 'node_modules', '.bin', name);
const timed = async (name: string, command: string, args: string[]) => {
  const t = Date.now();
  const code = await runCommand(command, args);
  return { name, code, seconds: (Date.now() - t) / 1000 };
};

async function main(): Promise<number> {
  const results = await Promise.all([
    timed('lint', bin('eslint'), ['--max-warnings=0', '.']),
    timed('typecheck', bin('tsc'), ['-b', 'tsconfig.json']),
  ]);
  for (const r of results)
    process.stdout.write(`${r.name}: ${r.seconds.toFixed(1)} s${r.code ? ` (falló, código ${r.code})` : ''}\n`);
  process.stdout.write(`carga: ${loadAverage()}\n`);
  return results.some((r) => r.code !== 0) ? 1 : 0;
}

main().then((code) => process.exit(code));

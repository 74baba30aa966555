/**
 * `scripts/releases.ts` as `npm run …` runs it, without blocking this process: the tests' pointer
 * service answers from this same process while the command runs.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

export function runCli(
  args: string[],
  env: NodeJS.ProcessEnv,
  timeout = 90_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/releases.ts', ...args],
      { cwd: ROOT, env, encoding: 'utf8', timeout },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : null) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Runs the mock API's seed (its documented command), which also writes the Auth emulator import folder. */
import type { LogSink } from './log';
import { runToCompletion } from './proc';
import { ROOT_DIR } from '@lotengo/platform/paths';

export interface SeedOptions {
  /** Seed into this database file (DB_FILE) instead of the mock API's default one. */
  dbFile?: string;
  /** How many house requests to generate (the mock API's `--requests N`). */
  requests?: number;
  /** Replace an existing database (`--force`); without it the seed keeps user data and only rewrites the emulator
   * import. */
  force?: boolean;
  env?: NodeJS.ProcessEnv;
  sink: LogSink;
}

export async function runSeed({
  dbFile,
  requests,
  force = false,
  env = process.env,
  sink,
}: SeedOptions): Promise<void> {
  const extra = [...(force ? ['--force'] : []), ...(requests !== undefined ? ['--requests', String(requests)] : [])];
  const args = ['run', '--silent', 'seed', '-w', 'mock-api', ...(extra.length ? ['--', ...extra] : [])];
  await runToCompletion({
    name: 'seed',
    command: 'npm',
    args,
    cwd: ROOT_DIR,
    env: { ...env, ...(dbFile ? { DB_FILE: dbFile } : {}) },
    sink,
  });
}

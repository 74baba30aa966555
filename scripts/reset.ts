/**
 * `npm run reset`: back to the seeded world. The mock API restores its seed database (and drops uploads);
 * the Auth emulator forgets the accounts saved by `npm start`, so the next start imports the seed again.
 * Stop `npm start` first: a running emulator would save its accounts again when it stops.
 */
import fs from 'node:fs';
import { consoleSink } from './lib/log';
import { EMULATOR_DATA_DIR, ROOT_DIR } from '@lotengo/platform/paths';
import { runToCompletion } from './lib/proc';

async function main() {
  await runToCompletion({
    name: 'reset',
    command: 'npm',
    args: ['run', '--silent', 'reset', '-w', 'mock-api'],
    cwd: ROOT_DIR,
    env: process.env,
    sink: consoleSink,
  });
  fs.rmSync(EMULATOR_DATA_DIR, { recursive: true, force: true });
  consoleSink('reset', 'cuentas guardadas del emulador de Auth borradas: el próximo inicio importa la semilla');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});

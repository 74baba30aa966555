/**
 * `npm run rehearsal`: production's shape on this machine, offline, from a fresh clone after `npm ci`
 * (scripts/lib/rehearsal/rehearsal.ts). Once ready it prints one `NAME=url` line per address, for a
 * runner's environment (`LOTENGO_ENV=rehearsal`, then the documented release steps). Ctrl-C stops it.
 *   --fresh   start from nothing (no registry, empty sites, a new database)
 * Ports: SHELL_PORT (the shell's site, 5000; the other sites follow), API_PORT, AUTH_EMULATOR_PORT,
 * FUNCTIONS_PORT, STORAGE_EMULATOR_PORT, IDENTITY_PORT; state in LOTENGO_REHEARSAL_DIR.
 */
import { consoleSink } from './lib/log';
import { readArgs } from './lib/cli-args';
import { storeDir } from '@lotengo/platform/releases/layout';
import { startRehearsal } from './lib/rehearsal/rehearsal';

async function main(): Promise<void> {
  let fresh = false;
  try {
    fresh = Boolean(readArgs({ options: { fresh: { type: 'boolean' } } }).values.fresh);
  } catch (err) {
    console.error(`${(err as Error).message}\nUso: npm run rehearsal [-- --fresh]`);
    process.exit(2);
  }
  const say = (line: string) => consoleSink('rehearsal', line);
  say('iniciando el ensayo de producción (Hosting, Functions y Auth emulados, Cloud Storage de prueba)…');
  const rehearsal = await startRehearsal({ sink: consoleSink, store: storeDir(), fresh });
  process.stdout.write(
    `\n${Object.entries(rehearsal.urls)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n')}\n\n`,
  );
  say(
    `listo. Un runner: LOTENGO_ENV=rehearsal y las líneas de arriba; DEPLOY_TOKEN=$(npm run -s releases -- token ` +
      `<app>). Ctrl-C detiene todo.`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(130);
    stopping = true;
    say('deteniendo el ensayo…');
    void rehearsal.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`\nNo se pudo iniciar el ensayo: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

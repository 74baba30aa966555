/**
 * `npm start`: the whole product on this machine, offline, from a fresh clone.
 *   1. builds the apps whose dist/ is missing or older than their sources (all of them with --build);
 *   2. seeds the mock API and the Auth emulator when there is no data yet;
 *   3. starts the emulator, the mock API and the five apps on the default ports (each overridable);
 *   4. prints the URL and a demo login, and runs until Ctrl-C.
 * `npm run dev` (--dev) runs the webpack dev servers instead of the production builds.
 */
import { ensureBuilt } from './lib/build';
import { consoleSink } from './lib/log';
import { EMULATOR_STATE_DIR } from './lib/paths';
import { demoLogin } from './lib/demo-users';
import { startStack, type ServiceName } from './stack';

interface Flags {
  dev: boolean;
  build: boolean;
  verbose: boolean;
}

function parseFlags(argv: string[]): Flags {
  const known = new Set(['--dev', '--build', '--verbose', '--help']);
  const unknown = argv.filter((a) => !known.has(a));
  if (argv.includes('--help') || unknown.length) {
    if (unknown.length) console.error(`Opción desconocida: ${unknown.join(' ')}`);
    console.info('Uso: npm start [-- --build] [-- --verbose]   |   npm run dev');
    console.info('  --build    recompila las cinco apps antes de iniciar');
    console.info('  --dev      servidores de desarrollo de webpack en lugar de los builds de producción');
    console.info('  --verbose  muestra cada petición a los servidores estáticos');
    process.exit(unknown.length ? 2 : 0);
  }
  return { dev: argv.includes('--dev'), build: argv.includes('--build'), verbose: argv.includes('--verbose') };
}

async function main() {
  const flags = parseFlags(process.argv.slice(2));
  const say = (line: string) => consoleSink('start', line);

  if (!flags.dev) {
    const built = await ensureBuilt({ force: flags.build, sink: consoleSink });
    if (built.length === 0) say('builds de producción al día');
  }

  let crashed: ServiceName | null = null;
  const stack = await startStack({
    mode: flags.dev ? 'dev' : 'static',
    authStateDir: EMULATOR_STATE_DIR,
    verbose: flags.verbose,
    onCrash: (name) => {
      crashed = name;
    },
  });

  const login = demoLogin();
  const lines = [
    '',
    `  Lo Tengo está listo: ${stack.urls.shell}`,
    '',
    `  Usuario de demostración: ${login.email}`,
    `  Contraseña:              ${login.password}`,
    '',
    `  API simulada:   ${stack.urls.api}`,
    `  Emulador Auth:  ${stack.urls.auth ?? 'Firebase real'}`,
    '  Ctrl-C para detener todo.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  await stack.stopped;
  process.exit(crashed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(`\nNo se pudo iniciar Lo Tengo: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

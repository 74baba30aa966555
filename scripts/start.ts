/**
 * `npm start`: the whole product on this machine, offline, from a fresh clone.
 *   1. makes the first release of each app and puts it live when there is none (releases/),
 *      and a new one when its sources changed since `npm start` set it (with --build, whoever set it);
 *   2. seeds the mock API and the Auth emulator when there is no data yet;
 *   3. starts the emulator, the mock API, a mail catcher (maildev: the API's alerts land in its web inbox)
 *      and the five apps on the default ports (each overridable);
 *   4. prints the URL, the mail inbox's address, the API reference's (the mock API's /docs, built from
 *      docs/api/openapi.json when that changed) and a demo login, and runs until Ctrl-C.
 * `npm run dev` (--dev) runs the webpack dev servers instead of the production builds.
 */
import { ensureReleased } from './lib/releases/ensure';
import { deploymentOf } from './lib/releases/deployment';
import { storeDir } from '@lotengo/platform/releases/layout';
import { consoleSink } from './lib/log';
import { EMULATOR_STATE_DIR, MOCK_API_DIR } from '@lotengo/platform/paths';
import { mailPorts, startMailCatcher, type MailCatcher } from './lib/mail-catcher';
import { demoLogin } from './lib/demo-users';
import { SERVICE_NAMES, startStack, type ServiceName } from './stack';
import { registryPort, startLocalRegistry, type LocalRegistry } from '@lotengo/platform/registry/local';
import { readArgs } from './lib/cli-args';
import { ensureReferencePage } from './lib/openapi/redocly';
import { REFERENCE_PAGE } from './lib/openapi/files';
import { isPortFree } from './lib/net';
import { APP_NAMES, type AppName } from '@lotengo/shared/build/ports';
import path from 'node:path';

interface Flags {
  dev: boolean;
  build: boolean;
  verbose: boolean;
  only: ServiceName[] | undefined;
}

function usage(code: number): never {
  console.info('Uso: npm start [-- --build] [-- --verbose] [-- --only=auth,api]   |   npm run dev');
  console.info('  --build        publica y pone en vivo tus fuentes aunque alguien haya movido el puntero');
  console.info('  --dev          servidores de desarrollo de webpack en lugar de los builds de producción');
  console.info('  --verbose      muestra cada petición a los servidores estáticos');
  console.info(
    `  --only=a,b     solo esos servicios (${SERVICE_NAMES.join(', ')}); p. ej. auth,api detrás de "npm ` +
      `run dev -w mf-inbox"`,
  );
  process.exit(code);
}

function parseFlags(args: string[]): Flags {
  let values;
  try {
    ({ values } = readArgs({
      args,
      options: {
        dev: { type: 'boolean' },
        build: { type: 'boolean' },
        verbose: { type: 'boolean' },
        help: { type: 'boolean' },
        only: { type: 'string' },
      },
    }));
  } catch (err) {
    if (args.includes('--help')) usage(0);
    console.error((err as Error).message);
    usage(2);
  }
  if (values.help) usage(0);
  const onlyArg = values.only || undefined;
  const only = onlyArg?.split(',').map((s) => s.trim().replace(/-/g, '_')) as ServiceName[] | undefined;
  const wrong = only?.filter((s) => !SERVICE_NAMES.includes(s)) ?? [];
  if (wrong.length) {
    console.error(`Servicio desconocido en --only: ${wrong.join(', ')}`);
    usage(2);
  }
  return { dev: Boolean(values.dev), build: Boolean(values.build), verbose: Boolean(values.verbose), only };
}

async function main() {
  const flags = parseFlags(process.argv.slice(2));
  const say = (line: string) => consoleSink('start', line);

  const apps = APP_NAMES.filter((a: AppName) => !flags.only || flags.only.includes(a));
  const releasesDir = storeDir();
  // The pointer service over the store (the one writer of its registry), unless REGISTRY_URL names
  // another: every promote, rollback and canary goes through it, this process's own first releases too.
  let registry: LocalRegistry | null = null;
  if (!flags.dev && !process.env.REGISTRY_URL) {
    const port = registryPort();
    if (!(await isPortFree(port)))
      throw new Error(
        `Puerto ocupado: ${port} (servicio del registro). Detén lo que lo usa o elige otro con REGISTRY_PORT.`,
      );
    registry = await startLocalRegistry({ store: releasesDir, port, host: '127.0.0.1' });
    say(`servicio del registro en ${registry.url} (REGISTRY_URL; credenciales: npm run releases -- token <app>)`);
    // The mock API counts telemetry only for versions this registry knows.
    process.env.REGISTRY_URL = registry.url;
  }
  if (!flags.dev && apps.length) {
    const moved = await ensureReleased({
      deployment: deploymentOf(process.env),
      apps,
      force: flags.build,
      sink: consoleSink,
    });
    if (moved.length === 0) say('versiones en vivo al día (npm run releases)');
  }

  // The API's e-mails go to a local catcher unless SMTP_HOST names a real server (LOTENGO_ENV=local only).
  let catcher: MailCatcher | null = null;
  const withApi = !flags.only || flags.only.includes('api');
  if (withApi && !process.env.SMTP_HOST) {
    const ports = mailPorts();
    const mailDirectory = path.join(MOCK_API_DIR, 'data', 'mail');
    catcher = await startMailCatcher({ smtpPort: ports.smtp, webPort: ports.web, mailDirectory });
    process.env.MAIL_SMTP_PORT = String(catcher.smtpPort);
  }

  // The API reference page (a few seconds the first time, then cached), built while the stack starts: the
  // mock API reads the file on each request to /docs.
  let reference: Promise<boolean> = Promise.resolve(false);
  if (withApi && !process.env.API_URL) {
    process.env.API_REFERENCE_PAGE = REFERENCE_PAGE;
    reference = ensureReferencePage().then(
      () => true,
      (err: unknown) => {
        say(`no se pudo generar la referencia de la API: ${err instanceof Error ? err.message : String(err)}`);
        return false;
      },
    );
  }

  let crashed: ServiceName | null = null;
  const stack = await startStack({
    mode: flags.dev ? 'dev' : 'static',
    releasesDir: flags.dev ? undefined : releasesDir,
    authStateDir: EMULATOR_STATE_DIR,
    verbose: flags.verbose,
    only: flags.only,
    onCrash: (name) => {
      crashed = name;
    },
  });

  const login = demoLogin();
  const running = (name: ServiceName) => stack.services.includes(name);
  const referenceUrl = (await reference) && running('api') ? `${new URL(stack.urls.api).origin}/docs` : null;
  const lines = [
    '',
    running('shell')
      ? `  Lo Tengo está listo: ${stack.urls.shell}`
      : `  Servicios listos: ${stack.services.join(', ')}`,
    '',
    `  Usuario de demostración: ${login.email} (${login.name})`,
    `  Contraseña:              ${login.password}`,
    '',
    `  API${running('api') ? ' simulada' : ''}:  ${stack.urls.api}`,
    ...(referenceUrl ? [`  Referencia de la API (OpenAPI): ${referenceUrl}`] : []),
    `  Auth:           ${stack.urls.auth ? `emulador en ${stack.urls.auth}` : 'proyecto de Firebase real'}`,
    ...(catcher ? [`  Buzón de correo (los avisos por e-mail): ${catcher.webUrl}`] : []),
    ...(registry ? [`  Servicio del registro: ${registry.url}`] : []),
    '  Ctrl-C para detener todo.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  await stack.stopped;
  await registry?.close();
  await catcher?.stop();
  process.exit(crashed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(`\nNo se pudo iniciar Lo Tengo: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { readEnv } from '../config';
import { COHORT_REQUESTS } from './demand-cohort';
import { DEMO_PASSWORD, registeredDemoUsers } from './demo-users';
import { DEFAULT_PROPERTIES, DEFAULT_REQUESTS, MAX_REQUESTS } from './generate';
import { dbExists, importJson, writeSeed, writeSupportFiles } from './write-seed';

const USAGE = `Uso: npm run seed -w mock-api -- [opciones]
  --requests N     solicitudes a generar (por defecto ${DEFAULT_REQUESTS} y la cohorte de demanda, ${COHORT_REQUESTS};
                   con N, exactamente N; también SEED_REQUESTS)
  --properties N   propiedades a generar (por defecto ${DEFAULT_PROPERTIES}; también SEED_PROPERTIES)
  --date AAAA-MM-DD día de referencia (por defecto hoy; también SEED_DATE)
  --db RUTA        archivo de la base (por defecto DB_FILE o mock-api/data/db.sqlite)
  --from RUTA.json carga ese JSON (de npm run export, o un db.json de antes de SQLite) en vez de generar
  --force          sobrescribe una base existente
Sin --force, una base existente se conserva (puede tener datos de usuarios): solo se regeneran las
imágenes y se crea el import del emulador si falta. Pedir --requests/--properties sobre una base existente es un error.
  --reset          sobrescribe la base y borra las imágenes subidas (npm run reset)`;

function fail(message: string): never {
  console.error(`seed: ${message}\n\n${USAGE}`);
  process.exit(1);
}

function count(value: string | undefined, name: string, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max)
    fail(`${name} debe ser un entero entre 1 y ${max}`);
  return Number(value);
}

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  force: { type: 'boolean' },
  reset: { type: 'boolean' },
  requests: { type: 'string' },
  properties: { type: 'string' },
  date: { type: 'string' },
  db: { type: 'string' },
  from: { type: 'string' },
} as const;

/** util.parseArgs, its refusals in this CLI's words (an option without its value, an unknown one). */
function readArgs(args: string[]) {
  try {
    const { values } = parseArgs({ args, options: OPTIONS });
    if (values.help) {
      console.info(USAGE);
      process.exit(0);
    }
    return values;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const option = /'(-[^' ]+)/.exec((err as Error).message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && !/does not take/.test((err as Error).message))
      fail(`falta el valor de ${option}`);
    const unknown =
      code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL' ? (/'([^']*)'/.exec((err as Error).message)?.[1] ?? '') : option;
    fail(`opción desconocida: ${unknown}`);
  }
}

function main() {
  const values = readArgs(process.argv.slice(2));
  const env = readEnv(values.db !== undefined ? { ...process.env, DB_FILE: values.db } : process.env);
  const options = {
    requests: count(values.requests ?? process.env.SEED_REQUESTS, 'requests', MAX_REQUESTS),
    properties: count(values.properties ?? process.env.SEED_PROPERTIES, 'properties', 10_000),
    date: values.date ?? process.env.SEED_DATE,
  };
  const targets = { dbFile: env.dbFile, emulatorSeedDir: env.emulatorSeedDir, publicDir: env.publicDir };
  const overwrite = Boolean(values.force || values.reset);

  if (dbExists(env.dbFile) && !overwrite) {
    // Never reseed over user data by accident; a caller that asked for a specific size wanted a new db.
    if (options.requests !== undefined || options.properties !== undefined || values.from !== undefined) {
      fail(
        `${env.dbFile} ya existe y puede tener datos de usuarios. Usa --force (o npm run reset -w ` +
          `mock-api) para reemplazarla.`,
      );
    }
    // The emulator import is only created if missing: rewriting it would make it look newer than the
    // accounts the emulator exported on its last stop (registered users) and win over them.
    writeSupportFiles(targets, options.date, 'if-missing');
    console.info(
      `seed: ${env.dbFile} ya existe y se conserva (usa --force para reemplazarla). Imágenes regeneradas; import del ` +
        `emulador creado si faltaba.`,
    );
    return;
  }
  if (values.reset) fs.rmSync(env.uploadsDir, { recursive: true, force: true });

  const started = Date.now();
  let state;
  try {
    const { from } = values;
    state = from ? importJson(targets, from) : writeSeed(targets, options);
  } catch (err) {
    fail((err as Error).message);
  }
  console.info(
    `seed: ${env.dbFile} listo en ${Date.now() - started} ms — ${state.ubigeos.length} ubigeos, ` +
      `${state.users.length} usuarios, ` +
      `${state.houseRequests.length} solicitudes, ${state.properties.length} propiedades, ${state.inbox.length} ` +
      `ofertas, ${state.hours.length} horarios.`,
  );
  console.info(`seed: import del emulador en ${env.emulatorSeedDir}; contraseña demo: ${DEMO_PASSWORD}`);
  console.info(`seed: usuarios demo: ${registeredDemoUsers.map((u) => u.email).join(', ')}`);
}

main();

/**
 * The suppression list from a terminal (docs/email-alerts.md), on the API's database file (safe while
 * the API runs: each change is one transaction, and the API reads the list before every mail):
 *
 *   npm run mail:suppress -w mock-api -- ana@correo.pe --reason bounce [--detail "550 5.1.1 …"]
 *   npm run mail:suppress -w mock-api -- --list
 *   npm run mail:suppress -w mock-api -- --remove ana@correo.pe
 *
 * `--reason`: bounce (the mailbox does not exist), complaint (marked as spam) or manual (the team's own
 * stop, the default; only this command lifts it). `--db FILE` works on another database.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { SUPPRESSION_REASONS, type SuppressionReason } from '@lotengo/shared/contracts/alerts';
import { readEnv } from '../config';
import { Store } from '../db/store';
import { listSuppressions, suppressAddress, unsuppressAddress } from './suppressions';

const USAGE =
  'uso: npm run mail:suppress -w mock-api -- <correo> [--reason bounce|complaint|manual] [--detail TEXTO]\n' +
  '     npm run mail:suppress -w mock-api -- --list\n' +
  '     npm run mail:suppress -w mock-api -- --remove <correo>';

function fail(message: string): never {
  console.error(`mail:suppress: ${message}\n${USAGE}`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      reason: { type: 'string', default: 'manual' },
      detail: { type: 'string' },
      list: { type: 'boolean', default: false },
      remove: { type: 'string' },
      db: { type: 'string' },
    },
  });
} catch (err) {
  fail((err as Error).message);
}
const { values: args, positionals } = parsed;

const env = readEnv(args.db ? { ...process.env, DB_FILE: args.db } : process.env);
if (!fs.existsSync(env.dbFile)) fail(`no existe ${env.dbFile} (npm run seed -w mock-api la crea)`);
const isAddress = (s: string | undefined): s is string => z.email().safeParse(s).success;

const store = new Store(env.dbFile);
try {
  if (args.list) {
    const rows = listSuppressions(store);
    if (!rows.length) console.info('La lista de supresión está vacía.');
    for (const r of rows) console.info(`${r.address}\t${r.reason}\t${r.source}\t${r.createdAt}\t${r.detail ?? ''}`);
  } else if (args.remove !== undefined) {
    if (!isAddress(args.remove)) fail(`"${args.remove}" no es un correo válido`);
    const removed = unsuppressAddress(store, args.remove);
    console.info(
      removed
        ? `${args.remove} ya no está en la lista: vuelve a recibir correos.`
        : `${args.remove} no estaba en la lista.`,
    );
  } else {
    const [address, ...rest] = positionals;
    if (!isAddress(address) || rest.length) fail(address ? `"${address}" no es un correo válido` : 'falta el correo');
    const reason = args.reason as SuppressionReason;
    if (!SUPPRESSION_REASONS.includes(reason)) fail(`--reason debe ser ${SUPPRESSION_REASONS.join(', ')}`);
    const cancelled = suppressAddress(store, { address, reason, source: 'command', detail: args.detail });
    console.info(
      `${address} está en la lista de supresión (${reason}): ${cancelled} correo(s) pendiente(s) cancelado(s).`,
    );
  }
} finally {
  store.close();
}

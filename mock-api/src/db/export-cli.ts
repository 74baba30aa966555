/**
 * `npm run export -w mock-api [-- --out FILE] [--db FILE]`: the whole database as one JSON document
 * (db/export.ts), to read, diff or keep; `npm run seed -w mock-api -- --from FILE --force` loads it back.
 * Safe while the API runs (a read-only connection sees the last commit).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { readEnv } from '../config';
import { readDbFile } from './export';

const { values: args } = parseArgs({ options: { out: { type: 'string' }, db: { type: 'string' } } });

const env = readEnv(args.db ? { ...process.env, DB_FILE: args.db } : process.env);
if (!fs.existsSync(env.dbFile)) {
  console.error(`export: no existe ${env.dbFile} (npm run seed -w mock-api la crea)`);
  process.exit(1);
}
const text = `${JSON.stringify(readDbFile(env.dbFile), null, 2)}\n`;
const { out } = args;
if (out) {
  fs.writeFileSync(out, text);
  console.info(`export: ${env.dbFile} → ${out} (${(text.length / 1024).toFixed(0)} KB)`);
} else process.stdout.write(text);

/**
 * `npm run check:lines`: fails naming every line over 120 characters in the files git tracks, outside
 * those `.prettierignore` lists (generated). Part of `npm run check`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ignore from 'ignore';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { findLongLines, MAX_LINE } from './lib/style/line-length';

const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT_DIR, encoding: 'utf8' }).split('\0').filter(Boolean);
const prettierIgnore = ignore().add(fs.readFileSync(path.join(ROOT_DIR, '.prettierignore'), 'utf8'));
const long = findLongLines(ROOT_DIR, files, (f) => prettierIgnore.ignores(f));
for (const l of long) process.stderr.write(`${l.file}:${l.line}: ${l.length} caracteres (máximo ${MAX_LINE})\n`);
process.stdout.write(`líneas de más de ${MAX_LINE} caracteres: ${long.length}\n`);
process.exit(long.length ? 1 : 0);

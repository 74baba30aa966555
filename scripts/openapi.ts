/**
 * `npm run openapi`: writes docs/api/openapi.json from the operation registry
 * (shared/src/contracts/operations/). `--check`: only compares, and fails when the file is out of date.
 * `--html`: also builds the reference page (.cache/api-reference/index.html; `npm start` serves it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { openApiText } from './lib/openapi/document';
import { OPENAPI_FILE } from './lib/openapi/files';
import { ensureReferencePage } from './lib/openapi/redocly';

async function main(): Promise<number> {
  const text = openApiText();
  const current = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : null;
  if (process.argv.includes('--check')) {
    if (current === text) {
      process.stdout.write('docs/api/openapi.json al día\n');
      return 0;
    }
    process.stderr.write('docs/api/openapi.json no coincide con el código: ejecuta npm run openapi\n');
    return 1;
  }
  if (current === text) process.stdout.write('docs/api/openapi.json ya estaba al día\n');
  else {
    fs.mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
    fs.writeFileSync(OPENAPI_FILE, text);
    process.stdout.write('docs/api/openapi.json escrito\n');
  }
  if (process.argv.includes('--html')) {
    const { file, built } = await ensureReferencePage();
    process.stdout.write(`referencia de la API ${built ? 'generada' : 'ya al día'}: ${file}\n`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);

/**
 * Redocly's CLI (@redocly/cli, offline): lint the document, build its reference page. Its output is kept
 * and shown only when it has something to say (it prints a banner about Node 20 on every run).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BIN_DIR, ROOT_DIR } from '@lotengo/platform/paths';
import { OPENAPI_FILE, REFERENCE_DIR, REFERENCE_PAGE } from './files';

function redocly(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(BIN_DIR, 'redocly'), args, {
      cwd: ROOT_DIR,
      // No update notice, no usage data (redocly.yaml says `telemetry: off` too).
      env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (err) => resolve({ code: 127, output: err.message }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** What matters of Redocly's output: its problems and verdict, without the banner's box. */
const withoutBanner = (output: string) =>
  output
    .split('\n')
    .filter((line) => !/[║╔╚]/.test(line) && line.trim())
    .join('\n');

/**
 * `redocly lint` with redocly.yaml (the recommended rules): passes only with no error and no warning,
 * so a new warning is fixed (or its rule turned off there, with the reason) rather than ignored.
 */
export async function lintOpenApi(): Promise<{ ok: boolean; report: string }> {
  const { code, output } = await redocly(['lint', '--format=summary', path.relative(ROOT_DIR, OPENAPI_FILE)]);
  const report = withoutBanner(output);
  return { ok: code === 0 && !/^\s*(warning|error)\b/m.test(report), report };
}

const sourceHash = () => crypto.createHash('sha256').update(fs.readFileSync(OPENAPI_FILE)).digest('hex');
const HASH_FILE = path.join(REFERENCE_DIR, 'openapi.sha256');

/**
 * The reference page of docs/api/openapi.json (`redocly build-docs --inlineBundle`: Redoc inside the one
 * HTML file, nothing fetched from a CDN), rebuilt only when the document changed. Answers its path.
 */
export async function ensureReferencePage(): Promise<{ file: string; built: boolean }> {
  const hash = sourceHash();
  if (fs.existsSync(REFERENCE_PAGE) && fs.existsSync(HASH_FILE) && fs.readFileSync(HASH_FILE, 'utf8') === hash)
    return { file: REFERENCE_PAGE, built: false };
  fs.mkdirSync(REFERENCE_DIR, { recursive: true });
  const out = `${REFERENCE_PAGE}.tmp`;
  const args = ['build-docs', path.relative(ROOT_DIR, OPENAPI_FILE), '--inlineBundle', '-o', out];
  const { code, output } = await redocly(args);
  if (code !== 0 || !fs.existsSync(out)) throw new Error(`redocly build-docs falló:\n${withoutBanner(output)}`);
  fs.renameSync(out, REFERENCE_PAGE);
  fs.writeFileSync(HASH_FILE, hash);
  return { file: REFERENCE_PAGE, built: true };
}

import fs from 'node:fs';
import path from 'node:path';
import { EXPOSED_MODULES, type RemoteName } from '../src/facts';

/** The MF runtime plugin that turns a remote that cannot be loaded into a stand-in (the shell uses it). */
export const OFFLINE_REMOTE_PLUGIN = path.join(__dirname, '..', 'src', 'remotes', 'offline-remote-plugin.ts');
/** The MF runtime plugin that takes over a manifest index.html's early script fetched (the shell uses it). */
export const EARLY_MANIFEST_PLUGIN = path.join(__dirname, '..', 'src', 'remotes', 'early-manifest-plugin.ts');

const EXPOSE_FILE = /^(.+)\.tsx$/;

/**
 * A remote's webpack `exposes`, derived from its list of exposed keys (EXPOSED_MODULES, shared/src/facts.ts):
 * key `k` → `./src/expose/k.tsx`. A declared key without a file, or a file in src/expose/ without a
 * declared key, is an error: the public API is written once and cannot drift.
 */
export function exposesOf(remote: RemoteName, dir: string): Record<string, string> {
  const exposeDir = path.join(dir, 'src', 'expose');
  const files = fs
    .readdirSync(exposeDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  const keys: readonly string[] = EXPOSED_MODULES[remote];
  const fileKeys = files.map((file) => EXPOSE_FILE.exec(file)?.[1] ?? file);
  const missing = keys.filter((key) => !fileKeys.includes(key));
  const undeclared = files.filter((file) => !keys.includes(EXPOSE_FILE.exec(file)?.[1] ?? ''));
  const problems = [
    ...missing.map((key) => `declared "${key}" has no src/expose/${key}.tsx`),
    ...undeclared.map((file) => `src/expose/${file} is not declared (add its key, or move it out of expose/)`),
  ];
  if (problems.length > 0) {
    throw new Error(
      `${remote}: exposes and EXPOSED_MODULES (shared/src/facts.ts) disagree:\n  ${problems.join('\n  ')}`,
    );
  }
  return Object.fromEntries(keys.map((key) => [`./${key}`, `./src/expose/${key}.tsx`]));
}

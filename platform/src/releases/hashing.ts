/** Content hashes of a folder (what names a version) and of an app's sources (what makes a release a no-op). */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APP_DIRS, type AppName } from './layout';
import { ROOT_DIR } from '../paths';

export interface FileEntry {
  bytes: number;
  sha256: string;
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Every file under `dir` (relative, `/`-separated, sorted), except the ones `skip` names. */
export function listFiles(dir: string, skip: (rel: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (skip(rel)) continue;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

export function fileTable(dir: string, skip?: (rel: string) => boolean): Record<string, FileEntry> {
  return Object.fromEntries(
    listFiles(dir, skip).map((rel) => {
      const data = fs.readFileSync(path.join(dir, rel));
      return [rel, { bytes: data.length, sha256: sha256(data) }];
    }),
  );
}

/** One hash over names and contents: equal tables, equal hash. */
export function tableHash(table: Record<string, FileEntry>): string {
  const h = createHash('sha256');
  for (const [rel, entry] of Object.entries(table).sort(([a], [b]) => (a < b ? -1 : 1)))
    h.update(`${rel}\0${entry.sha256}\n`);
  return h.digest('hex');
}

/**
 * What an app's build is made of: its own package, the shared package it bundles, the lockfile and the
 * root TypeScript/webpack settings, plus the build's environment knobs. Tracked and untracked files
 * alike (a release may be cut from a work tree with changes), ignored ones never.
 */
export function inputsHash(app: AppName, env: NodeJS.ProcessEnv = process.env): string {
  const roots = [APP_DIRS[app], 'shared', 'package-lock.json', 'tsconfig.base.json', 'package.json'];
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z', '--', ...roots], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    // Not a git work tree: the folders as they are, minus what is never an input.
    files = roots.flatMap((r) => {
      const abs = path.join(ROOT_DIR, r);
      if (!fs.existsSync(abs)) return [];
      if (fs.statSync(abs).isFile()) return [r];
      return listFiles(abs, (rel) => /(^|\/)(node_modules|dist)$/.test(rel)).map((f) => `${r}/${f}`);
    });
  }
  const h = createHash('sha256');
  for (const rel of files.filter((f) => !/(^|\/)(__tests__|dist|node_modules)\//.test(f)).sort()) {
    const abs = path.join(ROOT_DIR, rel);
    if (!fs.existsSync(abs)) continue; // deleted in the work tree, still in the index
    h.update(`${rel}\0`).update(fs.readFileSync(abs)).update('\n');
  }
  h.update(`salt\0${env.LOTENGO_HASH_SALT ?? ''}`);
  return h.digest('hex');
}

/** The commit the sources are at (short), and whether the work tree differs from it. */
export function gitState(): { commit: string; dirty: boolean } {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: ROOT_DIR, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT_DIR, encoding: 'utf8' }).trim() !== '';
    return { commit, dirty };
  } catch {
    return { commit: 'nogit', dirty: true };
  }
}

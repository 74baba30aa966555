/**
 * The release store: immutable version folders, each with its record. A version is created by one
 * rename of a finished temporary folder (never half there) and never written again; only prune removes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { appDir, APP_DIRS, isVersion, RECORD_FILE, ReleaseError, versionDir, type AppName } from './layout';
import { fileTable, tableHash } from './hashing';
import { contentOf, notContent, recordOf, type ReleaseRecord } from './record';

export function readRecord(store: string, app: AppName, version: string): ReleaseRecord | null {
  if (!isVersion(version)) return null;
  const file = path.join(versionDir(store, app, version), RECORD_FILE);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseRecord;
}

/** Every complete version of an app (with its record), newest first. */
export function listReleases(store: string, app: AppName): ReleaseRecord[] {
  const dir = appDir(store, app);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && isVersion(e.name))
    .map((e) => readRecord(store, app, e.name))
    .filter((r): r is ReleaseRecord => r !== null)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.version < b.version ? 1 : -1));
}

export function hasRelease(store: string, app: AppName, version: string): boolean {
  return readRecord(store, app, version) !== null;
}

export type AddResult =
  { created: true; record: ReleaseRecord } | { created: false; record: ReleaseRecord; reason: string };

/** A release whose sources (or files) are the same as `inputsHash` / `contentHash`: releasing again is a no-op. */
export function findSame(
  store: string,
  app: AppName,
  by: { inputsHash?: string; contentHash?: string },
): ReleaseRecord | undefined {
  return listReleases(store, app).find(
    (r) =>
      (by.inputsHash !== undefined && r.inputsHash === by.inputsHash) ||
      (by.contentHash !== undefined && r.contentHash === by.contentHash),
  );
}

function makeReadOnly(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) makeReadOnly(p);
    else fs.chmodSync(p, 0o444);
  }
}

/**
 * Adds a finished build (a folder) to the store under `<commit>-<content hash>`. The build is copied into
 * a hidden temporary folder next to its final place, completed with its record, then renamed: the
 * version appears whole or not at all, and an existing version is never touched.
 */
export function addRelease(args: {
  store: string;
  app: AppName;
  builtDir: string;
  commit: string;
  dirty: boolean;
  inputsHash: string;
  createdBy: string;
  now?: Date;
}): AddResult {
  const { store, app } = args;
  fs.mkdirSync(appDir(store, app), { recursive: true });
  // Copied first and hashed from the copy: a build folder changing meanwhile cannot give a version whose
  // files differ from its own record.
  const tmp = fs.mkdtempSync(path.join(appDir(store, app), '.tmp-'));
  try {
    fs.cpSync(args.builtDir, tmp, {
      recursive: true,
      filter: (src) => !notContent(path.relative(args.builtDir, src).split(path.sep).join('/')),
    });
    const { files, contentHash } = contentOf(tmp);
    const same = findSame(store, app, { contentHash });
    if (same) {
      fs.rmSync(tmp, { recursive: true, force: true });
      return { created: false, record: same, reason: `sus archivos son idénticos a la versión ${same.version}` };
    }
    const version = `${
      args.commit
        .toLowerCase()
        .replace(/[^0-9a-z]/g, '')
        .slice(0, 12) || 'local'
    }-${contentHash.slice(0, 10)}`;
    const finalDir = versionDir(store, app, version);
    if (fs.existsSync(finalDir))
      throw new ReleaseError(`La versión ${version} de ` + `${APP_DIRS[app]} ya existe ` + `y no se sobrescribe.`);
    const record = recordOf({ ...args, builtDir: tmp, version, files, contentHash });
    fs.writeFileSync(path.join(tmp, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
    makeReadOnly(tmp);
    fs.renameSync(tmp, finalDir);
    return { created: true, record };
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}

/** Checks a version's files against its record: a missing or changed file is named. */
export function verifyRelease(store: string, app: AppName, version: string): string[] {
  const record = readRecord(store, app, version);
  if (!record) return [`la versión ${version} de ${APP_DIRS[app]} no está en el almacén`];
  const dir = versionDir(store, app, version);
  const actual = fileTable(dir, notContent);
  const problems: string[] = [];
  for (const [rel, entry] of Object.entries(record.files)) {
    const got = actual[rel];
    if (!got) problems.push(`falta ${rel}`);
    else if (got.sha256 !== entry.sha256) problems.push(`${rel} cambió desde que se publicó`);
  }
  for (const rel of Object.keys(actual)) if (!record.files[rel]) problems.push(`${rel} no es parte de la versión`);
  if (problems.length === 0 && tableHash(actual) !== record.contentHash)
    problems.push('el hash de contenido no coincide');
  return problems;
}

export function removeRelease(store: string, app: AppName, version: string): void {
  const dir = versionDir(store, app, version);
  if (!isVersion(version) || !fs.existsSync(dir)) return;
  // Renamed away first: a half-deleted folder is never visible under the version's name.
  const trash = path.join(appDir(store, app), `.del-${version}-${process.pid}`);
  fs.renameSync(dir, trash);
  fs.rmSync(trash, { recursive: true, force: true });
}

/** Leftovers of an interrupted release or prune (hidden folders over an hour old: none is still being written). */
export function cleanTemporary(store: string, app: AppName, now = Date.now()): void {
  const dir = appDir(store, app);
  if (!fs.existsSync(dir)) return;
  for (const e of fs.readdirSync(dir)) {
    const p = path.join(dir, e);
    if ((e.startsWith('.tmp-') || e.startsWith('.del-')) && now - fs.statSync(p).mtimeMs > 3600_000)
      fs.rmSync(p, { recursive: true, force: true });
  }
}

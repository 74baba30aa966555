import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LowAdapter } from './lowdb';
import { checkDbShape, normalizeDb, type DbState } from './schema';

/** The db file exists but cannot be used: the server must refuse to start rather than reseed over it. */
export class DbUnreadableError extends Error {
  override name = 'DbUnreadableError';
}

let tempCounter = 0;

/** The crash-safe write, shared with the writer thread (plain JavaScript, see atomic-write.cjs). */
const { replaceFile } = createRequire(__filename)('./atomic-write.cjs') as { replaceFile(file: string, data: Buffer | string, temp: string): void };

/**
 * lowdb 1.x adapter with crash-safe writes: the whole db goes to a temp file in the same folder,
 * which is fsynced and renamed over the target (rename is atomic on POSIX), then the folder is
 * fsynced. A kill -9 at any instant leaves either the old or the new complete file.
 * Synchronous: it reads the db at start and the seed writes through it; the running API's changes go
 * through Store and its writer thread (writer-thread.ts), which uses the same replaceFile.
 */
export class AtomicFileAdapter implements LowAdapter<DbState> {
  constructor(readonly file: string) {}

  read(): DbState {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch (err) {
      throw new DbUnreadableError(`No se puede leer la base de datos ${this.file}: ${(err as Error).message}`);
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (err) {
      throw new DbUnreadableError(`La base de datos ${this.file} no es JSON válido (${(err as Error).message}).`);
    }
    const problem = checkDbShape(data);
    if (problem) throw new DbUnreadableError(`La base de datos ${this.file} no tiene el formato esperado: ${problem}.`);
    return normalizeDb(data as Record<string, unknown>);
  }

  write(data: DbState): void {
    writeFileAtomic(this.file, JSON.stringify(data));
  }
}

/** Any file, the same crash-safe way: temp + fsync + rename + fsync of the folder (uploads use it). */
export function writeFileAtomic(file: string, data: Buffer | string, tempDir = path.dirname(file), tempBase = path.basename(file)): void {
  replaceFile(file, data, path.join(tempDir, `${tempBase}.${process.pid}.${++tempCounter}.tmp`));
}

/** Writes a db file the same crash-safe way (used by the seed). */
export function writeDbFile(file: string, data: DbState): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  new AtomicFileAdapter(file).write(data);
}

/** Removes temp files a crash may have left next to the db (never the db itself). */
export function removeStaleTempFiles(file: string): string[] {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  if (!fs.existsSync(dir)) return [];
  const removed: string[] = [];
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) {
      fs.rmSync(path.join(dir, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}

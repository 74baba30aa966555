/**
 * The registry in a local file (`npm start`, tests). The service is the file's single writer: writes
 * are queued in this process, each re-reads the file, compares its generation (a hash of the bytes) and
 * replaces the file by a rename of a fully written, fsynced temporary one — a reader never sees half.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { NO_GENERATION, type RegistryStorage, type StoredDocument } from './storage';

const generationOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export function fileStorage(file: string, opts: { legacyFile?: string } = {}): RegistryStorage {
  let queue: Promise<unknown> = Promise.resolve();

  function readNow(): StoredDocument {
    for (const candidate of [file, opts.legacyFile]) {
      if (!candidate) continue;
      try {
        const text = fs.readFileSync(candidate, 'utf8');
        return { text, generation: generationOf(text) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    return { text: null, generation: NO_GENERATION };
  }

  function writeNow(text: string, ifGeneration: string) {
    if (readNow().generation !== ifGeneration) return { ok: false as const };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    try {
      fs.writeSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
    // The old place (served publicly by the shell's site) goes once the document lives here.
    if (opts.legacyFile) fs.rmSync(opts.legacyFile, { force: true });
    return { ok: true as const, generation: generationOf(text) };
  }

  return {
    where: file,
    read: async () => readNow(),
    write(text, ifGeneration) {
      const next = queue.then(() => writeNow(text, ifGeneration));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

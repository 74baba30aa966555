/**
 * The registry in a local file (`npm start`, tests). The service is the file's single writer: writes
 * are queued in this process, each re-reads the file, compares its generation and replaces the file by
 * a rename of a fully written, fsynced temporary one — a reader never sees half. The generation is the
 * file's inode and change time with a hash of its bytes: every rename gives a new one, even for the
 * same bytes, and the bytes are read through the same open file as the stat.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { NO_GENERATION, type RegistryStorage, type StoredDocument } from './storage';

function readWithGeneration(file: string): { text: string; generation: string } {
  const fd = fs.openSync(file, 'r');
  try {
    const st = fs.fstatSync(fd, { bigint: true });
    const text = fs.readFileSync(fd, 'utf8');
    return {
      text,
      generation: `${st.ino}.${st.ctimeNs}.${createHash('sha256').update(text).digest('hex').slice(0, 12)}`,
    };
  } finally {
    fs.closeSync(fd);
  }
}

export function fileStorage(file: string): RegistryStorage {
  let queue: Promise<unknown> = Promise.resolve();

  function readNow(): StoredDocument {
    try {
      return readWithGeneration(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      return { text: null, generation: NO_GENERATION };
    }
  }

  function writeNow(text: string, ifGeneration: string) {
    if (readNow().generation !== ifGeneration) return { ok: false as const };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    writeFileAtomic.sync(file, text);
    return { ok: true as const, generation: readWithGeneration(file).generation };
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

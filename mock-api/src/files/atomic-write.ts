import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomicSync from 'write-file-atomic';

/** fsync a directory so the rename that replaced a file in it is itself on disk. */
export function fsyncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch (err) {
    // Some filesystems refuse fsync on directories (EISDIR/EINVAL); the rename is still atomic there.
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EINVAL' && code !== 'EPERM') throw err;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * Writes a file crash-safely (uploads, photo variants, the emulator's import) with write-file-atomic:
 * a temp file beside it, fsynced and renamed over the target; then the folder is fsynced. A kill -9 at
 * any instant leaves the old or the new complete file. `stagedAs` names the file the library writes
 * first (then renamed over `file`), for a folder whose reader must never see a name like `file`'s; the
 * writer's pid and a random suffix are added to it.
 */
export function writeFileAtomic(file: string, data: Buffer | string, stagedAs?: string): void {
  const dir = path.dirname(file);
  if (!stagedAs) {
    writeFileAtomicSync.sync(file, data, { mode: 0o600 });
  } else {
    // Its own name per writer: two seeds (e2e lanes) writing one folder at once must not rename each other's.
    const staged = path.join(dir, `${stagedAs}-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
    writeFileAtomicSync.sync(staged, data, { mode: 0o600 });
    fs.renameSync(staged, file);
  }
  fsyncDir(dir);
}

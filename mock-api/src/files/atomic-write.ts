import fs from 'node:fs';
import path from 'node:path';

let tempCounter = 0;

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
 * Writes a file crash-safely (uploads, photo variants, the emulator's import): the bytes go to a temp
 * file in the same folder, which is fsynced and renamed over the target (atomic on POSIX), then the
 * folder is fsynced. A kill -9 at any instant leaves the old or the new complete file.
 */
export function writeFileAtomic(
  file: string,
  data: Buffer | string,
  tempDir = path.dirname(file),
  tempBase = path.basename(file),
): void {
  const temp = path.join(tempDir, `${tempBase}.${process.pid}.${++tempCounter}.tmp`);
  try {
    const fd = fs.openSync(temp, 'wx', 0o600);
    try {
      fs.writeFileSync(fd, data);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch (err) {
    fs.rmSync(temp, { force: true });
    throw err;
  }
  fsyncDir(path.dirname(file));
}

'use strict';
/*
 * The crash-safe replacement of a file, in plain JavaScript: the db's writer thread runs this file as
 * it is (under tsx, jest and plain node alike, no TypeScript loader in a thread), and the main thread
 * uses the same functions (atomic-file-adapter.ts). A kill -9 at any instant leaves the old or the
 * new complete file.
 */
const fs = require('node:fs');
const path = require('node:path');
const { isMainThread, parentPort, workerData } = require('node:worker_threads');

/** fsync a directory so the rename that replaced a file in it is itself on disk. */
function fsyncDir(dir) {
  let fd;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch (err) {
    // Some filesystems refuse fsync on directories (EISDIR/EINVAL); the rename is still atomic there.
    if (err.code !== 'EISDIR' && err.code !== 'EINVAL' && err.code !== 'EPERM') throw err;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Writes `data` completely (writeFileSync loops over partial writes) and durably to `temp`, renames it over `file`, fsyncs the folder. */
function replaceFile(file, data, temp) {
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

module.exports = { fsyncDir, replaceFile };

// Started as the db's writer thread (writer-thread.ts): one write per message, in order; the bytes go back.
if (!isMainThread && workerData && workerData.role === 'db-writer') {
  parentPort.on('message', ({ id, file, temp, data }) => {
    try {
      replaceFile(file, data, temp);
      parentPort.postMessage({ id }, [data.buffer]);
    } catch (err) {
      parentPort.postMessage({ id, error: String((err && err.message) || err), code: err && err.code }, [data.buffer]);
    }
  });
}

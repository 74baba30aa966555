import path from 'node:path';
import { Worker } from 'node:worker_threads';

export type FileWriter = (file: string, data: Uint8Array) => Promise<void>;

let tempCounter = 0;

/**
 * Writes files crash-safely on a thread of their own: the whole write (10 MB, two fsyncs) costs the
 * event loop one message each way, instead of a turn per step on libuv's pool (which, on a busy
 * machine, made each step wait behind the calls being answered). The bytes are moved to the thread
 * and back, never copied, and freed by the main thread's collector (a thread that hardly allocates
 * would keep a shared buffer of every write: RSS grew to 1 GB in the soak). The thread holds the
 * process open only while a write is on its way.
 */
export function writerThread(script = path.join(__dirname, 'atomic-write.cjs')): FileWriter {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve: () => void; reject: (err: Error) => void }>();
  const start = (): Worker => {
    // Plain JavaScript (atomic-write.cjs): a thread has no TypeScript loader under jest.
    const w = new Worker(script, { workerData: { role: 'db-writer' } });
    w.unref();
    w.on('message', ({ id, error, code }: { id: number; error?: string; code?: string }) => {
      const p = pending.get(id);
      pending.delete(id);
      if (!pending.size) w.unref();
      if (error !== undefined) p?.reject(Object.assign(new Error(error), { code }));
      else p?.resolve();
    });
    // A thread that dies (an error, or an exit without one) fails what it had; the next write starts a
    // new one. Without this a write would wait forever, and every change after it with it.
    const fail = (err: Error) => {
      if (worker === w) worker = null;
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(Object.assign(new Error(`El hilo de escritura terminó (código ${code}) antes de confirmar la escritura`), { code: 'EWRITERGONE' })));
    return w;
  };
  return (file, data) =>
    new Promise<void>((resolve, reject) => {
      worker ??= start();
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      worker.ref();
      // Only a buffer that owns its whole ArrayBuffer may move (a small Buffer shares Node's pool).
      const own = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && !(data.buffer instanceof SharedArrayBuffer) ? data : new Uint8Array(data);
      worker.postMessage({ id, file, temp: `${file}.${process.pid}.w${++tempCounter}.tmp`, data: own }, [own.buffer as ArrayBuffer]);
    });
}

import { Worker } from 'node:worker_threads';

export interface BellReading {
  /** The page of 20 (ms each). */
  list: number[];
  /** The count's poll with `afterEventId` (ms each). */
  unread: number[];
}

export interface BellReaderOptions {
  /** Per member, in the order they take turns: its notifications URL and its token. */
  members: { url: string; token: string }[];
  /** The `afterEventId` of the count's poll. */
  afterEventId: number;
  /** Stop after this long (ms) or this many rounds, whichever comes first. */
  forMs: number;
  rounds: number;
}

// Plain JS: a worker started from a string needs no loader (the bench runs under tsx).
const SOURCE = `
const { parentPort, workerData: o } = require('node:worker_threads');
(async () => {
  const out = { list: [], unread: [] };
  const until = performance.now() + o.forMs;
  for (let i = 0; performance.now() < until && i < o.rounds; i++) {
    const m = o.members[(i * 37) % o.members.length];
    const headers = { authorization: 'Bearer ' + m.token };
    let t0 = performance.now();
    await (await fetch(m.url + '?page=1&pageSize=20', { headers })).arrayBuffer();
    out.list.push(performance.now() - t0);
    t0 = performance.now();
    await (await fetch(m.url + '?afterEventId=' + o.afterEventId, { headers })).arrayBuffer();
    out.unread.push(performance.now() - t0);
  }
  parentPort.postMessage(out);
})().catch((err) => { throw err; });
`;

/**
 * Members reading their bell (the page and the count, one after the other, member after member) from
 * a thread of their own: a person's browser does not share an event loop with the bench's 50 users and
 * 2,000 streams, whose stalls (tens of ms) would otherwise be counted as the API's time.
 */
export function readBell(options: BellReaderOptions): Promise<BellReading> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SOURCE, { eval: true, workerData: options });
    worker.once('message', (reading: BellReading) => resolve(reading));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? undefined : reject(new Error(`el lector terminó con el código ${code}`)),
    );
  });
}

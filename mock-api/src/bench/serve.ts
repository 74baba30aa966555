/**
 * The API in a process of its own, for benchmarks that measure it from outside (its memory, a restart):
 * `tsx src/bench/serve.ts --dir D --port P [--requests N] [--properties N] [--members N] [--notifications N]`.
 * Seeds D/db.sqlite on its first start and keeps it (a restart serves the same db). Tokens are the
 * users' uids (loopback only); `--members` adds users up to that many, with uids
 * `bench-member-<userCode>`; `--notifications` stores that many over them (the soak's months of use).
 * Prints `ready <port>`; a line `mem` on stdin answers `mem <json>` (heap after a full GC, RSS). An
 * older checkout without this file is served by serve-before-sqlite.cjs (bench/api-process.ts).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import readline from 'node:readline';
import { alertsOf, createApp } from '../app';
import type { TokenVerifier } from '../auth/verifier';
import { writeDbFile } from '../db/export';
import { Store } from '../db/store';
import { createApiServer } from '../http/server';
import { generateSeed } from '../seed/generate';
import { storedNotifications } from './stored-notifications';

const { values: opts } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string', default: '0' },
    requests: { type: 'string', default: '10000' },
    properties: { type: 'string', default: '2000' },
    date: { type: 'string', default: new Date().toISOString().slice(0, 10) },
    members: { type: 'string', default: '0' },
    notifications: { type: 'string', default: '0' },
  },
});

const dir = opts.dir!;
const port = Number(opts.port);
const dbFile = path.join(dir, 'db.sqlite');
if (!fs.existsSync(dbFile)) {
  fs.mkdirSync(dir, { recursive: true });
  const state = generateSeed({ requests: Number(opts.requests), properties: Number(opts.properties), date: opts.date });
  const members = Number(opts.members);
  const template = state.users[state.users.length - 1]!;
  for (let code = state.users.length + 1; code <= members; code++) {
    state.users.push({
      ...template,
      userCode: code,
      userFirebaseId: `bench-member-${code}`,
      email: `miembro${code}@bench.lotengo.test`,
      firstName: `Miembro ${code}`,
    });
  }
  const notifications = storedNotifications(Math.max(members, state.users.length), Number(opts.notifications));
  writeDbFile(dbFile, { ...state, notifications, counters: { eventSeq: notifications.length } });
}

// Bench only, on loopback: the token is the uid (token checks are not what is measured).
const verifier: TokenVerifier = {
  verify: async (token) => ({
    uid: token,
    email: `${token}@bench.lotengo.test`,
    emailVerified: true,
    provider: 'password',
  }),
};
const store = new Store(dbFile);
// The benches time the API, not the contract check (docs/api/README.md).
const app = createApp({
  store,
  verifier,
  uploadsDir: path.join(dir, 'uploads'),
  log: () => undefined,
  contractCheck: 'off',
});
const server = createApiServer(app).listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.info(`ready ${typeof address === 'object' && address ? address.port : port}`);
});

// The bell's list and count as the server sees them (parsed → answered): tells its time from the client's.
// Its own test, not http/fast-lane.ts: the figure does not depend on which calls go first.
const bell = createHistogram();
server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
  if (req.method !== 'GET' || !/\/notifications\/mine\/\d+$/.test((req.url ?? '').split('?', 1)[0]!)) return;
  const t0 = process.hrtime.bigint();
  res.once('finish', () => bell.record(Math.max(1, Number(process.hrtime.bigint() - t0))));
});

const gc = (globalThis as { gc?: () => void }).gc;
// How long a call waited for the event loop (since the last `mem`): tells the server's stalls from the bench client's.
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() !== 'mem') return;
  const delay = {
    loopP99: loop.percentile(99) / 1e6,
    loopMax: loop.max / 1e6,
    bellP95: bell.count ? bell.percentile(95) / 1e6 : undefined,
    bellCount: bell.count,
  };
  loop.reset();
  bell.reset();
  gc?.();
  const m = process.memoryUsage();
  console.info(`mem ${JSON.stringify({ heapUsed: m.heapUsed, rss: m.rss, gc: Boolean(gc), ...delay })}`);
});

const stop = () => {
  // Open streams would hold the server open.
  alertsOf(app).hub.closeAll();
  server.closeAllConnections();
  server.close(() => {
    store.close();
    process.exit(0);
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

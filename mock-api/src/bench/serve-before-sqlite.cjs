'use strict';
/*
 * The API of a checkout from before SQLite (lowdb and db.json: e.g. b76ed2d), in a process of its own,
 * for bench/throughput.ts: api-process.ts copies this file into such a checkout (which has no
 * bench/serve.ts of its own) and runs it with that checkout's tsx, so its `require`s reach that
 * checkout's code. The same interface as serve.ts: `--dir D --port P [--requests N] [--properties N]
 * [--date D]`, seeds D/db.json on its first start, prints `ready <port>`, stops on SIGTERM.
 */
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { createApp } = require('../app');
const { writeDbFile } = require('../db/atomic-file-adapter');
const { Store } = require('../db/store');
const { generateSeed } = require('../seed/generate');

const { values: opts } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    requests: { type: 'string' },
    properties: { type: 'string' },
    date: { type: 'string' },
  },
});
const argOf = (name, fallback) => opts[name.replace(/^--/, '')] ?? fallback;

const dir = argOf('--dir');
const port = Number(argOf('--port', '0'));
const dbFile = path.join(dir, 'db.json');
if (!fs.existsSync(dbFile)) {
  fs.mkdirSync(dir, { recursive: true });
  const date = argOf('--date', new Date().toISOString().slice(0, 10));
  const size = { requests: Number(argOf('--requests', '10000')), properties: Number(argOf('--properties', '2000')) };
  writeDbFile(dbFile, generateSeed({ ...size, date }));
}

// Bench only, on loopback: the token is the uid (token checks are not what is measured).
const verifier = {
  verify: async (token) => ({ uid: token, email: `${token}@bench.lotengo.test`, provider: 'password' }),
};
const store = new Store(dbFile);
const app = createApp({ store, verifier, uploadsDir: path.join(dir, 'uploads'), log: () => undefined });
const server = http.createServer(app).listen(port, '127.0.0.1', () => console.info(`ready ${server.address().port}`));

const stop = () => {
  server.closeAllConnections();
  server.close(() => void Promise.resolve(store.idle && store.idle()).finally(() => process.exit(0)));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

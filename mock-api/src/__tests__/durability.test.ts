import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { lossesOf, writeThenKill, type Losses } from '../bench/kill-nine';
import { readDbFile } from '../db/export';
import { demoUser } from '../seed/demo-users';
import { testContext } from './support/context';
import { throwawayServerEnv } from '../config';

const PACKAGE_DIR = path.resolve(__dirname, '../..');
jest.setTimeout(240_000);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real server process (`node --import tsx src/main.ts`: one process, so kill -9 hits the server itself). */
function startServer(env: NodeJS.ProcessEnv): Server {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitHealthy(base: string, server: Server): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`el servidor terminó al iniciar:\n${server.output()}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`el servidor no respondió:\n${server.output()}`);
}

let dir: string;
let env: NodeJS.ProcessEnv;
let base: string;
const running: Server[] = [];

beforeAll(async () => {
  const ctx = testContext();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-durability-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}/mvp`;
  env = {
    ...process.env,
    NODE_ENV: 'production',
    ...throwawayServerEnv(dir, port),
    FIREBASE_AUTH_EMULATOR_HOST: ctx.authEmulatorHost,
    FIREBASE_PROJECT_ID: ctx.projectId,
  };
});

afterAll(async () => {
  for (const s of running) {
    if (s.child.exitCode === null && s.child.signalCode === null) {
      s.child.kill('SIGKILL');
      await s.exited;
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

it(
  'kill -9 in the middle of write bursts, 10 times: every 2xx change and each notification ' + 'it announced survives',
  async () => {
    const ctx = testContext();
    const KILLS = 10;
    const losses: Losses[] = [];
    let acked = 0;
    for (let round = 1; round <= KILLS; round++) {
      const server = startServer(env);
      running.push(server);
      await waitHealthy(base, server);
      // Lucía's published property: every request Diego publishes fits it, so each tells her once.
      const property = readDbFile(env.DB_FILE!).properties.find(
        (p) => p.userCode === demoUser.lucia.userCode && p.status === 1,
      )!;
      const got = await writeThenKill(
        {
          base,
          child: server.child,
          seekerToken: ctx.accounts.diego.idToken,
          seekerCode: demoUser.diego.userCode,
          property,
        },
        { writers: 16, acks: 40, round },
      );
      expect(await server.exited).toBeNull();
      expect(server.child.signalCode).toBe('SIGKILL');
      acked += got.contacts.length + got.requests.length;
      losses.push(lossesOf(env.DB_FILE!, got, demoUser.lucia.userCode));
    }
    expect(acked).toBeGreaterThanOrEqual(KILLS * 40);
    expect(losses).toEqual(Array(KILLS).fill({ changes: 0, notifications: 0, orphans: 0 }));

    // And the restarted server serves them, and keeps writing.
    const last = startServer(env);
    running.push(last);
    await waitHealthy(base, last);
    const newest = readDbFile(env.DB_FILE!).houseRequests.at(-1)!;
    expect((await fetch(`${base}/house-request/${newest.houseRequestId}`)).status).toBe(200);
    const after = await fetch(`${base}/contact/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ana',
        lastName: 'Pérez',
        email: 'ana@example.com',
        message: 'después del reinicio',
      }),
    });
    expect(after.status).toBe(201);
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);
    // A clean stop folds the WAL into the file.
    expect(fs.existsSync(`${env.DB_FILE!}-wal`)).toBe(false);
  },
);

it('refuses to start over an unreadable db, with a clear message, leaving the file as it was', async () => {
  const corruptDir = fs.mkdtempSync(path.join(dir, 'corrupt-'));
  const dbFile = path.join(corruptDir, 'db.sqlite');
  const garbage = '{"users": [{"userCode": 1, "email": "lucia@ — not a database, but long enough to be read as one';
  fs.writeFileSync(dbFile, garbage);
  const server = startServer({ ...env, DB_FILE: dbFile, API_PORT: String(await freePort()) });
  running.push(server);
  expect(await server.exited).toBe(1);
  expect(server.output()).toMatch(
    /NO se inicia: La base de datos .*db\.sqlite no se puede abrir: file is not a database/,
  );
  expect(fs.readFileSync(dbFile, 'utf8')).toBe(garbage);
});

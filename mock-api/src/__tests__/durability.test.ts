import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DbState } from '../db/schema';
import { testContext } from './support/context';
import { throwawayServerEnv } from '../config';

const PACKAGE_DIR = path.resolve(__dirname, '../..');
jest.setTimeout(90_000);

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
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: PACKAGE_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

it('kill -9 in the middle of a write burst: the db still parses and every 2xx write survives a restart', async () => {
  const token = testContext().accounts.lucia.idToken;
  const first = startServer(env);
  running.push(first);
  await waitHealthy(base, first);

  const ackedContacts: number[] = [];
  const ackedRequests: number[] = [];
  let killed = false;
  const KILL_AFTER = 150;

  const request = (n: number) => ({
    referenceAddress: `Referencia ${n}`,
    ubigeoId: 150122,
    numberBedrooms: 2,
    numberBathrooms: 1,
    numberParkinglot: 1,
    tpropertyId: 2,
    tprocessId: 2,
    costInit: 800,
    costEnd: 1500,
    numberCommonArea: 1,
    isTerraza: '0',
    userCode: 1,
    title: `Ráfaga ${n}`,
  });

  async function worker(w: number): Promise<void> {
    for (let i = 0; ; i++) {
      const n = w * 10_000 + i;
      try {
        if (i % 2 === 0) {
          const res = await fetch(`${base}/contact/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', message: `mensaje ${n}` }) });
          if (res.status === 201) ackedContacts.push(((await res.json()) as { id: number }).id);
          else throw new Error(`contacto: ${res.status} ${await res.text()}`);
        } else {
          const res = await fetch(`${base}/house-request/houserequest-registration`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(request(n)) });
          if (res.status === 201) ackedRequests.push(((await res.json()) as { houseRequestId: number }).houseRequestId);
          else throw new Error(`solicitud: ${res.status} ${await res.text()}`);
        }
      } catch (err) {
        if (killed) return; // connection refused/reset after the kill: this write was never acknowledged
        throw err;
      }
      if (!killed && ackedContacts.length + ackedRequests.length >= KILL_AFTER) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  }

  await Promise.all(Array.from({ length: 16 }, (_, w) => worker(w + 1)));
  expect(await first.exited).toBeNull();
  expect(first.child.signalCode).toBe('SIGKILL');
  expect(ackedContacts.length + ackedRequests.length).toBeGreaterThanOrEqual(KILL_AFTER);

  // The file on disk is complete JSON with every acknowledged write.
  const disk = JSON.parse(fs.readFileSync(env.DB_FILE!, 'utf8')) as DbState;
  const contactIds = new Set(disk.contactMessages.map((c) => c.id));
  const requestIds = new Set(disk.houseRequests.map((r) => r.houseRequestId));
  expect(ackedContacts.filter((id) => !contactIds.has(id))).toEqual([]);
  expect(ackedRequests.filter((id) => !requestIds.has(id))).toEqual([]);

  // And the restarted server serves them, and keeps writing.
  const second = startServer(env);
  running.push(second);
  await waitHealthy(base, second);
  for (const id of ackedRequests.slice(-20)) {
    const res = await fetch(`${base}/house-request/${id}`);
    expect(res.status).toBe(200);
  }
  const after = await fetch(`${base}/contact/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', message: 'después del reinicio' }) });
  expect(after.status).toBe(201);
  expect((await after.json()).id).toBeGreaterThan(Math.max(0, ...ackedContacts));
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
});

it('refuses to start over an unreadable db, with a clear message, leaving the file as it was', async () => {
  const corruptDir = fs.mkdtempSync(path.join(dir, 'corrupt-'));
  const dbFile = path.join(corruptDir, 'db.json');
  const garbage = '{"users": [{"userCode": 1, "email": "lucia@';
  fs.writeFileSync(dbFile, garbage);
  const server = startServer({ ...env, DB_FILE: dbFile, API_PORT: String(await freePort()) });
  running.push(server);
  expect(await server.exited).toBe(1);
  expect(server.output()).toMatch(/NO se inicia: La base de datos .*db\.json no es JSON válido/);
  expect(fs.readFileSync(dbFile, 'utf8')).toBe(garbage);
});

/**
 * kill -9 of the API under concurrent writers, again and again:
 * `npm run bench:durability -- [--kills 10] [--writers 16] [--acks 200] [--requests 10000]`.
 * The API runs in its own Node process (bench/serve.ts, tokens are uids) over one db file; each round
 * starts it, lets the writers (contact messages, and requests that each notify the owner they fit) go
 * until `--acks` changes are acknowledged, kills it with SIGKILL mid-burst and reads the file as the
 * next start would. Prints per round what was acknowledged and lost; exits 1 if anything was.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { API_BASE_PATH } from '@lotengo/shared/contracts';
import { readDbFile } from '../db/export';
import { demoUser } from '../seed/demo-users';
import { arg } from './bench-kit';
import { lossesOf, writeThenKill } from './kill-nine';

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** serve.ts in this very process tree (node --import tsx: one process, so the kill hits the server itself). */
async function startServe(dir: string, requests: number) {
  const size = ['--requests', String(requests), '--properties', String(Math.max(48, requests / 5))];
  const args = ['--import', 'tsx', path.join(__dirname, 'serve.ts'), '--dir', dir, '--port', '0', ...size];
  const child = spawn(process.execPath, args, {
    cwd: path.resolve(__dirname, '..', '..'),
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, API_LOG: '0' },
  });
  const port = await new Promise<number>((ok, fail) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => line.startsWith('ready ') && ok(Number(line.slice(6))));
    child.once('exit', () => fail(new Error('la API terminó antes de escuchar')));
  });
  const exited = new Promise<void>((ok) => (child.exitCode !== null ? ok() : child.once('exit', () => ok())));
  return { child, base: `http://127.0.0.1:${port}${API_BASE_PATH}`, exited };
}

async function main() {
  const kills = arg('--kills', 10);
  const writers = arg('--writers', 16);
  const acks = arg('--acks', 200);
  const requests = arg('--requests', 10_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-durability-'));
  const dbFile = path.join(dir, 'db.sqlite');
  console.info(`${kills} kill -9 con ${writers} escritores, ${acks} cambios confirmados por ronda`);
  console.info(`db de ${requests} solicitudes`);
  console.info(`carga ${load()}`);
  let lost = 0;
  let total = 0;
  try {
    for (let round = 1; round <= kills; round++) {
      const t0 = performance.now();
      const api = await startServe(dir, requests);
      const up = performance.now() - t0;
      const { lucia, diego } = demoUser;
      const property = readDbFile(dbFile).properties.find((p) => p.userCode === lucia.userCode && p.status === 1)!;
      const t1 = performance.now();
      const target = { base: api.base, child: api.child, seekerToken: diego.uid, seekerCode: diego.userCode, property };
      const acked = await writeThenKill(target, { writers, acks, round });
      const secs = (performance.now() - t1) / 1000;
      await api.exited;
      const l = lossesOf(dbFile, acked, lucia.userCode);
      const n = acked.contacts.length + acked.requests.length;
      total += n;
      lost += l.changes + l.notifications + l.orphans;
      console.info(
        `  ronda ${round}: arranque ${(up / 1000).toFixed(1)} s; ${n} cambios confirmados ` +
          `(${acked.requests.length} solicitudes con su notificación) en ${secs.toFixed(1)} s, ` +
          `${(n / secs).toFixed(0)}/s; perdidos: ${l.changes} cambios, ${l.notifications} notificaciones; ` +
          `notificaciones sin su cambio: ${l.orphans}`,
      );
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const verdict = lost === 0 ? '0 perdidos (cumplido)' : `${lost} perdidos (NO cumplido)`;
  console.info(`${total} cambios confirmados en ${kills} kill -9: ${verdict}; carga al final ${load()}`);
  if (lost) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * This checkout's API against another one, side by side in one run:
 * `npm run bench:throughput -- --before /tmp/lotengo-before-alerts [--vus 50] [--seconds 15] [--rounds 3]`.
 * Both APIs run at once, each in its own process on a fresh copy of the same seed (10,000 requests,
 * 2,000 properties); the usual mix (bench/usual-mix.ts) drives them in turns A, B, A, B…, so a change
 * in the machine's load falls on both. Prints answered calls per second, p50/p99 per call, and the ratio.
 * Ports: BENCH_PORT_BASE and the next one (default: free ports).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registeredDemoUsers } from '../seed/demo-users';
import { startApi, type ApiProcess } from './api-process';
import { arg, fmt, pct } from './bench-kit';
import { discover, MIX, runUsualMix, type MixOp, type MixResult, type MixUser } from './usual-mix';

const GOAL_RATIO = 0.95;
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

interface Side {
  label: string;
  api: ApiProcess;
  world: Awaited<ReturnType<typeof discover>>;
  runs: MixResult[];
}

function summary(side: Side): { perSecond: number; errors: number; p: Record<MixOp, [number, number]> } {
  const done = side.runs.reduce((n, r) => n + r.done, 0);
  const seconds = side.runs.reduce((n, r) => n + r.seconds, 0);
  const p = {} as Record<MixOp, [number, number]>;
  for (const [op] of MIX) {
    const all = side.runs.flatMap((r) => r.latencies[op]).sort((a, b) => a - b);
    p[op] = all.length ? [pct(all, 50), pct(all, 99)] : [NaN, NaN];
  }
  return { perSecond: done / seconds, errors: side.runs.reduce((n, r) => n + r.errors, 0), p };
}

async function main() {
  const before = option('--before');
  if (!before || !fs.existsSync(path.join(before, 'mock-api'))) throw new Error('--before debe ser otra copia del repositorio (git worktree add /tmp/lotengo-before-alerts <commit>) con su node_modules');
  const vus = arg('--vus', 50);
  const seconds = arg('--seconds', 15);
  const rounds = arg('--rounds', 3);
  const portBase = Number(process.env.BENCH_PORT_BASE ?? 0);
  const here = path.resolve(__dirname, '..', '..', '..');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-throughput-'));
  const users: MixUser[] = registeredDemoUsers.map((u) => ({ userCode: u.userCode, token: u.uid }));
  const seed = ['--requests', '10000', '--properties', '2000', '--date', new Date().toISOString().slice(0, 10)];
  const sides: Side[] = [];
  try {
    for (const [label, checkout, offset] of [
      ['antes de las alertas', path.resolve(before), 0],
      ['esta rama', here, 1],
    ] as const) {
      const api = await startApi({ checkout, dir: path.join(tmp, String(offset)), port: portBase ? portBase + offset : 0, args: seed });
      sides.push({ label, api, world: await discover(api.base, users), runs: [] });
    }
    console.info(`${vus} usuarios sin pausa, mezcla ${MIX.map(([op, w]) => `${op} ${w} %`).join(', ')}; ${rounds} turnos de ${seconds} s por versión, alternados; carga al inicio: ${load()}`);
    // Warm-up (JIT, first answers) for both, not counted.
    for (const s of sides) await runUsualMix(s.api.base, users, { vus, seconds: 3, world: s.world, seed: 99 });
    for (let round = 0; round < rounds; round++) {
      for (const s of round % 2 ? [...sides].reverse() : sides) {
        const r = await runUsualMix(s.api.base, users, { vus, seconds, world: s.world, seed: round + 1 });
        s.runs.push(r);
        console.info(`  turno ${round + 1}, ${s.label}: ${r.perSecond.toFixed(0)} llamadas/s (${r.errors} errores), carga ${load()}`);
      }
    }
    const [old, now] = sides.map(summary) as [ReturnType<typeof summary>, ReturnType<typeof summary>];
    for (const [s, sum] of [
      [sides[0]!, old],
      [sides[1]!, now],
    ] as const) {
      console.info(`${s.label}: ${sum.perSecond.toFixed(0)} llamadas/s, ${sum.errors} errores; ${MIX.map(([op]) => `${op} p50 ${fmt(sum.p[op][0])} p99 ${fmt(sum.p[op][1])}`).join('; ')}`);
    }
    const ratio = now.perSecond / old.perSecond;
    console.info(`esta rama / antes de las alertas = ${ratio.toFixed(3)} (objetivo ≥ ${GOAL_RATIO}) → ${ratio >= GOAL_RATIO ? 'cumplido' : 'NO cumplido'}; carga al final: ${load()}`);
    if (ratio < GOAL_RATIO) process.exitCode = 1;
  } finally {
    for (const s of sides) await s.api.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

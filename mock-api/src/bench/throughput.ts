/**
 * This checkout's API against another one, side by side in one run:
 * `npm run bench:throughput -- --before DIR [--vus 50] [--seconds 60] [--rounds 2]` (DIR: another checkout,
 * e.g. `git worktree add /work/wt/before-b76ed2d b76ed2d` with its own `npm ci`).
 * Each version seeds its db once (the same options: 10,000 requests, 2,000 properties); every turn
 * starts that version's API in its own process on a fresh copy of it (the mix's offers pile up in the
 * demo users' inboxes, so a turn never inherits another's), and the usual mix (bench/usual-mix.ts)
 * drives the two in turns A, B, B, A, A, B…, so a change in the machine's load falls on both. Prints
 * answered calls per second, p50/p99 per kind and of all calls, the slowest call, the API's CPU time
 * per call (its event loop and its whole process: what a busy machine cannot hide), and the verdict:
 * at least as many calls per second, no p99 worse, no errors. Ports: BENCH_PORT_BASE and the next one
 * (default: free ports).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { registeredDemoUsers } from '../seed/demo-users';
import { startApi, type ApiProcess } from './api-process';
import { arg, fmt, pct } from './bench-kit';
import { discover, MIX, runUsualMix, type MixOp, type MixResult, type MixUser } from './usual-mix';

const GOAL_RATIO = 1.0;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** `--before DIR` (the other options are arg()'s, bench-kit.ts). */
const option = (name: 'before'): string | undefined => {
  const value = parseArgs({ options: { [name]: { type: 'string' } }, strict: false, allowPositionals: true }).values[
    name
  ];
  return typeof value === 'string' ? value : undefined;
};

interface Side {
  label: string;
  checkout: string;
  port: number;
  /** The seeded db every turn starts from. */
  seeded: string;
  world: Awaited<ReturnType<typeof discover>>;
  runs: MixResult[];
  /** CPU ms of the measured turns: the API's event loop, and its whole process. */
  cpu: { loop: number; total: number } | null;
}

const failuresOf = (runs: MixResult[]): string => {
  const all = new Map<string, number>();
  for (const r of runs) for (const [op, n] of Object.entries(r.failures)) all.set(op, (all.get(op) ?? 0) + n);
  return all.size ? ` (${[...all].map(([op, n]) => `${op} ${n}`).join(', ')})` : '';
};

interface Summary {
  perSecond: number;
  done: number;
  errors: number;
  /** p50 and p99 per call, and of every call together (ms). */
  p: Record<MixOp | 'all', [number, number]>;
  max: number;
  /** CPU ms per answered call: the event loop's and the whole process's. */
  cpuPerCall: { loop: number; total: number } | null;
}

function summary(side: Side): Summary {
  const done = side.runs.reduce((n, r) => n + r.done, 0);
  const seconds = side.runs.reduce((n, r) => n + r.seconds, 0);
  const p = {} as Summary['p'];
  const quantiles = (list: number[]): [number, number] => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted.length ? [pct(sorted, 50), pct(sorted, 99)] : [NaN, NaN];
  };
  for (const [op] of MIX) p[op] = quantiles(side.runs.flatMap((r) => r.latencies[op]));
  const every = side.runs.flatMap((r) => MIX.flatMap(([op]) => r.latencies[op]));
  p.all = quantiles(every);
  const { cpu } = side;
  return {
    perSecond: done / seconds,
    done,
    errors: side.runs.reduce((n, r) => n + r.errors, 0),
    p,
    max: every.reduce((m, x) => Math.max(m, x), 0),
    cpuPerCall: cpu && done ? { loop: cpu.loop / done, total: cpu.total / done } : null,
  };
}

async function main() {
  const before = option('before');
  if (!before || !fs.existsSync(path.join(before, 'mock-api')))
    throw new Error(
      '--before debe ser otra copia del repositorio (git worktree add /tmp/lotengo-before-alerts ' +
        '<commit>) con su node_modules',
    );
  const vus = arg('--vus', 50);
  const seconds = arg('--seconds', 60);
  const rounds = arg('--rounds', 2);
  const portBase = Number(process.env.BENCH_PORT_BASE ?? 0);
  const here = path.resolve(__dirname, '..', '..', '..');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-throughput-'));
  const users: MixUser[] = registeredDemoUsers.map((u) => ({ userCode: u.userCode, token: u.uid }));
  const seed = ['--requests', '10000', '--properties', '2000', '--date', new Date().toISOString().slice(0, 10)];
  const sides: Side[] = [];
  let turn = 0;
  /** The side's API on a fresh copy of its seeded db. */
  const fresh = async (side: Side): Promise<ApiProcess> => {
    const dir = path.join(tmp, `turn-${turn++}`);
    fs.mkdirSync(dir);
    // Its db as the seeding process left it (db.json, or db.sqlite closed cleanly: no WAL beside it).
    for (const name of fs.readdirSync(side.seeded))
      if (/^db\./.test(name)) fs.copyFileSync(path.join(side.seeded, name), path.join(dir, name));
    return startApi({ checkout: side.checkout, dir, port: side.port });
  };
  const timed = async (side: Side, opts: { seconds: number; seed: number }): Promise<MixResult> => {
    const api = await fresh(side);
    try {
      // Each process warms up (JIT, first answers) for 3 s before the measured part.
      await runUsualMix(api.base, users, { vus, world: side.world, seconds: 3, seed: 99 });
      const before = api.cpu();
      const result = await runUsualMix(api.base, users, { vus, world: side.world, ...opts });
      const after = api.cpu();
      side.cpu =
        before && after && side.cpu !== null
          ? { loop: side.cpu.loop + after.loop - before.loop, total: side.cpu.total + after.total - before.total }
          : null;
      return result;
    } finally {
      await api.stop();
    }
  };
  try {
    for (const [label, checkout, offset] of [
      [`--before (${path.basename(path.resolve(before))})`, path.resolve(before), 0],
      ['esta rama', here, 1],
    ] as const) {
      const seeded = path.join(tmp, `seed-${offset}`);
      const port = portBase ? portBase + offset : 0;
      const api = await startApi({ checkout, dir: seeded, port, args: seed });
      const world = await discover(api.base, users);
      await api.stop();
      sides.push({ label, checkout, port, seeded, world, runs: [], cpu: { loop: 0, total: 0 } });
    }
    console.info(
      `${vus} usuarios sin pausa, mezcla ${MIX.map(([op, w]) => `${op} ${w} %`).join(', ')}; ${rounds} turnos de ` +
        `${seconds} s por versión, alternados, cada uno sobre una copia nueva de su base; carga al inicio: ${load()}`,
    );
    for (let round = 0; round < rounds; round++) {
      for (const s of round % 2 ? [...sides].reverse() : sides) {
        const r = await timed(s, { seconds, seed: round + 1 });
        s.runs.push(r);
        console.info(
          `  turno ${round + 1}, ${s.label}: ${r.perSecond.toFixed(0)} llamadas/s (${r.errors} ` +
            `errores${failuresOf([r])}), carga ${load()}`,
        );
      }
    }
    const [old, now] = sides.map(summary) as [Summary, Summary];
    for (const [s, sum] of [
      [sides[0]!, old],
      [sides[1]!, now],
    ] as const) {
      const cpu = sum.cpuPerCall
        ? `; CPU por llamada ${sum.cpuPerCall.loop.toFixed(2)} ms en el bucle de eventos, ` +
          `${sum.cpuPerCall.total.toFixed(2)} ms el proceso`
        : '';
      console.info(
        `${s.label}: ${sum.perSecond.toFixed(0)} llamadas/s (${sum.done} en total), ${sum.errors} errores` +
          `${failuresOf(s.runs)}; todas p50 ${fmt(sum.p.all[0])} p99 ${fmt(sum.p.all[1])} máx ${fmt(sum.max)}; ` +
          `${MIX.map(([op]) => `${op} p50 ${fmt(sum.p[op][0])} p99 ${fmt(sum.p[op][1])}`).join('; ')}${cpu}`,
      );
    }
    const ratio = now.perSecond / old.perSecond;
    // p99 no worse: of every call together and of each kind.
    const worse = (['all', ...MIX.map(([op]) => op)] as const).filter((k) => now.p[k][1] > old.p[k][1]);
    const met = ratio >= GOAL_RATIO && !worse.length && now.errors === 0;
    console.info(
      `esta rama / --before = ${ratio.toFixed(3)} (objetivo ≥ ${GOAL_RATIO}), p99 peor en: ` +
        `${worse.length ? worse.join(', ') : 'nada'}, errores ${now.errors} → ` +
        `${met ? 'cumplido' : 'NO cumplido'}; carga al final: ${load()}`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

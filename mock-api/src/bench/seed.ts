/**
 * `npm run bench:seed -- --before DIR [--requests 10000] [--rounds 5]`: how long `npm run seed` takes to
 * write a world of N requests here and in another checkout (DIR, e.g. `git worktree add /work/wt/eab9590
 * eab9590` with its node_modules), alternating turns so both meet the same machine. Each turn runs the
 * seed command of its tree in a new process (`--force --db` a temp file) and reads the figure it prints
 * ("listo en N ms": generating, writing the database, the images and the emulator import; not tsx
 * starting). Prints every turn, the medians and their ratio, and the load average.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    requests: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '5' },
  },
});
const requests = Number(values.requests);
const rounds = Number(values.rounds);
if (!Number.isInteger(requests) || requests < 1) throw new Error('--requests debe ser un entero positivo');
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds debe ser un entero positivo');
const before = values.before && path.resolve(values.before);
if (!before || !fs.existsSync(path.join(before, 'mock-api', 'src', 'seed', 'cli.ts'))) {
  throw new Error('--before debe ser otra copia del repositorio con su node_modules (git worktree add DIR <commit>)');
}

const here = path.resolve(__dirname, '..', '..', '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-bench-seed-'));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** One seed in `root`'s tree; answers its "listo en" milliseconds. */
function seedOnce(root: string, turn: number): number {
  const tree = root === here ? 'here' : 'before';
  const mockApi = path.join(root, 'mock-api');
  // The JSON store of older trees wants a .json file; SQLite takes any name.
  const db = path.join(
    tmp,
    `${turn}-${tree}`,
    fs.existsSync(path.join(mockApi, 'src', 'db', 'store.ts')) ? 'db.sqlite' : 'db.json',
  );
  const out = execFileSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    ['src/seed/cli.ts', '--requests', String(requests), '--force', '--db', db],
    {
      cwd: mockApi,
      encoding: 'utf8',
      // Each tree keeps its own images and emulator import across its turns, as a checkout does.
      env: {
        ...process.env,
        EMULATOR_SEED_DIR: path.join(tmp, `emulator-${tree}`),
        PUBLIC_DIR: path.join(tmp, `public-${tree}`),
      },
    },
  );
  const ms = /listo en (\d+) ms/.exec(out)?.[1];
  if (!ms) throw new Error(`el seed de ${root} no dijo "listo en": ${out.slice(0, 300)}`);
  return Number(ms);
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

try {
  console.info(
    `bench:seed: ${requests} solicitudes, ${rounds} turnos por árbol, alternados; carga al inicio: ${load()}`,
  );
  const times: Record<'here' | 'before', number[]> = { here: [], before: [] };
  // One untimed seed each: the first run of a tree also compiles tsx's cache.
  seedOnce(here, -1);
  seedOnce(before, -1);
  for (let turn = 0; turn < rounds; turn++) {
    times.here.push(seedOnce(here, turn));
    times.before.push(seedOnce(before, turn));
    console.info(`turno ${turn + 1}: esta rama ${times.here.at(-1)} ms, --before ${times.before.at(-1)} ms`);
  }
  const [a, b] = [median(times.here), median(times.before)];
  console.info(
    `mediana: esta rama ${a} ms, --before (${path.basename(before)}) ${b} ms; esta rama / --before = ` +
      `${(a / b).toFixed(3)} (≤ 1.0: no más lenta)`,
  );
  console.info(`carga al final: ${load()}`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

/**
 * `npm run bench:deploy`: how long the deploy gate takes for one remote (target ≤ 60 s on the
 * 2-core machines), a promote and a rollback through the pointer service, and N promotes at the same
 * moment from separate working copies (separate processes and release stores, one service), round
 * after round: wins, refusals and lost updates (the goal is 0). On a temporary release store made from
 * the production builds (built first if missing or stale). See scripts/bench/README.md.
 *
 * Each figure is one entry of MEASURES: a further figure (e.g. the canary's share) is one more entry.
 * Exit codes: 0 within target, 1 can-deploy over the target or refusing a compatible candidate, 2 the bench could not run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distMarkers, ensureBuilt } from '../lib/build';
import { consoleSink, type LogSink } from '../lib/log';
import { APP_DIRS, APP_NAMES, parseApp, type AppName } from '../lib/releases/layout';
import { addBuild, promote, rollback, uploadRelease } from '../lib/releases/operations';
import { canDeploy, formatVerdict } from '../lib/releases/can-deploy';
import { execFile } from 'node:child_process';
import { readRegistry } from '../lib/releases/registry';
import { startLocalRegistry, type LocalRegistry } from '../lib/registry/local';
import { localToken } from '../lib/registry/tokens';
import { ROOT_DIR } from '../lib/paths';

interface BenchContext {
  store: string;
  app: AppName;
  /** The candidate: a second version of `app` (its build plus one file, so its content differs). */
  candidate: string;
  sink: LogSink;
  tmp: string;
  registry: LocalRegistry;
}

interface Figure {
  name: string;
  seconds: number;
  detail: string;
  /** Seconds over which the figure fails the bench. */
  target?: number;
  failed?: boolean;
}

type Measure = (ctx: BenchContext) => Promise<Figure>;

const since = (t: number) => (Date.now() - t) / 1000;

const MEASURES: Measure[] = [
  async (ctx) => {
    const t = Date.now();
    const v = await canDeploy({ store: ctx.store, app: ctx.app, version: ctx.candidate, sink: ctx.sink });
    const seconds = since(t);
    process.stdout.write(`${formatVerdict(v)}\n`);
    return {
      name: `can-deploy ${APP_DIRS[ctx.app]}`,
      seconds,
      detail: `comprobaciones estáticas ${v.timings.static.toFixed(1)} s + prueba de humo ${(v.timings.smoke ?? 0).toFixed(1)} s; ${v.ok ? 'sí' : 'NO'}`,
      target: Number(process.env.BENCH_DEPLOY_TARGET ?? 60),
      failed: !v.ok,
    };
  },
  async (ctx) => {
    const t = Date.now();
    const out = await promote({ store: ctx.store, app: ctx.app, version: ctx.candidate, by: 'bench', why: 'bench:deploy' });
    return { name: 'promote (mover el puntero)', seconds: since(t), detail: out.message };
  },
  async (ctx) => {
    const t = Date.now();
    const out = await rollback({ store: ctx.store, app: ctx.app, by: 'bench', why: 'bench:deploy', gate: { smoke: false, force: false } });
    return { name: 'rollback (con las comprobaciones estáticas)', seconds: since(t), detail: out.message };
  },
  concurrentPromotes,
];

/** `npm run promote` as a team's runner runs it: its own process, its own release store. */
function promoteFrom(workingCopy: string, ctx: BenchContext, version: string): Promise<{ code: number; out: string; ms: number }> {
  const t = Date.now();
  const env = { ...process.env, RELEASES_DIR: workingCopy, HOSTING_DIR: ctx.store, REGISTRY_URL: ctx.registry.url, DEPLOY_TOKEN: localToken(ctx.store, ctx.app)!, LOTENGO_RELEASE_BY: path.basename(workingCopy) };
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/releases.ts', 'promote', APP_DIRS[ctx.app], version, '--no-smoke'], { cwd: ROOT_DIR, env, encoding: 'utf8', timeout: 180_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 2) : 0, out: `${stdout}${stderr}`, ms: Date.now() - t });
    });
  });
}

/**
 * N runners promote N different versions of the app at the same moment, BENCH_ROUNDS times. A lost
 * update is a promote that said it moved the pointer but whose change is not in the registry's history
 * (or a history that gained fewer entries than there were wins).
 */
async function concurrentPromotes(ctx: BenchContext): Promise<Figure> {
  const runners = Number(process.env.BENCH_PROMOTERS ?? 4);
  const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
  // N + 1 versions (the live one never competes with itself), each working copy holding all of them.
  const base = path.join(ctx.tmp, 'candidate');
  const versions: string[] = [];
  const firstCopy = path.join(ctx.tmp, 'runner-1');
  for (let i = 0; i <= runners; i += 1) {
    fs.writeFileSync(path.join(base, 'bench-note.txt'), `versión ${i} de los runners ${Date.now()}\n`);
    const { record } = addBuild({ store: firstCopy, app: ctx.app, builtDir: base });
    uploadRelease({ from: firstCopy, to: ctx.store, app: ctx.app, version: record.version });
    versions.push(record.version);
  }
  const copies = Array.from({ length: runners }, (_, i) => path.join(ctx.tmp, `runner-${i + 1}`));
  for (const copy of copies.slice(1)) for (const v of versions) uploadRelease({ from: ctx.store, to: copy, app: ctx.app, version: v });

  let wins = 0;
  let refusals = 0;
  let lost = 0;
  let other = 0;
  const times: number[] = [];
  const t = Date.now();
  for (let round = 0; round < rounds; round += 1) {
    const before = readRegistry(ctx.store);
    const live = before.apps[APP_DIRS[ctx.app]]?.live;
    const mine = versions.filter((v) => v !== live).slice(0, runners);
    const results = await Promise.all(copies.map((copy, i) => promoteFrom(copy, ctx, mine[i]!)));
    const after = readRegistry(ctx.store);
    const added = after.history.slice(before.history.length);
    for (const [i, r] of results.entries()) {
      times.push(r.ms);
      const moved = /en vivo \(revisión (\d+)\)/.exec(r.out);
      if (r.code === 0 && moved) {
        wins += 1;
        const entry = added.find((h) => h.revision === Number(moved[1]));
        if (!entry || entry.to !== mine[i]) lost += 1;
      } else if (r.code === 1 && /revisi[oó]n/.test(r.out)) refusals += 1;
      else {
        other += 1;
        process.stdout.write(`  ronda ${round + 1}, runner ${i + 1}: código ${r.code}: ${r.out.trim().split('\n').at(-1)}\n`);
      }
    }
    if (added.length !== results.filter((r) => r.code === 0 && /en vivo \(revisión/.test(r.out)).length) lost += 1;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]! / 1000;
  return {
    name: `${runners} promotes a la vez × ${rounds} rondas (procesos y almacenes separados)`,
    seconds: since(t),
    detail: `ganan ${wins}, rechazados ${refusals}, actualizaciones perdidas ${lost}${other ? `, otros ${other}` : ''}; mediana por promote ${median.toFixed(1)} s (proceso entero)`,
    failed: lost > 0 || other > 0,
  };
}

async function setUp(app: AppName, sink: LogSink): Promise<BenchContext> {
  await ensureBuilt({ sink });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-bench-deploy-'));
  const store = path.join(tmp, 'releases');
  // The pointer service over the temporary store (BENCH_PORT_BASE + 90, or any free port).
  const registry = await startLocalRegistry({ store, port: process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) + 90 : 0 });
  process.env.REGISTRY_URL = registry.url;
  const t = Date.now();
  for (const a of APP_NAMES) {
    const { record } = addBuild({ store, app: a, builtDir: path.dirname(distMarkers(a)[0]!) });
    await promote({ store, app: a, version: record.version, by: 'bench', why: 'versión en vivo del bench' });
  }
  const copy = path.join(tmp, 'candidate');
  fs.cpSync(path.dirname(distMarkers(app)[0]!), copy, { recursive: true });
  fs.writeFileSync(path.join(copy, 'bench-note.txt'), `candidata de bench:deploy ${new Date().toISOString()}\n`);
  const { record } = addBuild({ store, app, builtDir: copy });
  process.stdout.write(`Almacén temporal con las cinco apps en vivo y una candidata de ${APP_DIRS[app]} en ${since(t).toFixed(1)} s.\n`);
  return { tmp, store, app, candidate: record.version, sink, registry };
}

async function main(): Promise<number> {
  const app = parseApp(process.env.BENCH_DEPLOY_APP ?? 'mf-inbox');
  const verbose = process.env.BENCH_VERBOSE === '1';
  const sink: LogSink = (source, line) => {
    if (verbose || source === 'build' || source.startsWith('build ')) consoleSink(source, line);
  };
  const ctx = await setUp(app, sink);
  const figures: Figure[] = [];
  try {
    for (const measure of MEASURES) figures.push(await measure(ctx));
  } finally {
    await ctx.registry.close();
    fs.rmSync(ctx.tmp, { recursive: true, force: true });
  }
  process.stdout.write(`\nCarga (uptime): ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n| medida | s | objetivo | detalle |\n|---|---|---|---|\n`);
  for (const f of figures) {
    process.stdout.write(`| ${f.name} | ${f.seconds.toFixed(2)} | ${f.target ? `≤ ${f.target} s` : '—'} | ${f.detail} |\n`);
  }
  const over = figures.filter((f) => f.failed || (f.target !== undefined && f.seconds > f.target));
  if (over.length) process.stdout.write(`\nFuera de objetivo: ${over.map((f) => f.name).join(', ')}.\n`);
  return over.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exit(2);
  },
);

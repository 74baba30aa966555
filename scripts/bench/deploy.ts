/**
 * `npm run bench:deploy`: how long the deploy gate takes for one remote (target ≤ 60 s on the
 * 2-core machines), and a promote and a rollback, on a temporary release store made from the production
 * builds (built first if missing or stale). See scripts/bench/README.md.
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
import { addBuild, promote, rollback } from '../lib/releases/operations';
import { canDeploy, formatVerdict } from '../lib/releases/can-deploy';

interface BenchContext {
  store: string;
  app: AppName;
  /** The candidate: a second version of `app` (its build plus one file, so its content differs). */
  candidate: string;
  sink: LogSink;
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
    const out = await rollback({ store: ctx.store, app: ctx.app, by: 'bench', why: 'bench:deploy' });
    return { name: 'rollback', seconds: since(t), detail: out.message };
  },
];

async function setUp(app: AppName, sink: LogSink): Promise<BenchContext & { tmp: string }> {
  await ensureBuilt({ sink });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-bench-deploy-'));
  const store = path.join(tmp, 'releases');
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
  return { tmp, store, app, candidate: record.version, sink };
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
    fs.rmSync(ctx.tmp, { recursive: true, force: true });
  }
  process.stdout.write('\n| medida | s | objetivo | detalle |\n|---|---|---|---|\n');
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

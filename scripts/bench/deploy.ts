/**
 * `npm run bench:deploy`: how long the deploy gate takes for one remote (target ≤ 60 s on the
 * 2-core machines), a promote and a rollback through the pointer service, and N promotes at the same
 * moment from separate runners (separate processes, each with an empty release store), round after
 * round: wins, refusals and lost updates (the goal is 0). On a rehearsal of its own (production's
 * shape on the emulators: scripts/lib/rehearsal), started fresh with the production builds (built
 * first if missing or stale) on BENCH_PORT_BASE (15000). See scripts/bench/README.md.
 *
 * Each figure is one entry of MEASURES: a further figure (e.g. the canary's share) is one more entry.
 * Exit codes: 0 within target, 1 can-deploy over the target or refusing a compatible candidate, 2 the bench could not
 * run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distMarkers, ensureBuilt } from '../lib/build';
import { consoleSink, type LogSink } from '../lib/log';
import { APP_DIRS, parseApp, type AppName } from '@lotengo/platform/releases/layout';
import { addBuild, promote, rollback } from '../lib/releases/operations';
import { uploadRelease } from '../lib/releases/deploy-site';
import { canDeploy, formatVerdict } from '../lib/releases/can-deploy';
import { execFile } from 'node:child_process';
import { deploymentOf, type Deployment } from '../lib/releases/deployment';
import { deployToken } from '../lib/releases/deploy-token';
import { startRehearsal, type Rehearsal } from '../lib/rehearsal/rehearsal';
import { ROOT_DIR } from '@lotengo/platform/paths';

interface BenchContext {
  /** The first runner: the candidate's store and the app's credential. */
  deployment: Deployment;
  app: AppName;
  /** The candidate: a second version of `app` (its build plus one file, so its content differs). */
  candidate: string;
  sink: LogSink;
  tmp: string;
  rehearsal: Rehearsal;
  token: string;
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
    const { registry } = await ctx.deployment.registry.read();
    const v = await canDeploy({
      deployment: ctx.deployment,
      app: ctx.app,
      version: ctx.candidate,
      registry,
      sink: ctx.sink,
    });
    const seconds = since(t);
    process.stdout.write(`${formatVerdict(v)}\n`);
    return {
      name: `can-deploy ${APP_DIRS[ctx.app]}`,
      seconds,
      detail:
        `comprobaciones estáticas ${v.timings.static.toFixed(1)} s + prueba de humo ` +
        `${(v.timings.smoke ?? 0).toFixed(1)} s; ${v.ok ? 'sí' : 'NO'}`,
      target: Number(process.env.BENCH_DEPLOY_TARGET ?? 60),
      failed: !v.ok,
    };
  },
  async (ctx) => {
    const t = Date.now();
    const out = await promote({
      deployment: ctx.deployment,
      app: ctx.app,
      version: ctx.candidate,
      why: 'bench:deploy',
    });
    return { name: 'promote (mover el puntero)', seconds: since(t), detail: out.message };
  },
  async (ctx) => {
    const t = Date.now();
    const out = await rollback({
      deployment: ctx.deployment,
      app: ctx.app,
      why: 'bench:deploy',
      gate: { smoke: false, force: false },
    });
    return { name: 'rollback (con las comprobaciones estáticas)', seconds: since(t), detail: out.message };
  },
  concurrentPromotes,
];

/** `npm run promote` as a team's runner runs it: its own process, its own (empty) release store. */
function promoteFrom(
  workingCopy: string,
  ctx: BenchContext,
  version: string,
): Promise<{ code: number; out: string; ms: number }> {
  const t = Date.now();
  const env = {
    ...ctx.rehearsal.runnerEnv,
    RELEASES_DIR: workingCopy,
    DEPLOY_TOKEN: ctx.token,
    LOTENGO_RELEASE_BY: path.basename(workingCopy),
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/releases.ts', 'promote', APP_DIRS[ctx.app], version, '--no-smoke'],
      { cwd: ROOT_DIR, env, encoding: 'utf8', timeout: 180_000 },
      (err, stdout, stderr) => {
        resolve({
          code: err ? (typeof err.code === 'number' ? err.code : 2) : 0,
          out: `${stdout}${stderr}`,
          ms: Date.now() - t,
        });
      },
    );
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
  for (let i = 0; i <= runners; i += 1) {
    fs.writeFileSync(path.join(base, 'bench-note.txt'), `versión ${i} de los runners ${Date.now()}\n`);
    const { record } = addBuild({ store: ctx.deployment.store, app: ctx.app, builtDir: base });
    await uploadRelease({ deployment: ctx.deployment, app: ctx.app, version: record.version });
    versions.push(record.version);
  }
  // The runners hold nothing: the versions are on the app's site, the registry in the service.
  const copies = Array.from({ length: runners }, (_, i) => path.join(ctx.tmp, `runner-vacio-${i + 1}`));
  const full = async () => (await ctx.deployment.registry.readFull(ctx.app)).registry;

  let wins = 0;
  let refusals = 0;
  let lost = 0;
  let other = 0;
  const times: number[] = [];
  const t = Date.now();
  for (let round = 0; round < rounds; round += 1) {
    const before = await full();
    const live = before.apps[APP_DIRS[ctx.app]]?.live;
    const mine = versions.filter((v) => v !== live).slice(0, runners);
    const results = await Promise.all(copies.map((copy, i) => promoteFrom(copy, ctx, mine[i]!)));
    const after = await full();
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
        process.stdout.write(
          `  ronda ${round + 1}, runner ${i + 1}: código ${r.code}: ${r.out.trim().split('\n').at(-1)}\n`,
        );
      }
    }
    if (added.length !== results.filter((r) => r.code === 0 && /en vivo \(revisión/.test(r.out)).length) lost += 1;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]! / 1000;
  return {
    name: `${runners} promotes a la vez × ${rounds} rondas (procesos y almacenes separados)`,
    seconds: since(t),
    detail:
      `ganan ${wins}, rechazados ${refusals}, actualizaciones perdidas ` +
      `${lost}${other ? `, otros ${other}` : ''}; mediana por promote ${median.toFixed(1)} s (proceso entero)`,
    failed: lost > 0 || other > 0,
  };
}

async function setUp(app: AppName, sink: LogSink): Promise<BenchContext> {
  await ensureBuilt({ sink });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-bench-deploy-'));
  const t = Date.now();
  const rehearsal = await startRehearsal({
    dir: path.join(tmp, 'rehearsal'),
    store: path.join(tmp, 'live'),
    env: { ...process.env, SHELL_PORT: process.env.BENCH_PORT_BASE ?? '15000' },
    sink,
    fresh: true,
  });
  const token = await deployToken(deploymentOf(rehearsal.runnerEnv), app);
  const deployment = deploymentOf({
    ...rehearsal.runnerEnv,
    RELEASES_DIR: path.join(tmp, 'runner-1'),
    DEPLOY_TOKEN: token,
  });
  const copy = path.join(tmp, 'candidate');
  fs.cpSync(path.dirname(distMarkers(app)[0]!), copy, { recursive: true });
  fs.writeFileSync(path.join(copy, 'bench-note.txt'), `candidata de bench:deploy ${new Date().toISOString()}\n`);
  const { record } = addBuild({ store: deployment.store, app, builtDir: copy });
  await uploadRelease({ deployment, app, version: record.version });
  process.stdout.write(
    `Ensayo con las cinco apps en vivo y una candidata de ${APP_DIRS[app]} subida en ${since(t).toFixed(1)} s.\n`,
  );
  return { tmp, deployment, app, candidate: record.version, sink, rehearsal, token };
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
    await ctx.rehearsal.stop();
    fs.rmSync(ctx.tmp, { recursive: true, force: true });
  }
  process.stdout.write(
    `\nCarga (uptime): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n| medida | s | objetivo | detalle |\n|---|---|---|---|\n`,
  );
  for (const f of figures) {
    process.stdout.write(
      `| ${f.name} | ${f.seconds.toFixed(2)} | ${f.target ? `≤ ${f.target} s` : '—'} | ${f.detail} |\n`,
    );
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

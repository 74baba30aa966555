/**
 * CI's jobs timed here one at a time, each from a fresh clone, as a GitHub runner runs them
 * (docs/pipelines.md, "CI on GitHub"):
 *   npm run bench:ci-shards                          main's jobs (npm run ci:plan)
 *   npm run bench:ci-shards -- --change mf-inbox     a pull request that changes one file under mf-inbox/
 *                                                    (or shared, mock-api, …): its plan and its jobs
 * First a cold install (`.ci/install`, that is `npm ci`, in a fresh clone, no cache at all), whose node_modules
 * (the root's and the workspaces') is then kept as a zstd tarball keyed by the lockfile's hash and Node's ABI,
 * as actions/cache keeps it. Then the plan job, then each job: a fresh `git clone` of the commit, the warm
 * install (that tarball restored), then `npm run ci:shard -- <its arguments>` with CI=true. The table gives
 * each job's seconds, its total with the install warm and cold (the cold install's seconds added), and the
 * load average at its start and end; it is also written to test-results/ci-shards.tsv.
 * Options:
 *   --only <kind:i/N>[,…]   only these jobs (any i/N: `--only unit:1/8`)
 *   --no-cold               no cold install: the warm cache must exist (or --seed-from)
 *   --seed-from <checkout>  fill a missing warm cache from that checkout's node_modules (same lockfile)
 *   --cache <dir>           where the warm cache lives (~/.cache/lotengo/bench-ci)
 *   --keep                  keep the clones (their paths are printed)
 * Commit first: the clone is of HEAD. Ports: E2E_PORT_OFFSET and PIPELINE_PORT_BASE pass through.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { readArgs } from '../lib/cli-args';
import { JOB_KINDS, type CiJob, type JobKind } from '../lib/ci/matrix';
import { loadAverage, runCommand } from '../lib/stages';

/** The budget of issue 49, per job from a fresh clone on two cores. */
const BUDGET = { warm: 6 * 60, cold: 10 * 60 };
const CHANGES: Record<string, string> = {
  'mf-inbox': 'mf-inbox/src',
  shared: 'shared/src/contracts',
  'mock-api': 'mock-api/src/routes',
  'mf-requests': 'mf-requests/src',
  'mf-properties': 'mf-properties/src',
  'mf-account': 'mf-account/src',
  shell: 'shell/src',
};

const { values: args } = readArgs({
  options: {
    only: { type: 'string' },
    change: { type: 'string' },
    'no-cold': { type: 'boolean' },
    'seed-from': { type: 'string' },
    cache: { type: 'string' },
    keep: { type: 'boolean' },
  },
});

const say = (s = '') => process.stdout.write(`${s}\n`);
const git = (cwd: string, ...a: string[]) =>
  execFileSync('git', a, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const seconds = (t: number) => (Date.now() - t) / 1000;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-bench-ci-'));

/** The folders npm ci fills: the root's node_modules and each workspace's. */
function nodeModulesDirs(checkout: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(checkout, 'package.json'), 'utf8')) as { workspaces: string[] };
  return ['node_modules', ...pkg.workspaces.map((w) => `${w}/node_modules`)].filter((d) =>
    fs.existsSync(path.join(checkout, d)),
  );
}

/** actions/cache's key: the lockfile's hash and Node's ABI. */
function cacheKey(checkout: string): string {
  const lock = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(checkout, 'package-lock.json')))
    .digest('hex');
  return `node-modules-${process.platform}-${process.arch}-node${process.versions.modules}-${lock}`;
}

const tar = (cwd: string, ...a: string[]) => runCommand('tar', ['-C', cwd, '--zstd', ...a]);

/** Saves a checkout's node_modules as the warm cache (build caches under node_modules/.cache left out). */
async function saveCache(checkout: string, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const code = await tar(
    checkout,
    '--exclude=node_modules/.cache',
    '--exclude=*/node_modules/.cache',
    '-cf',
    `${file}.tmp`,
    ...nodeModulesDirs(checkout),
  );
  if (code !== 0) throw new Error(`tar no pudo guardar la caché (${code})`);
  fs.renameSync(`${file}.tmp`, file);
}

let cloneCount = 0;
/** A fresh clone of `source` at `commit`. */
function freshClone(source: string, commit: string): string {
  const dir = path.join(work, `clon-${++cloneCount}`);
  execFileSync('git', ['clone', '--quiet', '--no-checkout', source, dir], { stdio: 'inherit' });
  git(dir, 'checkout', '--quiet', '--detach', commit);
  return dir;
}

interface Row {
  name: string;
  restore: number;
  seconds: number;
  ok: boolean;
  loadStart: string;
  loadEnd: string;
}

/** Runs `npm <args>` in a checkout with CI's environment (its output to `out` if given); seconds and result. */
async function timed(checkout: string, npmArgs: string[], out?: string): Promise<{ seconds: number; ok: boolean }> {
  const t = Date.now();
  const script = out
    ? 'cd "$1" && out="$2" && shift 2 && exec npm "$@" > "$out"'
    : 'cd "$1" && shift 2 && exec npm "$@"';
  const code = await runCommand('bash', ['-c', script, 'bash', checkout, out ?? '', ...npmArgs], {
    ...process.env,
    CI: 'true',
  });
  return { seconds: seconds(t), ok: code === 0 };
}

function parseOnly(text: string): Array<{ kind: JobKind; shard: string }> {
  return text.split(',').map((spec) => {
    const [kind, shard] = spec.split(':');
    if (!(JOB_KINDS as readonly string[]).includes(kind!) || !/^\d+\/\d+$/.test(shard ?? ''))
      throw new Error(`--only: "${spec}" no es <tipo>:<i/N> (tipos: ${JOB_KINDS.join(', ')})`);
    return { kind: kind as JobKind, shard: shard! };
  });
}

async function main(): Promise<number> {
  if (git(ROOT_DIR, 'status', '--porcelain', '--untracked-files=no'))
    say('Aviso: hay cambios sin commit; el banco mide HEAD, sin ellos.');
  let source = ROOT_DIR;
  let commit = git(ROOT_DIR, 'rev-parse', 'HEAD');
  const cacheDir = path.resolve(args.cache ?? path.join(os.homedir(), '.cache', 'lotengo', 'bench-ci'));
  const cacheFile = path.join(cacheDir, `${cacheKey(ROOT_DIR)}.tar.zst`);
  const rows: Row[] = [];
  let coldInstall: number | null = null;
  say(`Banco de CI en ${work}: ${commit.slice(0, 10)}, caché ${cacheFile}`);

  // A pull request: one commit on top of HEAD that changes one file of the area.
  if (args.change) {
    const dir = CHANGES[args.change];
    if (!dir) throw new Error(`--change: ${args.change} no es una de ${Object.keys(CHANGES).join(', ')}`);
    source = freshClone(ROOT_DIR, commit);
    const file = git(source, 'ls-files', dir)
      .split('\n')
      .find((f) => /\.tsx?$/.test(f) && !f.includes('__tests__'))!;
    fs.appendFileSync(path.join(source, file), '\n// bench:ci-shards: un cambio de prueba\n');
    git(source, '-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-qam', `bench: ${file}`);
    commit = git(source, 'rev-parse', 'HEAD');
    say(`Pull request de prueba: ${file} (${commit.slice(0, 10)})`);
  }

  if (!args['no-cold']) {
    const clone = freshClone(source, commit);
    const loadStart = loadAverage();
    const t = Date.now();
    // No cache at all: npm ci compiles better-sqlite3 (an empty folder of compiled modules).
    const code = await runCommand(path.join(clone, '.ci', 'install'), [path.join(work, 'sin-compilados')]);
    coldInstall = seconds(t);
    rows.push({
      name: 'instalación fría (npm ci)',
      restore: 0,
      seconds: coldInstall,
      ok: code === 0,
      loadStart,
      loadEnd: loadAverage(),
    });
    if (code !== 0) throw new Error('npm ci falló');
    const s = Date.now();
    await saveCache(clone, cacheFile);
    rows.push({
      name: 'guardar la caché',
      restore: 0,
      seconds: seconds(s),
      ok: true,
      loadStart: '',
      loadEnd: loadAverage(),
    });
    if (!args.keep) fs.rmSync(clone, { recursive: true, force: true });
  } else if (!fs.existsSync(cacheFile)) {
    if (!args['seed-from']) throw new Error(`Sin caché caliente (${cacheFile}): quita --no-cold o usa --seed-from`);
    const from = path.resolve(args['seed-from']);
    if (cacheKey(from) !== cacheKey(ROOT_DIR)) throw new Error(`${from} tiene otro package-lock.json`);
    say(`Caché caliente desde ${from}/node_modules…`);
    await saveCache(from, cacheFile);
  }

  /** A job from a fresh clone with the warm install; its row. */
  const runJob = async (name: string, npmArgs: string[], out?: string): Promise<string> => {
    const clone = freshClone(source, commit);
    const loadStart = loadAverage();
    const r = Date.now();
    const restored = (await tar(clone, '-xf', cacheFile)) === 0;
    const restore = seconds(r);
    const result = restored ? await timed(clone, npmArgs, out) : { seconds: 0, ok: false };
    rows.push({ name, restore, seconds: result.seconds, ok: result.ok, loadStart, loadEnd: loadAverage() });
    return clone;
  };

  // The plan job, as the workflow runs it; its jobs, unless --only names them.
  const planFile = path.join(work, 'plan.json');
  const planClone = await runJob(
    'plan',
    ['run', '-s', ...(args.change ? ['ci:affected', '--', 'HEAD~1'] : ['ci:plan', '--']), '--json'],
    planFile,
  );
  if (!rows.at(-1)!.ok) throw new Error(`El plan falló (${planClone})`);
  const planned = JSON.parse(fs.readFileSync(planFile, 'utf8')) as CiJob[];
  if (!args.keep) fs.rmSync(planClone, { recursive: true, force: true });
  const jobs = args.only
    ? parseOnly(args.only).map(({ kind, shard }) => {
        const scope = planned.find((j) => j.kind === kind)?.scope ?? '';
        return { name: `${kind} ${shard}`, args: [kind, shard, ...(scope ? ['--scope', scope] : [])] };
      })
    : planned.map((j) => ({ name: j.name, args: j.args }));
  say(`Trabajos: ${jobs.map((j) => j.name).join(', ')}`);

  for (const job of jobs) {
    const clone = await runJob(job.name, ['run', 'ci:shard', '--', ...job.args]);
    if (args.keep) say(`  ${job.name}: ${clone}`);
    else fs.rmSync(clone, { recursive: true, force: true });
  }

  const table = formatTable(rows, coldInstall);
  say(`\n${table}`);
  fs.mkdirSync(path.join(ROOT_DIR, 'test-results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT_DIR, 'test-results', 'ci-shards.tsv'), toTsv(rows, coldInstall));
  if (!args.keep) fs.rmSync(work, { recursive: true, force: true });
  return rows.every((r) => r.ok) ? 0 : 1;
}

const isJob = (r: Row) => r.name !== 'instalación fría (npm ci)' && r.name !== 'guardar la caché';
const warmTotal = (r: Row) => r.restore + r.seconds;
const coldTotal = (r: Row, cold: number | null) => (cold === null || !isJob(r) ? null : cold + r.seconds);

function formatTable(rows: Row[], cold: number | null): string {
  const width = Math.max(...rows.map((r) => r.name.length), 8);
  const num = (n: number | null) => (n === null ? '—' : n.toFixed(1)).padStart(9);
  const lines = [
    `CI, un trabajo a la vez desde un clon nuevo (objetivo: ${BUDGET.warm} s con caché, ${BUDGET.cold} s sin ella)`,
    `${'trabajo'.padEnd(width)}  restaurar     parte  con caché  sin caché  estado  carga al empezar → al terminar`,
    ...rows.map((r) => {
      const warm = isJob(r) ? warmTotal(r) : null;
      const coldT = coldTotal(r, cold);
      const over = (warm !== null && warm > BUDGET.warm) || (coldT !== null && coldT > BUDGET.cold);
      const status = r.ok ? (over ? 'lento' : 'ok') : 'falló';
      return (
        `${r.name.padEnd(width)}  ${num(isJob(r) ? r.restore : null)} ${num(r.seconds)}  ${num(warm)}  ` +
        `${num(coldT)}  ${status.padEnd(6)}  ${r.loadStart || '—'} → ${r.loadEnd}`
      );
    }),
  ];
  const jobs = rows.filter((r) => isJob(r) && r.name !== 'plan');
  const plan = rows.find((r) => r.name === 'plan');
  if (jobs.length && plan) {
    const longest = jobs.reduce((a, b) => (warmTotal(b) > warmTotal(a) ? b : a));
    lines.push(
      `El más largo: ${longest.name}, ${warmTotal(longest).toFixed(1)} s con caché` +
        (cold === null ? '' : `, ${(cold + longest.seconds).toFixed(1)} s sin ella`) +
        `; con el plan antes (la espera de un pull request, trabajos en paralelo): ` +
        `${(warmTotal(plan) + warmTotal(longest)).toFixed(1)} s con caché.`,
    );
  }
  return lines.join('\n');
}

function toTsv(rows: Row[], cold: number | null): string {
  const n = (v: number | null) => (v === null ? '' : v.toFixed(1));
  return [
    'trabajo\trestaurar\tparte\tcon_cache\tsin_cache\testado\tcarga_inicio\tcarga_fin',
    ...rows.map((r) =>
      [
        r.name,
        n(isJob(r) ? r.restore : null),
        n(r.seconds),
        n(isJob(r) ? warmTotal(r) : null),
        n(coldTotal(r, cold)),
        r.ok ? 'ok' : 'falló',
        r.loadStart,
        r.loadEnd,
      ].join('\t'),
    ),
  ]
    .join('\n')
    .concat('\n');
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    if (!args.keep) fs.rmSync(work, { recursive: true, force: true });
    process.exit(1);
  },
);

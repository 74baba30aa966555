/**
 * .github/workflows/ci.yml as GitHub runs it: its shell steps run here with stand-ins for npm and gh, so
 * what each job runs is what `npm run ci:plan` planned; the one required check fails when any job did;
 * the install's caches and .ci/install; and .ci/ci-result, with which the deploys wait for CI.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { ciJobs, scopeOfPlan } from '../lib/ci/matrix';
import { planForAffected } from '../lib/pipeline/plan';

const ROOT = path.resolve(__dirname, '..', '..');

interface Step {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  name?: string;
  needs?: string | string[];
  if?: string;
  'runs-on'?: string;
  'timeout-minutes'?: number;
  strategy?: { 'fail-fast'?: boolean; matrix?: { include?: string } };
  outputs?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}
const ci = parse(fs.readFileSync(path.join(ROOT, '.github/workflows/ci.yml'), 'utf8')) as {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
};
const stepNamed = (job: Job, name: string) => job.steps.find((s) => s.name === name)!;

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A temporary folder with stand-in commands (bash scripts) put first on PATH. */
function standIns(commands: Record<string, string>): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-workflow-'));
  folders.push(dir);
  fs.mkdirSync(path.join(dir, 'bin'));
  for (const [name, body] of Object.entries(commands)) {
    fs.writeFileSync(path.join(dir, 'bin', name), `#!/usr/bin/env bash\n${body}\n`, { mode: 0o755 });
  }
  return { dir, env: { PATH: `${path.join(dir, 'bin')}:${process.env.PATH}`, OUT: dir } };
}

/** Runs a step's script as the runner does (bash -e), from the repository root. */
function run(script: string, env: NodeJS.ProcessEnv, cwd = ROOT) {
  const r = spawnSync('bash', ['-e', '-c', script], { cwd, env, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** npm's stand-in keeps its arguments, NUL-separated, to compare them exactly. */
const NPM = 'printf "%s\\0" "$@" > "$OUT/npm-args"';
const npmArgs = (dir: string) => fs.readFileSync(path.join(dir, 'npm-args'), 'utf8').split('\0').slice(0, -1);

describe('ci.yml', () => {
  test('runs on pull requests, on pushes to main, every night and by hand', () => {
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push', 'schedule', 'workflow_dispatch']);
    expect(ci.on.push).toEqual({ branches: ['main'] });
  });

  test("the plan: a pull request's diff against the base it merges into; main and the night, everything", () => {
    const plan = ci.jobs.plan!;
    expect(plan.steps[0]).toMatchObject({ uses: 'actions/checkout@v4', with: { 'fetch-depth': 2 } });
    expect(plan.outputs).toEqual({ jobs: '${{ steps.plan.outputs.jobs }}', e2e: '${{ steps.plan.outputs.e2e }}' });
    const step = plan.steps.find((s) => s.id === 'plan')!;
    for (const [event, args] of [
      ['pull_request', ['run', '-s', 'ci:affected', '--', 'HEAD^1']],
      ['push', ['run', '-s', 'ci:plan']],
      ['schedule', ['run', '-s', 'ci:plan']],
    ] as const) {
      const { dir, env } = standIns({ npm: NPM });
      expect(run(step.run!, { ...env, EVENT: event }).code).toBe(0);
      expect({ event, args: npmArgs(dir) }).toEqual({ event, args });
    }
  });

  test("each matrix job runs exactly the plan's command, --scope and all, whatever its grep holds", () => {
    const job = ci.jobs.pruebas!;
    expect(job.strategy).toEqual({
      'fail-fast': false,
      matrix: { include: '${{ fromJSON(needs.plan.outputs.jobs) }}' },
    });
    expect(job.env).toEqual({
      CHROMIUM_PATH: '/usr/bin/google-chrome',
      KIND: '${{ matrix.kind }}',
      SHARD: '${{ matrix.shard }}',
      SCOPE: '${{ matrix.scope }}',
    });
    const scope = scopeOfPlan(planForAffected(['mf-inbox'], ['mf-inbox/src/a.ts']));
    const jobs = ciJobs(scope, {
      unit: { selected: ['mf-inbox/src/__tests__/a.test.tsx'], durations: {} },
      e2e: { selected: ['inbox/a.spec.ts'], durations: {} },
    });
    // A grep with what a shell would split or expand.
    const odd = { ...jobs[2]!, scope: `{"grep":"a b|$(echo no)|'c' \\"d\\"|*"}` };
    odd.args = [odd.kind, odd.shard, '--scope', odd.scope];
    const main = { ...jobs[1]!, scope: '', args: [jobs[1]!.kind, jobs[1]!.shard] };
    for (const j of [...jobs, odd, main]) {
      const { dir, env } = standIns({ npm: NPM });
      const r = run(stepNamed(job, 'Parte').run!, { ...env, KIND: j.kind, SHARD: j.shard, SCOPE: j.scope });
      expect(r.code).toBe(0);
      expect(npmArgs(dir)).toEqual(['run', 'ci:shard', '--', ...j.args]);
    }
  });

  test('the e2e shards keep their blob reports, merged into one HTML report kept as an artifact', () => {
    const blob = stepNamed(ci.jobs.pruebas!, 'Informe blob de los recorridos');
    expect(blob).toMatchObject({
      if: "${{ !cancelled() && matrix.kind == 'e2e' }}",
      uses: 'actions/upload-artifact@v4',
      with: { name: 'blob-report-${{ strategy.job-index }}', path: 'blob-report' },
    });
    const report = ci.jobs.informe!;
    expect(report.needs).toEqual(['plan', 'pruebas']);
    expect(report.if).toBe("${{ !cancelled() && needs.plan.outputs.e2e == 'true' }}");
    expect(report.steps.find((s) => s.uses === 'actions/download-artifact@v4')!.with).toEqual({
      pattern: 'blob-report-*',
      path: 'blob-reports',
      'merge-multiple': true,
    });
    expect(stepNamed(report, 'Un informe HTML de todas las partes').run).toBe(
      'npx playwright merge-reports --reporter html blob-reports',
    );
    expect(report.steps.at(-1)).toMatchObject({
      uses: 'actions/upload-artifact@v4',
      with: { path: 'playwright-report' },
    });
  });

  test('one required check: it needs every other job and fails when any failed, was cancelled or did not run', () => {
    const result = ci.jobs.resultado!;
    expect(result.name).toBe('Resultado de CI');
    expect(result.if).toBe('${{ always() }}');
    expect([...(result.needs as string[])].sort()).toEqual(
      Object.keys(ci.jobs)
        .filter((j) => j !== 'resultado')
        .sort(),
    );
    const script = stepNamed(result, 'Resultado').run!;
    const check = (plan: string, pruebas: string, informe: string) =>
      run(script, {
        PATH: process.env.PATH,
        RESULTADOS: JSON.stringify({
          plan: { result: plan, outputs: {} },
          pruebas: { result: pruebas, outputs: {} },
          informe: { result: informe, outputs: {} },
        }),
      }).code;
    expect(check('success', 'success', 'success')).toBe(0);
    // No journeys in the plan: no report to merge.
    expect(check('success', 'success', 'skipped')).toBe(0);
    expect(check('success', 'failure', 'success')).toBe(1);
    expect(check('success', 'cancelled', 'success')).toBe(1);
    expect(check('success', 'success', 'failure')).toBe(1);
    expect(check('failure', 'skipped', 'skipped')).toBe(1);
    expect(check('success', 'skipped', 'skipped')).toBe(1);
  });

  test('every job on a GitHub runner with a time limit; the install the same in every job that installs', () => {
    for (const [id, job] of Object.entries(ci.jobs)) {
      expect({ id, runsOn: job['runs-on'] }).toEqual({ id, runsOn: 'ubuntu-24.04' });
      expect({ id, limit: typeof job['timeout-minutes'] }).toEqual({ id, limit: 'number' });
    }
    const install = (job: Job) => {
      const first = job.steps.findIndex((s) => s.name === 'Node');
      const last = job.steps.findIndex((s) => s.name === 'Instalar');
      return job.steps.slice(first, last + 1);
    };
    const plan = install(ci.jobs.plan!);
    expect(plan.map((s) => s.name)).toEqual([
      'Node',
      'Claves de la caché',
      'node_modules de la caché',
      'Caché de npm',
      'better-sqlite3 compilado',
      'Instalar',
    ]);
    for (const id of ['pruebas', 'informe']) expect({ id, steps: install(ci.jobs[id]!) }).toEqual({ id, steps: plan });
    // On a miss only: npm's cache, better-sqlite3's module and .ci/install.
    const miss = "steps.modulos.outputs.cache-hit != 'true'";
    expect(plan.slice(3).map((s) => s.if)).toEqual([miss, miss, miss]);
    expect(plan[5]!.run).toBe('.ci/install');
    expect(plan[2]!.with).toEqual({
      path: 'node_modules\n*/node_modules\n',
      key: '${{ steps.claves.outputs.modulos }}',
    });
    expect(plan[4]!.with).toEqual({ path: '~/.cache/lotengo/prebuilds', key: '${{ steps.claves.outputs.sqlite }}' });
  });

  test("the cache keys: node_modules by the lockfile and Node's ABI, better-sqlite3 by its version and the ABI", () => {
    const { dir, env } = standIns({});
    const out = path.join(dir, 'output');
    fs.writeFileSync(out, '');
    const script = stepNamed(ci.jobs.plan!, 'Claves de la caché').run!;
    const r = run(script, { ...env, GITHUB_OUTPUT: out, LOCK: 'abc123', RUNNER_OS: 'Linux', RUNNER_ARCH: 'X64' });
    expect(r.code).toBe(0);
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    const abi = process.versions.modules;
    expect(fs.readFileSync(out, 'utf8')).toBe(
      `modulos=node-modules-Linux-X64-node${abi}-abc123\n` +
        `sqlite=better-sqlite3-${lock.packages['node_modules/better-sqlite3']!.version}-Linux-X64-node${abi}\n`,
    );
  });
});

describe('.ci/install', () => {
  test("npm ci with the folder of compiled modules; after a compile, the module packed as prebuild-install's", () => {
    const { dir, env } = standIns({ npm: `${NPM}; echo "$npm_config_better_sqlite3_local_prebuilds" > "$OUT/seen"` });
    const prebuilds = path.join(dir, 'prebuilds');
    const first = run(`.ci/install ${prebuilds}`, env);
    expect(first.code).toBe(0);
    expect(npmArgs(dir)).toEqual(['ci', '--no-audit', '--no-fund']);
    expect(fs.readFileSync(path.join(dir, 'seen'), 'utf8').trim()).toBe(prebuilds);
    const [archive] = fs.readdirSync(prebuilds);
    const version = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/better-sqlite3/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    expect(archive).toBe(
      `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`,
    );
    expect(first.stdout).toContain('guardado');
    // The next install takes it (and packs nothing).
    const second = run(`.ci/install ${prebuilds}`, env);
    expect(second.stdout).toContain('módulo compilado de');
    expect(second.stdout).not.toContain('guardado');

    // prebuild-install, better-sqlite3's install script, unpacks and loads it instead of compiling.
    const pkg = path.join(dir, 'pkg');
    fs.mkdirSync(pkg);
    fs.copyFileSync(path.join(ROOT, 'node_modules/better-sqlite3/package.json'), path.join(pkg, 'package.json'));
    const install = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/prebuild-install/bin.js'), '--verbose'],
      {
        cwd: pkg,
        env: {
          PATH: process.env.PATH,
          npm_config_better_sqlite3_local_prebuilds: prebuilds,
          npm_config_cache: path.join(dir, 'npm-cache'),
        },
        encoding: 'utf8',
      },
    );
    expect(install.status).toBe(0);
    expect(install.stderr).toContain('found local prebuild');
    expect(fs.existsSync(path.join(pkg, 'build/Release/better_sqlite3.node'))).toBe(true);
  });
});

describe('.ci/ci-result: the deploys wait for CI on their commit', () => {
  const SHA = '0123456789abcdef0123456789abcdef01234567';
  const runOf = (event: string, status: string, conclusion: string | null, id = 1) => ({
    id,
    event,
    status,
    conclusion,
    html_url: `https://github.com/lotengo/lotengo/actions/runs/${id}`,
  });
  /** gh answers each look with the next of `answers` (the last one again after that), and keeps its arguments. */
  function lookAt(answers: unknown[], extra: NodeJS.ProcessEnv = {}) {
    const { dir, env } = standIns({
      gh: [
        'n=$(($(cat "$OUT/looks" 2>/dev/null || echo 0) + 1)); echo "$n" > "$OUT/looks"',
        'echo "$@" >> "$OUT/gh-args"',
        'f="$OUT/answer-$n.json"; [ -f "$f" ] || f="$OUT/answer-last.json"; cat "$f"',
      ].join('\n'),
    });
    answers.forEach((a, i) =>
      fs.writeFileSync(path.join(dir, `answer-${i + 1}.json`), JSON.stringify({ workflow_runs: a })),
    );
    fs.writeFileSync(path.join(dir, 'answer-last.json'), JSON.stringify({ workflow_runs: answers.at(-1) }));
    const r = run(`.ci/ci-result ${SHA}`, {
      ...env,
      GITHUB_REPOSITORY: 'lotengo/lotengo',
      GH_TOKEN: 'x',
      CI_RESULT_WAIT: '0',
      CI_RESULT_GRACE: '0',
      ...extra,
    });
    const looks = Number(fs.readFileSync(path.join(dir, 'looks'), 'utf8'));
    return { ...r, looks, args: fs.readFileSync(path.join(dir, 'gh-args'), 'utf8').split('\n')[0] };
  }

  test("asks for ci.yml's runs on that commit", () => {
    const r = lookAt([[runOf('push', 'completed', 'success')]]);
    expect(r.args).toBe(`api repos/lotengo/lotengo/actions/workflows/ci.yml/runs?head_sha=${SHA}&per_page=100`);
    expect(r).toMatchObject({ code: 0, looks: 1 });
  });

  test('waits while a run is going, then passes with it or fails with it', () => {
    const going = [runOf('push', 'in_progress', null)];
    const passed = lookAt([going, going, [runOf('push', 'completed', 'success')]]);
    expect(passed).toMatchObject({ code: 0, looks: 3 });
    const failed = lookAt([going, [runOf('push', 'completed', 'failure', 7)]]);
    expect(failed).toMatchObject({ code: 1, looks: 2 });
    expect(failed.stdout).toContain('::error::CI no pasó en este commit (push, failure)');
    expect(failed.stdout).toContain('/actions/runs/7');
  });

  test("a pull request's run does not count (it tested only its change); nor does no run at all", () => {
    const pr = lookAt([[runOf('pull_request', 'completed', 'success')]]);
    expect(pr.code).toBe(1);
    expect(pr.stdout).toContain('Ninguna ejecución de CI');
    // The nightly run or one by hand on that commit counts; a failed run beside a passed one does not stop it.
    const night = lookAt([[runOf('push', 'completed', 'failure', 1), runOf('schedule', 'completed', 'success', 2)]]);
    expect(night).toMatchObject({ code: 0 });
  });

  test('gives up after its time limit', () => {
    const r = lookAt([[runOf('push', 'queued', null)]], { CI_RESULT_TIMEOUT: '0' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('CI no terminó');
  });
});

/**
 * CI's plan: the pipeline's plan for a diff turned into jobs (which jest projects, which journeys, which
 * apps; how many shards), and the split of a suite into shards by recorded seconds that jest's sequencer,
 * Playwright's reporter and the plan share.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { balance, fallbackSeconds, parseShard, shardFiles, shardSeconds } from '../lib/ci/balance';
import { keepShardFiles } from '../lib/ci/playwright-shard';
import { formatDurations, mergeDurations, parseSource, readDurations, repoPath } from '../lib/ci/durations';
import {
  ciJobs,
  ensayoApps,
  EVERYTHING,
  hasWork,
  jestArgs,
  JEST_PROJECTS,
  kindScope,
  MAIN_SHARDS,
  parseKindScope,
  playwrightArgs,
  scopeOfPlan,
  shardCount,
  type CiJob,
  type Suites,
} from '../lib/ci/matrix';
import { APP_DIR_LIST, PACKAGE_DIR_LIST } from '../lib/pipeline/apps';
import { journeyGrep } from '../lib/pipeline/areas';
import { planForAffected } from '../lib/pipeline/plan';

const ROOT = path.resolve(__dirname, '..', '..');
const durations = { 'a.spec.ts': 100, 'b.spec.ts': 60, 'c.spec.ts': 50, 'd.spec.ts': 40, 'e.spec.ts': 30 };
const FILES = Object.keys(durations);

describe('balance: shards of about the same recorded seconds', () => {
  test('slowest first to the lightest shard; each file once; the same whatever order the files came in', () => {
    expect(balance(FILES, durations, 2)).toEqual([
      ['a.spec.ts', 'd.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'e.spec.ts'],
    ]);
    expect(balance([...FILES].reverse(), durations, 2)).toEqual(balance(FILES, durations, 2));
    expect(shardSeconds(FILES, durations, 2)).toEqual([140, 140]);
    const three = balance(FILES, durations, 3);
    expect(three.flat().sort()).toEqual(FILES);
    expect(shardSeconds(FILES, durations, 3)).toEqual([100, 90, 90]);
  });

  test('a file with no record counts as the median; more shards than files leaves the rest empty', () => {
    expect(fallbackSeconds(durations)).toBe(50);
    expect(fallbackSeconds({})).toBe(1);
    expect(shardSeconds(['a.spec.ts', 'nuevo.spec.ts'], durations, 2)).toEqual([100, 50]);
    expect(balance(['a.spec.ts'], durations, 2)).toEqual([['a.spec.ts'], []]);
  });

  test('shard i/N: 1-based, and a wrong one is refused in words', () => {
    expect(shardFiles(FILES, durations, 2, 2)).toEqual(['b.spec.ts', 'c.spec.ts', 'e.spec.ts']);
    expect(() => shardFiles(FILES, durations, 3, 2)).toThrow('Parte 3/2 inválida');
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/4', '5/4', '2', 'a/b', '1/0']) expect(() => parseShard(bad)).toThrow('Parte inválida');
  });
});

describe("jest's shard sequencer and Playwright's shard reporter split by the recorded seconds", () => {
  test('the sequencer: the real suite in disjoint shards that cover it, within a file of each other', () => {
    const jest = (...args: string[]) =>
      execFileSync(path.join(ROOT, 'node_modules/.bin/jest'), ['--listTests', '--json', ...args], {
        cwd: ROOT,
        encoding: 'utf8',
      });
    const all = JSON.parse(jest()) as string[];
    // In a process of its own, as jest loads it (jest's module registry is not Node's).
    // It must leave Node's module resolution as it found it: jest resolves the projects' globalSetup after.
    const script = `
      const Module = require('node:module');
      const resolve = Module._resolveFilename;
      const extensions = Object.keys(require.extensions).join();
      const Sequencer = require('./jest/shard-sequencer.js');
      const tests = JSON.parse(process.argv[1]).map((p) => ({ path: p }));
      const s = new Sequencer({ contexts: [], globalConfig: {} });
      const shards = [1, 2, 3, 4].map((i) => s.shard(tests, { shardIndex: i, shardCount: 4 }).map((t) => t.path));
      const hooked = Module._resolveFilename !== resolve || Object.keys(require.extensions).join() !== extensions;
      console.log(JSON.stringify({ shards, hooked }));`;
    const out = execFileSync(process.execPath, ['-e', script, JSON.stringify(all)], { cwd: ROOT, encoding: 'utf8' });
    const answer = JSON.parse(out) as { shards: string[][]; hooked: boolean };
    expect(answer.hooked).toBe(false);
    const shards = answer.shards.map((s) => s.map((f) => path.relative(ROOT, f)));
    expect(shards.flat().sort()).toEqual(all.map((f) => path.relative(ROOT, f)).sort());
    const recorded = readDurations(ROOT, 'unit');
    const fallback = fallbackSeconds(recorded);
    const seconds = shards.map((s) => s.reduce((sum, f) => sum + (recorded[f] ?? fallback), 0));
    expect(Math.max(...seconds) - Math.min(...seconds)).toBeLessThanOrEqual(Math.max(...Object.values(recorded)));
    // jest itself shards with it (the root config's testSequencer).
    const second = (JSON.parse(jest('--shard=2/4')) as string[]).map((f) => path.relative(ROOT, f));
    expect(second.sort()).toEqual([...shards[1]!].sort());
  });

  test("the reporter's split: it takes over --shard (whole files, by seconds), and changes nothing without it", () => {
    const fileSuite = (file: string) => ({ location: { file: path.join(ROOT, 'e2e', file) } });
    const files = ['releases/rehearsal.spec.ts', 'inbox/mine.spec.ts', 'foundation/auth.spec.ts', 'nuevo.spec.ts'];
    const suite = { suites: [{ suites: files.map(fileSuite) }] };
    // The file with no record counts as the median, 30 s.
    const recorded = { 'releases/rehearsal.spec.ts': 90, 'foundation/auth.spec.ts': 30, 'inbox/mine.spec.ts': 20 };
    const run = (shard: { current: number; total: number } | null) => {
      const excluded: string[] = [];
      let skipped = false;
      const testRun = {
        skipSharding: () => (skipped = true),
        exclude: (s: { location: { file: string } }) =>
          excluded.push(path.relative(path.join(ROOT, 'e2e'), s.location.file)),
      };
      const config = { shard, rootDir: path.join(ROOT, 'e2e') };
      keepShardFiles({ config, suite, testRun } as never, recorded);
      return { skipped, kept: files.filter((f) => !excluded.includes(f)) };
    };
    expect(run(null)).toEqual({ skipped: false, kept: files });
    // 90 s against 80 s: the slow file alone in one shard, the three others in the second.
    expect(run({ current: 1, total: 2 })).toEqual({ skipped: true, kept: ['releases/rehearsal.spec.ts'] });
    expect(run({ current: 2, total: 2 })).toEqual({
      skipped: true,
      kept: ['inbox/mine.spec.ts', 'foundation/auth.spec.ts', 'nuevo.spec.ts'],
    });
  });
});

describe('the recorded durations', () => {
  test('read from jest --json, its timing cache, the journeys reporter and a Playwright list log', () => {
    const jest = parseSource(
      JSON.stringify({
        testResults: [{ name: '/tmp/otra/shell/src/a/__tests__/x.test.tsx', startTime: 1000, endTime: 3500 }],
      }),
    );
    expect(jest).toEqual({ unit: { 'shell/src/a/__tests__/x.test.tsx': 2.5 }, e2e: {} });
    const cache = parseSource(JSON.stringify({ '/w/main/scripts/__tests__/y.test.ts': [1, 1500] }));
    expect(cache).toEqual({ unit: { 'scripts/__tests__/y.test.ts': 1.5 }, e2e: {} });
    const reporter = parseSource(JSON.stringify({ kind: 'e2e', files: { 'e2e/inbox/a.spec.ts': 12 } }));
    expect(reporter).toEqual({ unit: {}, e2e: { 'e2e/inbox/a.spec.ts': 12 } });
    const log = [
      '  ✓    1 [chromium] › e2e/alerts/first.spec.ts:53:1 › la campana sube (18.0s)',
      '  ✓    2 [chromium] › e2e/alerts/first.spec.ts:90:1 › otra (500ms)',
      '  ✘    3 [chromium] › e2e/releases/skew.spec.ts:144:3 › versiones › shell v2 (1.5m)',
      'Test Suites: 220 passed, 220 total',
    ].join('\n');
    expect(parseSource(log)).toEqual({
      unit: {},
      e2e: { 'e2e/alerts/first.spec.ts': 18.5, 'e2e/releases/skew.spec.ts': 90 },
    });
    expect(parseSource('nada que ver')).toBeNull();
    expect(repoPath('/tmp/wt-x/mock-api/src/__tests__/z.test.ts')).toBe('mock-api/src/__tests__/z.test.ts');
  });

  test('merged: the median per file, earlier figures kept, files gone from the repository dropped', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-durations-'));
    for (const f of ['e2e/a.spec.ts', 'e2e/b.spec.ts', 'e2e/c.spec.ts']) {
      fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
      fs.writeFileSync(path.join(root, f), '');
    }
    const merged = mergeDurations(
      root,
      { 'c.spec.ts': 7, 'borrado.spec.ts': 9 },
      [{ 'e2e/a.spec.ts': 10, 'e2e/b.spec.ts': 4 }, { 'e2e/a.spec.ts': 30 }, { 'e2e/a.spec.ts': 12 }],
      'e2e',
    );
    fs.rmSync(root, { recursive: true, force: true });
    expect(merged).toEqual({ 'a.spec.ts': 12, 'b.spec.ts': 4, 'c.spec.ts': 7 });
    expect(formatDurations({ b: 1.26, a: 2 })).toBe('{\n  "a": 2,\n  "b": 1.3\n}\n');
  });
});

/** A suite of recorded seconds where each selection is its own files. */
const suites = (unit: string[], e2e: string[], recorded = { unit: {}, e2e: {} }): Suites => ({
  unit: { selected: unit, durations: recorded.unit },
  e2e: { selected: e2e, durations: recorded.e2e },
});
const summary = (jobs: CiJob[]) => jobs.map((j) => [j.name, ...j.args]);

describe("the plan's scope: the pipeline's plan, one source", () => {
  test('a change to mf-inbox: its lint and types, its jest project, its journeys, its rehearsed deploy', () => {
    const scope = scopeOfPlan(planForAffected(['mf-inbox'], ['mf-inbox/src/features/offers/offer-card.tsx']));
    expect(scope).toEqual({
      packages: ['mf-inbox'],
      tooling: false,
      projects: ['mf-inbox'],
      journeys: { kind: 'grep', grep: journeyGrep(['mf-inbox']) },
      apps: ['mf-inbox'],
    });
    expect(kindScope(scope, 'checks')).toEqual({ packages: ['mf-inbox'], tooling: false });
    expect(kindScope(scope, 'unit')).toEqual({ projects: ['mf-inbox'] });
    expect(kindScope(scope, 'e2e')).toEqual({ grep: journeyGrep(['mf-inbox']) });
    expect(kindScope(scope, 'ensayo')).toEqual({ apps: ['mf-inbox'] });
  });

  test("a change to shared/ (turbo lists every workspace): main's scope, everything", () => {
    const scope = scopeOfPlan(planForAffected([...PACKAGE_DIR_LIST], ['shared/src/contracts/offer.ts']));
    expect(scope).toEqual(EVERYTHING);
    for (const kind of ['checks', 'unit', 'e2e', 'ensayo'] as const) expect(kindScope(scope, kind)).toBeNull();
  });

  test("the functions: their and platform's jest projects and the tooling's, the releases journeys, no app", () => {
    const scope = scopeOfPlan(planForAffected(['functions', 'platform'], ['platform/src/registry/service.ts']));
    expect(scope.projects).toEqual(['functions', 'platform', 'scripts']);
    expect(scope.apps).toEqual([]);
    expect(hasWork(scope, 'ensayo')).toBe(false);
    expect(kindScope(scope, 'checks')).toEqual({ packages: ['functions', 'platform'], tooling: true });
  });

  test('a workflow or .ci/ change: the tooling (its tests check the workflows), nothing of the apps', () => {
    for (const file of ['.github/workflows/ci.yml', '.ci/durations/e2e.json']) {
      const scope = scopeOfPlan(planForAffected([], [file]));
      expect({ file, scope }).toEqual({
        file,
        scope: { packages: [], tooling: true, projects: ['scripts'], journeys: { kind: 'none' }, apps: [] },
      });
    }
  });

  test('--scope is read back as written, and what a kind does not take is refused', () => {
    const scope = scopeOfPlan(planForAffected(['mf-inbox'], ['mf-inbox/src/a.ts']));
    for (const kind of ['checks', 'unit', 'e2e', 'ensayo'] as const)
      expect(parseKindScope(kind, JSON.stringify(kindScope(scope, kind)))).toEqual(kindScope(scope, kind));
    expect(() => parseKindScope('unit', '{"projects":["mf-nada"]}')).toThrow('projects debe ser una lista');
    expect(() => parseKindScope('unit', '{"grep":"x"}')).toThrow('--scope de unit debe ser {projects}');
    expect(() => parseKindScope('e2e', '{"grep":""}')).toThrow('--scope de e2e');
    expect(() => parseKindScope('ensayo', 'mf-inbox')).toThrow('--scope no es JSON');
  });

  test("the jest projects are the root config's", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require('../../jest.config.js') as { projects: string[] };
    expect([...config.projects.map((p) => path.basename(p))].sort()).toEqual([...JEST_PROJECTS].sort());
  });
});

describe('the jobs', () => {
  test('main: one check, then unit, e2e and ensayo shards with no --scope (`npm run ci:shard -- unit 2/4`)', () => {
    const many = (ext: string) => Array.from({ length: 10 }, (_, i) => `f${i}.${ext}`);
    const jobs = ciJobs(EVERYTHING, suites(many('test.ts'), many('spec.ts')));
    const counts = { unit: MAIN_SHARDS.unit, e2e: MAIN_SHARDS.e2e, ensayo: MAIN_SHARDS.ensayo };
    const expected = [
      ['Comprobaciones', 'checks', '1/1'],
      ...(['unit', 'e2e', 'ensayo'] as const).flatMap((kind) =>
        Array.from({ length: counts[kind] }, (_, i) => {
          const name = { unit: 'Unitarias', e2e: 'Recorridos', ensayo: 'Ensayo del despliegue' }[kind];
          return [`${name} ${i + 1}/${counts[kind]}`, kind, `${i + 1}/${counts[kind]}`];
        }),
      ),
    ];
    expect(summary(jobs)).toEqual(expected);
    for (const j of jobs) expect(j).toMatchObject({ scope: '', args: [j.kind, j.shard] });
  });

  test('a pull request: as many shards as its share of the recorded seconds needs, each with its --scope', () => {
    const unit = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`u${i}.test.ts`, 10]));
    const e2e = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`e${i}.spec.ts`, 50]));
    const scope = scopeOfPlan(planForAffected(['mf-inbox'], ['mf-inbox/src/a.ts']));
    // 400 s of unit tests in 4 shards: 100 s each; the pull request's 30 s take one. 1000 s of journeys in
    // 5: 200 s each; its 250 s take two.
    const jobs = ciJobs(
      scope,
      suites(
        ['u1.test.ts', 'u2.test.ts', 'u3.test.ts'],
        ['e1.spec.ts', 'e2.spec.ts', 'e3.spec.ts', 'e4.spec.ts', 'e5.spec.ts'],
        { unit, e2e },
      ),
    );
    expect(summary(jobs)).toEqual([
      ['Comprobaciones', 'checks', '1/1', '--scope', '{"packages":["mf-inbox"],"tooling":false}'],
      ['Unitarias 1/1', 'unit', '1/1', '--scope', '{"projects":["mf-inbox"]}'],
      ...[1, 2].map((i) => [
        `Recorridos ${i}/2`,
        'e2e',
        `${i}/2`,
        '--scope',
        JSON.stringify({ grep: journeyGrep(['mf-inbox']) }),
      ]),
      ['Ensayo del despliegue 1/1', 'ensayo', '1/1', '--scope', '{"apps":["mf-inbox"]}'],
    ]);
    for (const j of jobs) expect(j.args).toEqual([j.kind, j.shard, '--scope', j.scope]);
  });

  test('documentation only: the checks job (format, OpenAPI, workflows) and nothing else', () => {
    const jobs = ciJobs(scopeOfPlan(planForAffected([], ['docs/pipelines.md'])), suites([], []));
    expect(summary(jobs)).toEqual([['Comprobaciones', 'checks', '1/1', '--scope', '{"packages":[],"tooling":false}']]);
  });

  test("shard counts: at least one, at most main's, never more than files", () => {
    const recorded = { a: 100, b: 100, c: 100, d: 100 };
    expect(shardCount([], recorded, 4)).toBe(0);
    expect(shardCount(['a'], recorded, 4)).toBe(1);
    expect(shardCount(['a', 'b', 'c'], recorded, 4)).toBe(3);
    expect(shardCount(['a', 'b', 'c', 'd', 'nuevo1', 'nuevo2'], recorded, 4)).toBe(4);
    expect(shardCount(['a', 'b'], recorded, 2)).toBe(1);
    expect(shardCount(['x', 'y'], {}, 3)).toBe(2);
  });

  test('ensayo shards deal the apps out; every app in exactly one', () => {
    const shards = [1, 2].map((i) => ensayoApps(APP_DIR_LIST, i, 2));
    expect(shards.map((s) => s.length).sort()).toEqual([2, 3]);
    expect(shards.flat().sort()).toEqual([...APP_DIR_LIST].sort());
    expect(ensayoApps(['mf-inbox'], 1, 1)).toEqual(['mf-inbox']);
  });

  test("the commands' arguments: jest's projects and shard, Playwright's grep, shard and blob report", () => {
    expect(jestArgs(null, '2/4')).toEqual(['--shard=2/4', '--maxWorkers=2', '--ci']);
    expect(jestArgs({ projects: ['mf-inbox', 'shared'] }, '1/1')).toEqual([
      '--selectProjects',
      'mf-inbox',
      'shared',
      '--shard=1/1',
      '--maxWorkers=2',
      '--ci',
    ]);
    expect(playwrightArgs(null, '3/5')).toEqual([
      'test',
      '-c',
      'e2e/playwright.config.ts',
      '--shard=3/5',
      '--add-reporter=blob',
    ]);
    expect(playwrightArgs({ grep: 'inbox/' }, '1/2')).toEqual([
      'test',
      '-c',
      'e2e/playwright.config.ts',
      '--grep',
      'inbox/',
      '--shard=1/2',
      '--add-reporter=blob',
    ]);
  });
});

/**
 * One way to ship an app and one way back: the steps of scripts/lib/pipeline/deploy-steps.ts are what
 * the committed workflows run in production, what `npm run pipeline` runs against its rehearsal, and
 * what the docs show. Each app has a deploy and a rollback workflow that call the shared ones with that
 * app alone; the account follows from the app, never from the caller.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { APP_DIRS, APP_NAMES } from '@lotengo/platform/releases/layout';
import {
  DEPLOY_STEPS,
  deployScript,
  FORCED_ROLLBACK_STEPS,
  ROLLBACK_STEPS,
  rollbackScript,
} from '../lib/pipeline/deploy-steps';
import { ROOT_DIR } from '@lotengo/platform/paths';

interface Step {
  id?: string;
  if?: string;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  name?: string;
  steps?: Step[];
  uses?: string;
  with?: Record<string, unknown>;
  needs?: string;
  environment?: string;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  permissions?: Record<string, string>;
  env?: Record<string, string>;
}
interface Input {
  required?: boolean;
  type?: string;
  options?: string[];
}
interface Workflow {
  on: {
    push?: { branches: string[]; paths: string[] };
    workflow_dispatch?: { inputs?: Record<string, Input> };
    workflow_call?: { inputs: Record<string, Input> };
  };
  permissions?: Record<string, string>;
  concurrency?: unknown;
  jobs: Record<string, Job>;
}
const WORKFLOWS = path.join(ROOT_DIR, '.github', 'workflows');
const FILES = fs.readdirSync(WORKFLOWS).filter((f) => f.endsWith('.yml'));
const text = (file: string) => fs.readFileSync(path.join(WORKFLOWS, file), 'utf8');
const read = (file: string) => parse(text(file)) as Workflow;
const doc = (name: string) => fs.readFileSync(path.join(ROOT_DIR, 'docs', name), 'utf8');
const production = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'deploy', 'production.json'), 'utf8')) as {
  registryUrl: string;
  firebase: { projectId: string };
  remotes: Record<string, string>;
  deployers: Record<string, string[]>;
  admins: string[];
};
const DIRS = APP_NAMES.map((a) => APP_DIRS[a]);
const step = (job: Job, name: string) => job.steps!.find((s) => s.name === name || s.id === name);
const authOf = (job: Job) => job.steps?.find((s) => s.uses?.startsWith('google-github-actions/auth'));
/** The deploys' first job: CI's result on the commit they ship (.ci/ci-result), nothing else. */
const CI_RESULT_JOB = {
  name: 'CI de este commit',
  'runs-on': 'ubuntu-24.04',
  'timeout-minutes': 70,
  permissions: { actions: 'read', contents: 'read' },
  steps: [
    { uses: 'actions/checkout@v4', with: { 'persist-credentials': false, 'sparse-checkout': '.ci' } },
    {
      name: 'Resultado de CI',
      env: { GH_TOKEN: '${{ github.token }}', SHA: '${{ github.sha }}' },
      run: '.ci/ci-result "$SHA"',
    },
  ],
};
const ONE_AT_A_TIME = { group: 'deploy-${{ inputs.app }}', 'cancel-in-progress': false };

/**
 * What a job needs: the checkout reads the repository, the team's auth step makes a token, .ci/ci-result
 * reads CI's runs; a call to a reusable workflow needs what its jobs need. Nothing else.
 */
function neededPermissions(job: Job): Record<string, string> {
  const need: Record<string, string> = {};
  if (job.uses) {
    for (const called of Object.values(read(path.basename(job.uses)).jobs))
      Object.assign(need, neededPermissions(called));
    return need;
  }
  if (job.steps?.some((s) => s.uses?.startsWith('actions/checkout'))) need.contents = 'read';
  if (authOf(job)) need['id-token'] = 'write';
  if (job.steps?.some((s) => s.run?.includes('.ci/ci-result'))) need.actions = 'read';
  return need;
}

/** Runs a workflow's shell step as the runner would, with `env`; answers its exit code and its outputs. */
function runStep(script: string, env: Record<string, string>): { code: number | null; outputs: string } {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-steps-')), 'output');
  fs.writeFileSync(out, '');
  const run = spawnSync('bash', ['-e', '-c', script], {
    env: { PATH: process.env.PATH, GITHUB_OUTPUT: out, ...env },
    encoding: 'utf8',
  });
  return { code: run.status, outputs: fs.readFileSync(out, 'utf8') };
}

describe('los pasos de un despliegue', () => {
  const shared = read('deploy-app.yml');

  it('the shared workflow runs exactly the steps, in production, once CI passed on the commit (no test twice)', () => {
    const deploy = shared.jobs.produccion!;
    expect(deploy.needs).toBe('ci');
    expect(step(deploy, 'Desplegar')?.run?.trim()).toBe(deployScript());
    // CI on main rehearsed these steps (its ensayo shards) and ran every test: the deploy waits for that
    // result on its own commit and runs no test, nor an install, before production.
    for (const wf of [shared, read('deploy-functions.yml')]) expect(wf.jobs.ci).toEqual(CI_RESULT_JOB);
    expect(authOf(deploy)!.with).toEqual({
      workload_identity_provider: '${{ vars.WORKLOAD_IDENTITY_PROVIDER }}',
      service_account: '${{ steps.cuenta.outputs.email }}',
      token_format: 'id_token',
      id_token_audience: production.registryUrl,
      id_token_include_email: true,
    });
    expect(deploy.environment).toBe('production-${{ inputs.app }}');
  });

  it('the shared workflows take the app, never the account: it follows from the app', () => {
    for (const file of ['deploy-app.yml', 'rollback-app.yml']) {
      const wf = read(file);
      expect({ file, inputs: Object.keys(wf.on.workflow_call!.inputs) }).toEqual({ file, inputs: ['app', 'why'] });
      const job = Object.values(wf.jobs).find((j) => authOf(j))!;
      const account = step(job, 'cuenta')!.run!;
      for (const dir of DIRS) {
        const { code, outputs } = runStep(account, { APP: dir });
        expect({ file, dir, code, outputs }).toEqual({
          file,
          dir,
          code: 0,
          outputs: `email=${production.deployers[dir]![0]}\n`,
        });
      }
      // An app it does not know gets no account at all.
      expect(runStep(account, { APP: 'mf-nada' })).toEqual({ code: 1, outputs: '' });
      expect(runStep(account, { APP: '' })).toEqual({ code: 1, outputs: '' });
    }
  });

  it("each app's workflows call the shared ones with that app alone, and name no other app", () => {
    for (const dir of DIRS) {
      const deploy = read(`deploy-${dir}.yml`);
      expect({ dir, jobs: Object.values(deploy.jobs).map((j) => ({ uses: j.uses, with: j.with })) }).toEqual({
        dir,
        jobs: [{ uses: './.github/workflows/deploy-app.yml', with: { app: dir, why: "${{ inputs.why || '' }}" } }],
      });
      expect(deploy.on.push!.branches).toEqual(['main']);
      expect(deploy.on.push!.paths).toContain(`${dir}/**`);
      expect(deploy.on.workflow_dispatch!.inputs!.why!.required).toBe(true);

      const rollback = read(`rollback-${dir}.yml`);
      expect({ dir, jobs: Object.values(rollback.jobs).map((j) => ({ uses: j.uses, with: j.with })) }).toEqual({
        dir,
        jobs: [{ uses: './.github/workflows/rollback-app.yml', with: { app: dir, why: '${{ inputs.why }}' } }],
      });
      // By hand only, with a reason.
      expect(Object.keys(rollback.on)).toEqual(['workflow_dispatch']);
      expect(rollback.on.workflow_dispatch!.inputs!.why).toMatchObject({ required: true, type: 'string' });

      for (const file of [`deploy-${dir}.yml`, `rollback-${dir}.yml`]) {
        const others = DIRS.filter((d) => d !== dir).filter((d) =>
          new RegExp(`(?<![\\w-])${d}(?![\\w-])`).test(text(file)),
        );
        expect({ file, others }).toEqual({ file, others: [] });
      }
    }
    // Every workflow is one of these, or one the tests below name.
    const known = [
      ...DIRS.flatMap((d) => [`deploy-${d}.yml`, `rollback-${d}.yml`]),
      'deploy-app.yml',
      'rollback-app.yml',
      'rollback-admin.yml',
      'deploy-functions.yml',
      'ci.yml',
    ];
    expect([...FILES].sort()).toEqual([...known].sort());
  });

  it('the rollback workflows run the documented rollback command, as the team or as an admin', () => {
    const team = read('rollback-app.yml').jobs.rollback!;
    const admin = read('rollback-admin.yml');
    const adminJob = admin.jobs.rollback!;
    for (const job of [team, adminJob]) {
      expect(step(job, 'Volver atrás')?.run?.trim()).toBe(rollbackScript());
      expect(job.env).toMatchObject({ APP: '${{ inputs.app }}', WHY: '${{ inputs.why }}', LOTENGO_ENV: 'production' });
      expect(authOf(job)!.with).toMatchObject({
        workload_identity_provider: '${{ vars.WORKLOAD_IDENTITY_PROVIDER }}',
        token_format: 'id_token',
        id_token_audience: production.registryUrl,
        id_token_include_email: true,
      });
      // A blank reason stops the run before anything moves.
      const reason = step(job, 'Motivo')!.run!;
      expect(runStep(reason, { WHY: '  ' }).code).toBe(1);
      expect(runStep(reason, { WHY: 'el buzón no carga' }).code).toBe(0);
      expect(job.steps!.indexOf(step(job, 'Motivo')!)).toBe(0);
    }
    // A team's rollback never forces; an admin's may, when asked to.
    expect(team.steps!.filter((s) => s.run?.includes('npm run rollback'))).toHaveLength(1);
    expect(step(adminJob, 'Volver atrás')!.if).toBe('${{ !inputs.forzar }}');
    const forced = step(adminJob, 'Volver atrás, forzado')!;
    expect({ if: forced.if, run: forced.run?.trim() }).toEqual({
      if: '${{ inputs.forzar }}',
      run: rollbackScript({ forced: true }),
    });
    expect(team.environment).toBe('production-${{ inputs.app }}');
    expect(adminJob.environment).toBe('production-admins');
    expect(authOf(adminJob)!.with!.service_account).toBe(production.admins[0]);
    expect(admin.on.workflow_dispatch!.inputs).toEqual({
      app: expect.objectContaining({ required: true, type: 'choice', options: DIRS }),
      why: expect.objectContaining({ required: true, type: 'string' }),
      forzar: expect.objectContaining({ required: false, type: 'boolean', default: false }),
    });
    const incidents = doc('incidents.md');
    for (const s of [...ROLLBACK_STEPS, ...FORCED_ROLLBACK_STEPS]) expect(incidents).toContain(s);
    for (const name of ['rollback-<app>.yml', 'rollback-admin.yml']) expect(incidents).toContain(name);
  });

  it("one app's deploys and rollbacks never overlap, and a running one is never cancelled", () => {
    expect(shared.jobs.produccion!.concurrency).toEqual(ONE_AT_A_TIME);
    expect(read('rollback-app.yml').jobs.rollback!.concurrency).toEqual(ONE_AT_A_TIME);
    expect(read('rollback-admin.yml').jobs.rollback!.concurrency).toEqual(ONE_AT_A_TIME);
    // Waiting for CI is the runner's own: two of them may wait side by side.
    expect(shared.jobs.ci!.concurrency).toBeUndefined();
    // A caller holding the same group would wait for its own job forever.
    for (const file of FILES.filter((f) => f !== 'ci.yml'))
      expect({ file, concurrency: read(file).concurrency }).toEqual({ file, concurrency: undefined });
    // CI cancels a pull request's superseded run, never one on main: a deploy of that commit waits for it.
    expect(read('ci.yml').concurrency).toEqual({
      group: 'ci-${{ github.event.pull_request.number || github.sha }}',
      'cancel-in-progress': "${{ github.event_name == 'pull_request' }}",
    });
  });

  it('every job has the least permissions: a token only where one is made, the actions API only to read CI', () => {
    for (const file of FILES) {
      const wf = read(file);
      if (!wf.on.workflow_call) expect({ file, permissions: wf.permissions }).toEqual({ file, permissions: {} });
      for (const [id, job] of Object.entries(wf.jobs)) {
        expect({ file, id, permissions: job.permissions }).toEqual({ file, id, permissions: neededPermissions(job) });
        const auth = authOf(job);
        if (auth) expect(auth.with!.workload_identity_provider).toBe('${{ vars.WORKLOAD_IDENTITY_PROVIDER }}');
      }
    }
  });

  it('the functions deploy to the five projects as ci-platform@, once CI passed on the commit', () => {
    const wf = read('deploy-functions.yml');
    expect(wf.on.push!.paths).toEqual(['functions/**', 'platform/**', 'deploy/**', 'shared/build/**']);
    expect(wf.on.workflow_dispatch!.inputs!.why!.required).toBe(true);
    const job = wf.jobs.produccion!;
    expect(job.needs).toBe('ci');
    expect(job.environment).toBe('production-platform');
    expect(job.concurrency).toEqual({ group: 'deploy-functions', 'cancel-in-progress': false });
    expect(authOf(job)!.with).toEqual({
      workload_identity_provider: '${{ vars.WORKLOAD_IDENTITY_PROVIDER }}',
      service_account: `ci-platform@${production.firebase.projectId}.iam.gserviceaccount.com`,
      token_format: 'access_token',
    });
    const firebase = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'firebase.json'), 'utf8')) as {
      functions: Array<{ codebase: string }>;
    };
    const codebase = firebase.functions[0]!.codebase;
    const script = step(job, 'Desplegar')!.run!;
    expect(script).toContain(`firebase deploy --only functions --project ${production.firebase.projectId} `);
    expect(script).toContain(`firebase deploy --only functions:${codebase}:config --project "$project" `);
    // The remotes' own projects: each remote's site is its project's default site.
    const remoteProjects = Object.values(production.remotes).map((url) => new URL(url).hostname.split('.')[0]);
    expect(/for project in ([^;]+);/.exec(script)?.[1]?.split(' ')).toEqual(remoteProjects);
  });

  it('the pipeline and CI run the same steps (they import them) and docs/deploys.md shows them as they are', () => {
    const source = (file: string) => fs.readFileSync(path.join(ROOT_DIR, 'scripts', file), 'utf8');
    expect(source('lib/pipeline/rehearsed-deploys.ts')).toContain('deployScript(steps)');
    for (const file of ['pipeline.ts', 'ci.ts'])
      expect({ file, deploys: source(file) }).toEqual({
        file,
        deploys: expect.stringContaining('.deploy(') as unknown,
      });
    const docs = doc('deploys.md');
    for (const s of DEPLOY_STEPS) expect(docs).toContain(s);
    const team = docs.slice(docs.indexOf('## Team workflows'));
    for (const name of ['deploy-app.yml', 'deploy-<app>.yml', 'rollback-<app>.yml', 'rollback-admin.yml'])
      expect({ name, named: team.includes(name) }).toEqual({ name, named: true });
    expect(team).toContain('deploy-functions.yml');
  });
});

/**
 * One way to ship an app: the steps of scripts/lib/pipeline/deploy-steps.ts are what the committed
 * workflow runs in production, what `npm run pipeline` runs against its rehearsal, and what the docs
 * show. Each app has a workflow that calls the shared one as its own team's service account.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { APP_DIRS, APP_NAMES } from '@lotengo/platform/releases/layout';
import { DEPLOY_STEPS, deployScript } from '../lib/pipeline/deploy-steps';
import { ROOT_DIR } from '@lotengo/platform/paths';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<
    string,
    {
      steps?: Step[];
      uses?: string;
      with?: Record<string, unknown>;
      needs?: string;
      permissions?: Record<string, string>;
    }
  >;
}
const WORKFLOWS = path.join(ROOT_DIR, '.github', 'workflows');
const read = (file: string) => parse(fs.readFileSync(path.join(WORKFLOWS, file), 'utf8')) as Workflow;
const production = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'deploy', 'production.json'), 'utf8')) as {
  registryUrl: string;
  deployers: Record<string, string[]>;
};

describe('los pasos de un despliegue', () => {
  const shared = read('deploy-app.yml');

  it('the shared workflow runs exactly the steps, in production, after the pipeline that rehearses them', () => {
    const deploy = shared.jobs.produccion!;
    expect(deploy.needs).toBe('ensayo');
    expect(deploy.steps!.find((s) => s.name === 'Desplegar')?.run?.trim()).toBe(deployScript());
    expect(shared.jobs.ensayo!.steps!.map((s) => s.run).filter(Boolean)).toEqual([
      'npm ci',
      'npm run pipeline -- "${{ inputs.app }}"',
    ]);
    const auth = deploy.steps!.find((s) => s.uses?.startsWith('google-github-actions/auth'))!;
    expect(auth.with).toMatchObject({
      token_format: 'id_token',
      id_token_audience: production.registryUrl,
      id_token_include_email: true,
    });
    expect(deploy.permissions).toEqual({ contents: 'read', 'id-token': 'write' });
  });

  it('each app has its workflow: the shared one, as the deployer deploy/production.json names for it', () => {
    for (const app of APP_NAMES) {
      const wf = read(`deploy-${APP_DIRS[app]}.yml`);
      const job = Object.values(wf.jobs)[0]!;
      expect({ app, uses: job.uses, with: job.with }).toEqual({
        app,
        uses: './.github/workflows/deploy-app.yml',
        with: {
          app: APP_DIRS[app],
          service_account: production.deployers[APP_DIRS[app]]![0],
          why: "${{ inputs.why || '' }}",
        },
      });
      expect(JSON.stringify(wf.on)).toContain(`${APP_DIRS[app]}/**`);
    }
  });

  it('the pipeline runs the same steps (it imports them) and docs/deploys.md shows them as they are', () => {
    const pipeline = fs.readFileSync(path.join(ROOT_DIR, 'scripts', 'pipeline.ts'), 'utf8');
    expect(pipeline).toContain('deployScript(steps)');
    const docs = fs.readFileSync(path.join(ROOT_DIR, 'docs', 'deploys.md'), 'utf8');
    for (const step of DEPLOY_STEPS) expect(docs).toContain(step);
  });
});

/**
 * The plan's three executors: the apply against a fake gcloud and firebase (the exact commands, in
 * order; describe before create; a second run creates nothing; the first failure stops it), the dry
 * run (the same commands, as a script a shell accepts), and the stand-ins the rehearsal builds from it.
 */
import { spawnSync } from 'node:child_process';
import { applyPlan } from '../lib/setup/apply';
import { commandLine, dryRunScript } from '../lib/setup/dry-run';
import { readSetupInput, setupPlan } from '../lib/setup/plan';
import { applyToStandIns } from '../lib/setup/stand-in';
import type { Command } from '../lib/setup/steps';
import { fakeCloud, line, productionPlan } from './support/setup-plan';

const plan = productionPlan();
const providerArgs = plan.steps.find((s) => s.resource.kind === 'provider')!.ifMissing[0]!.args;
const CEL_MAPPING = providerArgs.find((a) => a.startsWith('--attribute-mapping='))!;
const CEL_CONDITION = providerArgs.find((a) => a.startsWith('--attribute-condition='))!;

describe('apply (a fake gcloud and firebase)', () => {
  it('on empty projects: each resource described, then created, then its grants — in the plan’s order', async () => {
    const cloud = fakeCloud({});
    const done = await applyPlan(plan, cloud.run);
    // What runs is the plan, step by step: check, then what a missing resource needs, then the grants.
    const expected = plan.steps.flatMap((s) =>
      [...(s.check ? [s.check.command] : []), ...(s.check?.present === 'prints' ? [] : s.ifMissing), ...s.always].map(
        line,
      ),
    );
    expect(cloud.calls).toEqual(expected);
    expect(done.filter((d) => d.outcome === 'creado')).toHaveLength(
      plan.steps.filter((s) => s.ifMissing.length).length,
    );
    // The commands themselves, as a platform engineer would type them.
    const at = (l: string) => {
      const i = cloud.calls.indexOf(l);
      expect({ missing: i === -1 ? l : null }).toEqual({ missing: null });
      return i;
    };
    const order = [
      'gcloud projects describe lotengo-prod --format=value(projectId)',
      'firebase projects:create lotengo-prod --display-name=Lo Tengo --non-interactive',
      'gcloud billing projects link lotengo-prod --billing-account=0A1B2C-3D4E5F-6A7B8C',
      'firebase projects:create lotengo-mf-inbox --display-name=Lo Tengo mf-inbox --non-interactive',
      'gcloud storage buckets describe gs://lotengo-prod-registry --project=lotengo-prod --format=value(name)',
      'gcloud storage buckets create gs://lotengo-prod-registry --project=lotengo-prod --location=us-central1 ' +
        '--uniform-bucket-level-access --public-access-prevention',
      'firebase hosting:sites:get lotengo-mf-inbox --project=lotengo-mf-inbox',
      'firebase hosting:sites:create lotengo-mf-inbox --project=lotengo-mf-inbox --non-interactive',
      'gcloud iam service-accounts create lotengo-functions --project=lotengo-prod ' +
        '--display-name=Funciones de Lo Tengo',
      'gcloud storage buckets add-iam-policy-binding gs://lotengo-prod-registry ' +
        '--member=serviceAccount:lotengo-functions@lotengo-prod.iam.gserviceaccount.com ' +
        '--role=roles/storage.objectUser ' +
        '--condition=^;^expression=resource.name == "projects/_/buckets/lotengo-prod-registry/objects/registry.json";' +
        'title=solo-el-registro',
      'gcloud storage buckets add-iam-policy-binding gs://lotengo-prod-registry ' +
        '--member=serviceAccount:lotengo-functions@lotengo-mf-inbox.iam.gserviceaccount.com ' +
        '--role=roles/storage.objectViewer ' +
        '--condition=^;^expression=resource.name == "projects/_/buckets/lotengo-prod-registry/objects/registry.json";' +
        'title=solo-el-registro',
      'gcloud iam service-accounts describe ci-inbox@lotengo-prod.iam.gserviceaccount.com --project=lotengo-prod ' +
        '--format=value(email)',
      'gcloud iam service-accounts create ci-inbox --project=lotengo-prod --display-name=CI de mf-inbox',
      'gcloud projects add-iam-policy-binding lotengo-mf-inbox ' +
        '--member=serviceAccount:ci-inbox@lotengo-prod.iam.gserviceaccount.com --role=roles/firebasehosting.admin ' +
        '--condition=None',
      'gcloud iam service-accounts add-iam-policy-binding lotengo-functions@lotengo-mf-inbox.iam.gserviceaccount.com ' +
        '--project=lotengo-mf-inbox --member=serviceAccount:ci-platform@lotengo-prod.iam.gserviceaccount.com ' +
        '--role=roles/iam.serviceAccountUser',
      'gcloud iam workload-identity-pools describe github --project=lotengo-prod --location=global ' +
        '--format=value(name)',
      'gcloud iam workload-identity-pools create github --project=lotengo-prod --location=global ' +
        '--display-name=GitHub Actions',
      'gcloud iam workload-identity-pools providers create-oidc github-actions --project=lotengo-prod ' +
        '--location=global --workload-identity-pool=github --display-name=GitHub Actions ' +
        `--issuer-uri=https://token.actions.githubusercontent.com ${CEL_MAPPING} ${CEL_CONDITION}`,
      'gcloud iam service-accounts add-iam-policy-binding ci-inbox@lotengo-prod.iam.gserviceaccount.com ' +
        '--project=lotengo-prod --member=principalSet://iam.googleapis.com/projects/431122334455/locations/global/' +
        'workloadIdentityPools/github/attribute.deploy_as/mf-inbox --role=roles/iam.workloadIdentityUser',
    ];
    const positions = order.map(at);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(CEL_MAPPING.startsWith('--attribute-mapping=^;^google.subject=assertion.sub;attribute.deploy_as=')).toBe(
      true,
    );
    expect(CEL_CONDITION.startsWith('--attribute-condition=assertion.repository_id == "811223344"')).toBe(true);
    // A team's account gets nothing on another team's project.
    expect(
      cloud.calls
        .filter((c) => c.includes('ci-inbox@') && / projects add-iam-policy-binding /.test(` ${c}`))
        .every((c) => c.includes('add-iam-policy-binding lotengo-mf-inbox ')),
    ).toBe(true);
  });

  it('run again on what exists: nothing created, the bucket and the provider brought back to the plan', async () => {
    const cloud = fakeCloud({ exists: () => true });
    const done = await applyPlan(plan, cloud.run);
    expect(
      cloud.calls.filter((c) => / (create|create-oidc|projects:create|hosting:sites:create) /.test(` ${c} `)),
    ).toEqual([]);
    expect(cloud.calls).toContain(
      'gcloud storage buckets update gs://lotengo-prod-registry --project=lotengo-prod --uniform-bucket-level-access ' +
        '--public-access-prevention',
    );
    expect(cloud.calls.some((c) => c.includes('providers update-oidc github-actions') && c.includes(CEL_MAPPING))).toBe(
      true,
    );
    expect(new Set(done.map((d) => d.outcome))).toEqual(
      new Set(['ya existía', 'actualizado', 'asegurado', 'nada que revocar']),
    );
    // The grants are added again: adding a binding that is there leaves the policy as it was.
    const first = fakeCloud({});
    await applyPlan(plan, first.run);
    const grants = (calls: string[]) => calls.filter((c) => c.includes('add-iam-policy-binding'));
    expect(grants(cloud.calls)).toEqual(grants(first.calls));
    expect(grants(cloud.calls).length).toBeGreaterThan(40);
  });

  it('the earlier grants, when found, are removed; when absent nothing is asked', async () => {
    const cloud = fakeCloud({ exists: () => true, granted: (l) => /appspot|attribute\.repository\//.test(l) });
    await applyPlan(plan, cloud.run);
    const removed = cloud.calls.filter((c) => c.includes('remove-iam-policy-binding'));
    expect(removed).toEqual([
      'gcloud storage buckets remove-iam-policy-binding gs://lotengo-prod-registry ' +
        '--member=serviceAccount:lotengo-prod@appspot.gserviceaccount.com --role=roles/storage.objectUser --all',
      ...['ci-shell', 'ci-requests', 'ci-properties', 'ci-inbox', 'ci-account'].map(
        (a) =>
          `gcloud iam service-accounts remove-iam-policy-binding ${a}@lotengo-prod.iam.gserviceaccount.com ` +
          '--project=lotengo-prod --member=principalSet://iam.googleapis.com/projects/431122334455/locations/global/' +
          'workloadIdentityPools/github/attribute.repository/lotengo/lotengo --role=roles/iam.workloadIdentityUser',
      ),
    ]);
  });

  it('stops at the first failing command, naming the step and the command', async () => {
    const cloud = fakeCloud({ fail: 'storage buckets create' });
    await expect(applyPlan(plan, cloud.run)).rejects.toThrow(
      new RegExp(
        String.raw`^Paso 16 \(el bucket del registro gs://lotengo-prod-registry.*\): ` +
          String.raw`gcloud storage buckets create .* falló: ERROR: \(gcloud\) PERMISSION_DENIED$`,
      ),
    );
    expect(cloud.calls.at(-1)).toContain('gcloud storage buckets create');
  });

  it('refuses a plan with placeholders, or for the emulators’ project, before any command', async () => {
    for (const env of ['production', 'rehearsal']) {
      const cloud = fakeCloud({});
      await expect(applyPlan(setupPlan(readSetupInput(env)), cloud.run)).rejects.toThrow(
        `No se aplica el plan de ${env}`,
      );
      expect(cloud.calls).toEqual([]);
    }
  });
});

describe('the dry run', () => {
  it('prints every command the apply runs, in the same order, as a script bash accepts', () => {
    const script = dryRunScript(plan);
    expect(spawnSync('bash', ['-n'], { input: script }).status).toBe(0);
    expect(script).not.toContain('exit 1');
    const commands = plan.steps.flatMap((s) => [
      ...(s.check ? [s.check.command] : []),
      ...s.ifPresent,
      ...s.ifMissing,
      ...s.always,
    ]);
    const printed = script.replace(/ \\\n\s+/g, ' ');
    let from = 0;
    for (const c of commands) {
      const at = printed.indexOf(commandLine(c), from);
      expect({ command: line(c), found: at !== -1 }).toEqual({ command: line(c), found: true });
      from = at;
    }
    // A shell reads each printed line back into the plan's very arguments (one bash for all of them).
    const echo = commands.map((c) => `printf '%s\\0' ${commandLine(c)}; printf '\\1'`).join('\n');
    const parsed = spawnSync('bash', ['-c', echo]).stdout.toString().split('\u0001').slice(0, -1);
    expect(parsed.map((p) => p.split('\0').slice(0, -1))).toEqual(commands.map((c: Command) => [c.tool, ...c.args]));
    expect(script).toContain(
      '#   projects/431122334455/locations/global/workloadIdentityPools/github/providers/github-actions',
    );
  });

  it('with placeholders, says which and stops before its first command', () => {
    const script = dryRunScript(setupPlan(readSetupInput('production')));
    const head = script.slice(0, script.indexOf('# 1. '));
    expect(head).toContain(
      '#   - setup.projectNumber aún es un marcador (<número de lotengo-prod>): pon el valor real',
    );
    expect(head).toMatch(/\nexit 1\n/);
    expect(spawnSync('/bin/bash', [], { input: script, env: { PATH: '/nonexistent' } }).status).toBe(1);
  });
});

describe('the stand-ins (the rehearsal)', () => {
  it('make the rehearsal’s bucket, its five site folders and the plan’s accounts, and say what they leave out', () => {
    const made = { buckets: [] as string[], sites: [] as string[], accounts: [] as string[] };
    const out = applyToStandIns(setupPlan(readSetupInput('rehearsal')), {
      createBucket: (b) => made.buckets.push(b),
      createSite: (app, site) => made.sites.push(`${app}:${site}`),
      createAccount: (e) => made.accounts.push(e),
    });
    expect(made).toEqual({
      buckets: ['demo-lotengo-registry'],
      sites: [
        'shell:demo-lotengo',
        'mf_requests:demo-lotengo-requests',
        'mf_properties:demo-lotengo-properties',
        'mf_inbox:demo-lotengo-inbox',
        'mf_account:demo-lotengo-account',
      ],
      accounts: [
        'lotengo-functions@demo-lotengo.iam.gserviceaccount.com',
        ...['ci-shell', 'ci-requests', 'ci-properties', 'ci-inbox', 'ci-account', 'release-admin', 'ci-platform'].map(
          (a) => `${a}@demo-lotengo.iam.gserviceaccount.com`,
        ),
      ],
    });
    expect(out.leftOut).toEqual(
      expect.arrayContaining([
        'el proyecto demo-lotengo (shell, mf-requests, mf-properties, mf-inbox, mf-account)',
        'el pool de Workload Identity github en demo-lotengo',
      ]),
    );
    expect(out.made.length + out.leftOut.length).toBe(setupPlan(readSetupInput('rehearsal')).steps.length);
  });
});

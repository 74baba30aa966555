/**
 * The setup plan and the settings agree, and the plan grants what the design says and nothing more: the
 * deployers and admins of deploy/<environment>.json are the accounts the plan makes, .firebaserc maps
 * each target to the site the settings name in the project that holds it, a team's account has roles on
 * its own project only, the functions' accounts reach the registry object only; placeholders and
 * disagreements keep the plan from being applied, naming the setting.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR, FIREBASE_JSON } from '@lotengo/platform/paths';
import { APP_DIRS, APP_NAMES } from '@lotengo/platform/releases/layout';
import { DEPLOY_DIR } from '@lotengo/platform/releases/settings';
import { gcsStorage } from '@lotengo/platform/registry/gcs-storage';
import { firebaseDeployPlan } from '../lib/releases/firebase-deploy';
import { DEPLOY_IDENTITIES } from '../lib/setup/identities';
import {
  applyRefusals,
  DEPLOYER_ROLES,
  firebasercSite,
  readSetupInput,
  REGION,
  REGISTRY_OBJECT,
  setupPlan,
  type SetupPlan,
} from '../lib/setup/plan';
import type { Resource } from '../lib/setup/steps';
import { productionInput, productionPlan } from './support/setup-plan';

const resources = <K extends Resource['kind']>(plan: SetupPlan, kind: K) =>
  plan.steps.map((s) => s.resource).filter((r): r is Extract<Resource, { kind: K }> => r.kind === kind);

describe('the settings and the plan agree', () => {
  it.each(['production', 'rehearsal'])('%s: deployers and admins name the plan’s accounts, and only them', (env) => {
    const input = readSetupInput(env);
    const plan = setupPlan(input);
    const accounts = resources(plan, 'account').map((a) => a.email);
    for (const identity of DEPLOY_IDENTITIES) {
      const email = `${identity.accountId}@${input.projectId}.iam.gserviceaccount.com`;
      expect(accounts).toContain(email);
      if (identity.role === 'deployer') expect(input.deployers[identity.deployAs]).toEqual([email]);
    }
    expect(input.admins).toEqual([`release-admin@${input.projectId}.iam.gserviceaccount.com`]);
    expect(Object.keys(input.deployers).sort()).toEqual(APP_NAMES.map((a) => APP_DIRS[a]).sort());
    // Nothing but the placeholders keeps production from being applied; the rehearsal is the emulators'.
    expect(plan.problems.filter((p) => !/aún es un marcador/.test(p))).toEqual([]);
  });

  it.each(['production', 'rehearsal'])('%s: .firebaserc maps each target to the site the settings name', (env) => {
    const plan = setupPlan(readSetupInput(env));
    const sites = resources(plan, 'site');
    expect(sites.map((s) => s.app)).toEqual(APP_NAMES);
    for (const s of sites) expect(firebasercSite(s.project, APP_DIRS[s.app])).toBe(s.site);
    expect(resources(plan, 'target').map((t) => `${t.target}→${t.site}@${t.project}`)).toEqual(
      sites.map((s) => `${APP_DIRS[s.app]}→${s.site}@${s.project}`),
    );
    // An upload deploys to the project the plan makes the site in.
    for (const s of sites)
      expect(firebaseDeployPlan({ app: s.app, projectId: plan.project, message: 'm' }).args).toEqual(
        expect.arrayContaining(['--project', s.project, '--only', `hosting:${APP_DIRS[s.app]}`]),
      );
  });

  it('production: the shell in the main project, each remote’s site the default site of a project of its own', () => {
    const plan = productionPlan();
    const sites = resources(plan, 'site');
    expect(sites.find((s) => s.app === 'shell')).toMatchObject({ project: 'lotengo-prod', site: 'lotengo-prod' });
    for (const s of sites.filter((x) => x.app !== 'shell')) expect(s.site).toBe(s.project);
    expect(plan.projects).toEqual([
      'lotengo-prod',
      'lotengo-mf-requests',
      'lotengo-mf-properties',
      'lotengo-mf-inbox',
      'lotengo-mf-account',
    ]);
    const rc = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, '.firebaserc'), 'utf8')) as {
      targets: Record<string, { hosting: Record<string, string[]> }>;
    };
    // A remote's project holds its target and no other: a deploy there can reach no other site.
    for (const s of sites) expect(Object.keys(rc.targets[s.project]!.hosting)).toEqual([APP_DIRS[s.app]]);
    // The sites' URLs are those projects' default sites.
    const settings = JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'production.json'), 'utf8')) as {
      shellUrl: string;
      remotes: Record<string, string>;
    };
    expect([settings.shellUrl, ...Object.values(settings.remotes)]).toEqual(
      sites.map((s) => `https://${s.site}.web.app`),
    );
  });
});

describe('what the plan grants', () => {
  const plan = productionPlan();
  const grants = resources(plan, 'project-role');

  it('a team’s CI account: the Hosting and viewer roles on its own project, none elsewhere', () => {
    for (const team of DEPLOY_IDENTITIES.filter((i) => i.role === 'deployer')) {
      const own = resources(plan, 'site').find((s) => s.app === team.app)!.project;
      const mine = grants.filter(
        (g) => g.member === `serviceAccount:${team.accountId}@lotengo-prod.iam.gserviceaccount.com`,
      );
      expect(mine.map((g) => `${g.role}@${g.project}`)).toEqual(DEPLOYER_ROLES.map((r) => `${r}@${own}`));
    }
    // The admins' account moves pointers only (the pointer service checks its token): no project role.
    expect(grants.filter((g) => g.member.includes('release-admin@'))).toEqual([]);
    // Nobody gets Hosting on a project but the team of its site.
    const hosting = grants.filter((g) => g.role === 'roles/firebasehosting.admin');
    expect(hosting.map((g) => g.project)).toEqual(plan.projects);
  });

  it('the functions run as an account of their own, that reaches the registry object and nothing else', () => {
    const onBucket = resources(plan, 'bucket-role');
    // The object the pointer service keeps the registry in.
    const where = gcsStorage({ name: 'lotengo-prod-registry', file: () => ({}) as never }).where;
    expect(where).toBe(`gs://lotengo-prod-registry/${REGISTRY_OBJECT}`);
    expect(onBucket).toEqual(
      plan.projects.map((project) => ({
        kind: 'bucket-role',
        bucket: 'lotengo-prod-registry',
        member: `serviceAccount:lotengo-functions@${project}.iam.gserviceaccount.com`,
        role: project === 'lotengo-prod' ? 'roles/storage.objectUser' : 'roles/storage.objectViewer',
        condition: {
          title: 'solo-el-registro',
          expression: 'resource.name == "projects/_/buckets/lotengo-prod-registry/objects/registry.json"',
        },
      })),
    );
    // Conditions on a bucket need uniform access: made with it, and turned on for a bucket made by hand.
    const bucket = plan.steps.find((s) => s.resource.kind === 'bucket')!;
    for (const c of [...bucket.ifMissing, ...bucket.ifPresent])
      expect(c.args).toContain('--uniform-bucket-level-access');
    expect(resources(plan, 'bucket')).toEqual([
      { kind: 'bucket', project: 'lotengo-prod', bucket: 'lotengo-prod-registry', location: REGION },
    ]);
    const rewrites = JSON.stringify(JSON.parse(fs.readFileSync(FIREBASE_JSON, 'utf8')));
    expect([...rewrites.matchAll(/"region":"([^"]+)"/g)].every((m) => m[1] === REGION)).toBe(true);
    // The platform's account may deploy functions that run as those accounts, no one else may.
    const actAs = resources(plan, 'account-role').filter((r) => r.role === 'roles/iam.serviceAccountUser');
    expect(actAs.map((r) => `${r.member}→${r.account}`)).toEqual(
      plan.projects.map(
        (p) =>
          'serviceAccount:ci-platform@lotengo-prod.iam.gserviceaccount.com→' +
          `lotengo-functions@${p}.iam.gserviceaccount.com`,
      ),
    );
  });

  it('the grants of the earlier prose setup are revoked: the App Engine account, the repository-wide binding', () => {
    const revoked = plan.steps.filter((s) => s.resource.kind.startsWith('revoke-')).map((s) => s.resource);
    expect(revoked).toContainEqual(
      expect.objectContaining({
        kind: 'revoke-bucket-role',
        member: 'serviceAccount:lotengo-prod@appspot.gserviceaccount.com',
      }),
    );
    expect(revoked.filter((r) => r.kind === 'revoke-account-role')).toHaveLength(5);
  });
});

describe('what keeps the plan from being applied', () => {
  it('the committed production: its placeholders, each named', () => {
    expect(applyRefusals(setupPlan(readSetupInput('production')))).toEqual([
      'setup.github.repository aún es un marcador (<dueño>/<repositorio>): pon el valor real',
      'setup.github.repositoryId aún es un marcador (<id del repositorio>): pon el valor real',
      'setup.github.repositoryOwnerId aún es un marcador (<id del dueño>): pon el valor real',
      'setup.projectNumber aún es un marcador (<número de lotengo-prod>): pon el valor real',
      'setup.billingAccount aún es un marcador (<cuenta de facturación>): pon el valor real',
    ]);
  });

  it('malformed ids, deployers the plan does not make, a site .firebaserc does not map, a demo project', () => {
    const input = productionInput();
    const plan = setupPlan({
      ...input,
      setup: { ...input.setup, github: { ...input.setup.github, repositoryId: '12" || true || "' } },
      deployers: { ...input.deployers, 'mf-inbox': ['intruso@lotengo-prod.iam.gserviceaccount.com'] },
      sites: { ...input.sites, mf_account: { project: 'lotengo-mf-account', site: 'otro-sitio' } },
    });
    expect(plan.problems).toEqual([
      'setup.github.repositoryId no es un número (la API de GitHub: id) (12" || true || ")',
      '.firebaserc no asigna el sitio otro-sitio al target mf-account del proyecto lotengo-mf-account ' +
        '(asigna lotengo-mf-account)',
      'deployers.mf-inbox debe nombrar solo ci-inbox@lotengo-prod.iam.gserviceaccount.com, la cuenta que crea el ' +
        'plan (dice ["intruso@lotengo-prod.iam.gserviceaccount.com"])',
    ]);
    expect(applyRefusals(setupPlan(readSetupInput('rehearsal')))).toEqual([
      'demo-lotengo es de los emuladores: el plan solo se aplica a sus réplicas (npm run rehearsal)',
    ]);
  });
});

describe('npm run setup', () => {
  const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/setup.ts', ...args], {
      cwd: ROOT_DIR,
      env,
      encoding: 'utf8',
    });

  it('the dry run prints the plan as a script; --apply refuses production’s placeholders before any command', () => {
    const dry = run(['--env', 'production']);
    expect(dry.status).toBe(0);
    expect(dry.stdout.startsWith('#!/usr/bin/env bash\n')).toBe(true);
    expect(dry.stdout).toContain('gcloud storage buckets create gs://lotengo-prod-registry');
    expect(spawnSync('bash', ['-n'], { input: dry.stdout }).status).toBe(0);
    // A gcloud and a firebase that record being called: --apply must call neither.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-setup-bin-'));
    try {
      const log = path.join(bin, 'calls');
      fs.writeFileSync(path.join(bin, 'gcloud'), `#!/bin/sh\necho "$@" >> ${log}\n`, { mode: 0o755 });
      const applied = run(['--env', 'production', '--apply'], { ...process.env, PATH: `${bin}:${process.env.PATH}` });
      expect(applied.status).toBe(1);
      expect(applied.stderr).toContain('No se aplica el plan de production (deploy/production.json): setup.github');
      expect(fs.existsSync(log)).toBe(false);
    } finally {
      fs.rmSync(bin, { recursive: true, force: true });
    }
    expect(run([]).stderr).toContain('Falta --env');
    expect(run(['--env', 'staging']).stderr).toContain('Ajustes de staging: no existe deploy/staging.json.');
  });
});

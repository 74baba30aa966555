/**
 * A team's credential moves only its app, and only from its own workflow on main: the provider's
 * attribute mapping and condition, read back from the very gcloud command the plan runs, evaluated by a
 * CEL evaluator as Workload Identity Federation evaluates them (the mapping sees `assertion`, the
 * condition `assertion`, `google` and `attribute`), against forged GitHub OIDC claims; then the
 * accounts whose workloadIdentityUser binding names the mapped attribute are the ones that token may
 * act as.
 */
import { evaluate } from '@marcbachmann/cel-js';
import { DEPLOY_IDENTITIES, NOBODY, poolName } from '../lib/setup/identities';
import type { Command } from '../lib/setup/steps';
import { OWNER_ID, PROJECT_NUMBER, productionPlan, REPOSITORY, REPOSITORY_ID } from './support/setup-plan';

type Claims = Record<string, string>;

const plan = productionPlan();
const provider = plan.steps.find((s) => s.resource.kind === 'provider')!;
const flag = (c: Command, name: string) => {
  const found = c.args.find((a) => a.startsWith(`--${name}=`));
  if (!found) throw new Error(`sin --${name}`);
  return found.slice(name.length + 3);
};
/** gcloud's `^;^k=v;k=v` dict flag, read back. */
const dict = (value: string) => {
  expect(value.startsWith('^;^')).toBe(true);
  return Object.fromEntries(
    value
      .slice(3)
      .split(';')
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
};
const created = provider.ifMissing[0]!;
const mapping = dict(flag(created, 'attribute-mapping'));
const condition = flag(created, 'attribute-condition');

/** Each account and the principal set its workloadIdentityUser binding names, from the plan's commands. */
const bindings = plan.steps
  .flatMap((s) => s.always)
  .filter((c) => c.args.includes('add-iam-policy-binding') && c.args.includes('--role=roles/iam.workloadIdentityUser'))
  .map((c) => ({ account: c.args[3]!, member: flag(c, 'member') }));

function exchange(claims: Claims): { accepted: boolean; deployAs: string; accounts: string[] } {
  const attributes = Object.fromEntries(
    Object.entries(mapping).map(([key, expression]) => [key, evaluate(expression, { assertion: claims })]),
  ) as Record<string, unknown>;
  const deployAs = String(attributes['attribute.deploy_as']);
  const accepted =
    evaluate(condition, {
      assertion: claims,
      google: { subject: attributes['google.subject'] },
      attribute: { deploy_as: deployAs },
    }) === true;
  const prefix = `principalSet://iam.googleapis.com/${poolName(PROJECT_NUMBER)}/attribute.deploy_as/`;
  const accounts = accepted ? bindings.filter((b) => b.member === `${prefix}${deployAs}`).map((b) => b.account) : [];
  return { accepted, deployAs, accounts };
}

const workflowRef = (file: string, ref = 'refs/heads/main', repository = REPOSITORY) =>
  `${repository}/.github/workflows/${file}@${ref}`;

/** The claims GitHub puts in a job's OIDC token (docs: "About security hardening with OpenID Connect"). */
interface Forged {
  workflow: string;
  job?: string;
  environment?: string | null;
  [claim: string]: string | null | undefined;
}
function claims(over: Forged): Claims {
  const { workflow, job, environment, ...given } = over;
  const rest = given as Claims;
  const repository = rest.repository ?? REPOSITORY;
  const ref = rest.ref ?? 'refs/heads/main';
  const out: Claims = {
    repository,
    repository_id: REPOSITORY_ID,
    repository_owner: repository.split('/')[0]!,
    repository_owner_id: OWNER_ID,
    ref,
    ref_type: ref.startsWith('refs/tags/') ? 'tag' : 'branch',
    event_name: 'push',
    actor: 'alguien',
    workflow_ref: workflowRef(workflow, ref, repository),
    job_workflow_ref: job ?? workflowRef(workflow, ref, repository),
    runner_environment: 'github-hosted',
    sha: '0123456789abcdef0123456789abcdef01234567',
    ...rest,
  };
  if (environment !== null) out.environment = environment ?? '';
  out.sub = `repo:${repository}:${environment ? `environment:${environment}` : `ref:${ref}`}`;
  return out;
}

const email = (id: string) => `${id}@lotengo-prod.iam.gserviceaccount.com`;
const teams = DEPLOY_IDENTITIES.filter((i) => i.role === 'deployer');

describe('who may act as whom (the committed Workload Identity conditions)', () => {
  it('the CEL in the gcloud commands is the plan’s, within what Google accepts', () => {
    expect(plan.problems).toEqual([]);
    expect(Object.keys(mapping)).toEqual(['google.subject', 'attribute.deploy_as']);
    // The update command converges an existing provider to the very same expressions.
    expect(dict(flag(provider.ifPresent[0]!, 'attribute-mapping'))).toEqual(mapping);
    expect(flag(provider.ifPresent[0]!, 'attribute-condition')).toBe(condition);
    // Google's limits: 2048 characters a mapping expression, 4096 the condition.
    for (const expression of Object.values(mapping)) expect(expression.length).toBeLessThanOrEqual(2048);
    expect(condition.length).toBeLessThanOrEqual(4096);
    expect(bindings.map((b) => b.account).sort()).toEqual(DEPLOY_IDENTITIES.map((i) => email(i.accountId)).sort());
  });

  it.each(teams.map((t) => [t.deployAs, t] as const))(
    '%s: its own deploy and rollback workflows on main, in its environment, act as its account only',
    (_name, team) => {
      const own = { environment: team.environment };
      const deploy = claims({ workflow: `deploy-${team.deployAs}.yml`, job: workflowRef('deploy-app.yml'), ...own });
      expect(exchange(deploy)).toEqual({ accepted: true, deployAs: team.deployAs, accounts: [email(team.accountId)] });
      const byHand = { ...deploy, event_name: 'workflow_dispatch' };
      expect(exchange(byHand).accounts).toEqual([email(team.accountId)]);
      const rollback = claims({
        workflow: `rollback-${team.deployAs}.yml`,
        job: workflowRef('rollback-app.yml'),
        event_name: 'workflow_dispatch',
        ...own,
      });
      expect(exchange(rollback).accounts).toEqual([email(team.accountId)]);
    },
  );

  it.each(teams.map((t) => [t.deployAs, t] as const))('%s: every forged variation is refused', (_name, team) => {
    const other = teams.find((t) => t !== team)!;
    const own = { workflow: `deploy-${team.deployAs}.yml`, job: workflowRef('deploy-app.yml') };
    const refused: Array<[string, Claims]> = [
      [
        'another team’s workflow',
        claims({ ...own, workflow: `deploy-${other.deployAs}.yml`, environment: team.environment }),
      ],
      ['its workflow in another team’s environment', claims({ ...own, environment: other.environment })],
      [
        'another team’s workflow in its environment',
        claims({ ...own, workflow: `rollback-${other.deployAs}.yml`, environment: team.environment }),
      ],
      ['no environment', claims({ ...own, environment: null })],
      ['a branch', claims({ ...own, environment: team.environment, ref: 'refs/heads/x' })],
      [
        'a branch’s copy of the workflow, with ref main claimed',
        claims({ ...own, environment: team.environment, workflow_ref: workflowRef(own.workflow, 'refs/heads/x') }),
      ],
      ['a tag', claims({ ...own, environment: team.environment, ref: 'refs/tags/v1' })],
      [
        'a pull request',
        claims({ ...own, environment: team.environment, event_name: 'pull_request', ref: 'refs/pull/1/merge' }),
      ],
      // pull_request_target runs the base branch's workflow with ref main: the event alone refuses it.
      [
        'pull_request_target on main',
        claims({ ...own, environment: team.environment, event_name: 'pull_request_target' }),
      ],
      ['workflow_run on main', claims({ ...own, environment: team.environment, event_name: 'workflow_run' })],
      [
        'another repository',
        claims({
          ...own,
          environment: team.environment,
          repository: 'otro/lotengo',
          repository_id: '999',
          repository_owner_id: '998',
        }),
      ],
      ['the same name, another repository id', claims({ ...own, environment: team.environment, repository_id: '812' })],
      [
        'the same repository id, another owner id',
        claims({ ...own, environment: team.environment, repository_owner_id: '1' }),
      ],
      [
        'its reusable deploy called from another repository',
        claims({
          ...own,
          environment: team.environment,
          repository: 'otro/lotengo',
          repository_id: '999',
          repository_owner_id: '998',
          job: workflowRef('deploy-app.yml'),
        }),
      ],
      [
        'its reusable deploy called from another workflow of this repository',
        claims({ ...own, workflow: 'ci.yml', environment: team.environment }),
      ],
      [
        'its workflow calling a reusable workflow from elsewhere',
        claims({
          ...own,
          environment: team.environment,
          job: 'otro/acciones/.github/workflows/deploy.yml@refs/heads/main',
        }),
      ],
      [
        'its workflow calling a reusable workflow of a branch',
        claims({ ...own, environment: team.environment, job: workflowRef('deploy-app.yml', 'refs/heads/x') }),
      ],
      ['a self-hosted runner', claims({ ...own, environment: team.environment, runner_environment: 'self-hosted' })],
      [
        'the admins’ rollback workflow in its environment',
        claims({ workflow: 'rollback-admin.yml', environment: team.environment, event_name: 'workflow_dispatch' }),
      ],
    ];
    for (const [what, forged] of refused) expect({ what, ...exchange(forged) }).toMatchObject({ what, accounts: [] });
    // Each of those maps to nobody, or is refused by the provider before any binding is looked at.
    for (const [what, forged] of refused)
      expect({ what, ok: exchange(forged).deployAs === NOBODY || !exchange(forged).accepted }).toEqual({
        what,
        ok: true,
      });
  });

  it('release-admin@ only from rollback-admin.yml in production-admins; ci-platform@ from deploy-functions.yml', () => {
    const admin = claims({
      workflow: 'rollback-admin.yml',
      environment: 'production-admins',
      event_name: 'workflow_dispatch',
    });
    expect(exchange(admin).accounts).toEqual([email('release-admin')]);
    expect(exchange({ ...admin, environment: 'production-mf-inbox' }).accounts).toEqual([]);
    expect(exchange(claims({ workflow: 'rollback-mf-inbox.yml', environment: 'production-admins' })).accounts).toEqual(
      [],
    );
    expect(
      exchange({ ...admin, ref: 'refs/heads/x', workflow_ref: workflowRef('rollback-admin.yml', 'refs/heads/x') })
        .accounts,
    ).toEqual([]);

    const platform = claims({ workflow: 'deploy-functions.yml', environment: 'production-platform' });
    expect(exchange(platform).accounts).toEqual([email('ci-platform')]);
    expect(exchange({ ...platform, environment: 'production-shell' }).accounts).toEqual([]);
    expect(exchange(claims({ workflow: 'deploy-shell.yml', environment: 'production-platform' })).accounts).toEqual([]);
    expect(exchange({ ...platform, event_name: 'pull_request', ref: 'refs/pull/3/merge' }).accounts).toEqual([]);
  });

  it('a token that may act as nobody is not exchanged at all', () => {
    const stray = claims({ workflow: 'ci.yml', environment: 'production-mf-inbox' });
    expect(exchange(stray)).toEqual({ accepted: false, deployAs: NOBODY, accounts: [] });
  });
});

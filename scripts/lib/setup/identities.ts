/**
 * Who may act in production, as data: the seven CI accounts, which GitHub workflow may use each (from
 * main, in which protected environment), and the two expressions Workload Identity Federation evaluates
 * for GitHub's OIDC token — written here once, put into the gcloud commands by the plan and evaluated by
 * the tests against forged claims (scripts/__tests__/setup-identity.test.ts).
 *
 * The design (docs/platform-setup.md): the provider maps each token to one custom attribute, `deploy_as`,
 * that names the identity the token may act as — or "nadie" — from the caller workflow's file
 * (`workflow_ref`: in a reusable workflow it is still the caller's), the branch, the GitHub environment,
 * the repository's id and the event; each account's `roles/iam.workloadIdentityUser` binding names one
 * value of that attribute. The provider's condition refuses, before any of it, tokens of another
 * repository or owner, of another branch, of pull requests and of self-hosted runners.
 */
import { APP_DIRS, APP_NAMES, type AppName } from '@lotengo/platform/releases/layout';

export const MAIN_REF = 'refs/heads/main';
/** The attribute's value for a token that may act as no account. */
export const NOBODY = 'nadie';
export const DEPLOY_ATTRIBUTE = 'deploy_as';
export const POOL_ID = 'github';
export const PROVIDER_ID = 'github-actions';
export const GITHUB_ISSUER = 'https://token.actions.githubusercontent.com';
/** The events a deploy runs on: a push to main or a run by hand. Never pull_request(_target), workflow_run… */
export const DEPLOY_EVENTS = ['push', 'workflow_dispatch'] as const;

export type IdentityRole = 'deployer' | 'admin' | 'platform';

export interface DeployIdentity {
  /** The value of `attribute.deploy_as` the account's binding names. */
  deployAs: string;
  /** The account's id in the main project (`<id>@<project>.iam.gserviceaccount.com`). */
  accountId: string;
  /** The protected GitHub environment the job must run in. */
  environment: string;
  /** The workflow files (.github/workflows/) that may act as it, from main. */
  workflows: string[];
  role: IdentityRole;
  /** The app it deploys and rolls back (a deployer's only). */
  app: AppName | null;
  /** What it is, for people (the account's display name). */
  title: string;
}

const TEAM_ACCOUNT: Record<AppName, string> = {
  shell: 'ci-shell',
  mf_requests: 'ci-requests',
  mf_properties: 'ci-properties',
  mf_inbox: 'ci-inbox',
  mf_account: 'ci-account',
};

export const DEPLOY_IDENTITIES: readonly DeployIdentity[] = [
  ...APP_NAMES.map((app): DeployIdentity => ({
    deployAs: APP_DIRS[app],
    accountId: TEAM_ACCOUNT[app],
    environment: `production-${APP_DIRS[app]}`,
    workflows: [`deploy-${APP_DIRS[app]}.yml`, `rollback-${APP_DIRS[app]}.yml`],
    role: 'deployer',
    app,
    title: `CI de ${APP_DIRS[app]}`,
  })),
  {
    deployAs: 'admins',
    accountId: 'release-admin',
    environment: 'production-admins',
    workflows: ['rollback-admin.yml'],
    role: 'admin',
    app: null,
    title: 'Admins de releases',
  },
  {
    deployAs: 'platform',
    accountId: 'ci-platform',
    environment: 'production-platform',
    workflows: ['deploy-functions.yml'],
    role: 'platform',
    app: null,
    title: 'CI de la plataforma (funciones)',
  },
];

export const serviceAccountEmail = (accountId: string, project: string) =>
  `${accountId}@${project}.iam.gserviceaccount.com`;

/** The repository whose workflows may deploy, as GitHub's claims name it. */
export interface GithubRepository {
  repository: string;
  repositoryId: string;
  repositoryOwnerId: string;
}

/** A CEL string literal. Every value put in one is checked by the plan first (ids, file names: no quote, no `\`). */
const str = (value: string) => `"${value}"`;
const list = (values: readonly string[]) => `[${values.map(str).join(', ')}]`;

/**
 * The provider's attribute mapping: `google.subject` (GitHub's `sub`, what the audit logs show) and
 * `attribute.deploy_as`. The rows are (workflow file, environment, identity); a token gets the identity
 * of the row whose workflow it runs (`workflow_ref` = this repository's file on main) in that row's
 * environment, provided the job's own workflow (`job_workflow_ref`) is this repository's on main too
 * (not a reusable workflow from elsewhere); any other token gets "nadie". No repository name is written
 * in it: the repository is the one whose id matches, and the refs are built from its `repository` claim.
 */
export function attributeMapping(github: Pick<GithubRepository, 'repositoryId'>): Record<string, string> {
  const rows = DEPLOY_IDENTITIES.flatMap((i) => i.workflows.map((w) => list([w, i.environment, i.deployAs])));
  const workflows = 'assertion.repository + "/.github/workflows/"';
  const guards = [
    'has(assertion.environment)',
    `assertion.repository_id == ${str(github.repositoryId)}`,
    `assertion.ref == ${str(MAIN_REF)}`,
    `assertion.event_name in ${list(DEPLOY_EVENTS)}`,
    `assertion.job_workflow_ref.startsWith(${workflows})`,
    `assertion.job_workflow_ref.endsWith(${str(`@${MAIN_REF}`)})`,
  ];
  const matches =
    `assertion.workflow_ref == ${workflows} + r[0] + ${str(`@${MAIN_REF}`)}` + ' && assertion.environment == r[1]';
  const deployAs =
    `${guards.join(' && ')} ? ([${rows.join(', ')}].filter(r, ${matches}).map(r, r[2]) + ` +
    `[${str(NOBODY)}])[0] : ${str(NOBODY)}`;
  return { 'google.subject': 'assertion.sub', [`attribute.${DEPLOY_ATTRIBUTE}`]: deployAs };
}

/**
 * The provider's attribute condition: a token is exchanged at all only from this repository (its id and
 * its owner's: a repository of the same name elsewhere, or recreated, has other ids), on main, on a
 * push or a run by hand, on GitHub's own runners, and when it may act as someone.
 */
export function attributeCondition(github: GithubRepository): string {
  return [
    `assertion.repository_id == ${str(github.repositoryId)}`,
    `assertion.repository_owner_id == ${str(github.repositoryOwnerId)}`,
    `assertion.ref == ${str(MAIN_REF)}`,
    `assertion.event_name in ${list(DEPLOY_EVENTS)}`,
    'assertion.runner_environment == "github-hosted"',
    `attribute.${DEPLOY_ATTRIBUTE} != ${str(NOBODY)}`,
  ].join(' && ');
}

/** The pool's resource name, under the main project's number. */
export const poolName = (projectNumber: string) =>
  `projects/${projectNumber}/locations/global/workloadIdentityPools/${POOL_ID}`;

/** What a workflow names as `workload_identity_provider` (google-github-actions/auth). */
export const providerName = (projectNumber: string) => `${poolName(projectNumber)}/providers/${PROVIDER_ID}`;

/** The principals whose token maps to `deployAs`: the member of that account's workloadIdentityUser binding. */
export const deployAsMember = (projectNumber: string, deployAs: string) =>
  `principalSet://iam.googleapis.com/${poolName(projectNumber)}/attribute.${DEPLOY_ATTRIBUTE}/${deployAs}`;

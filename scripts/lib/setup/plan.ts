/**
 * What a new production needs, as data, from one environment's settings (deploy/<environment>.json):
 * the projects (the main one: functions, registry, the shell's site; one per remote's site), the
 * registry bucket, the five sites and their targets, the functions' runtime accounts and what each may
 * do with the registry object, the seven CI accounts and their roles (each on its own project only), the
 * Workload Identity pool and GitHub provider, and which workflow may act as which account. The dry run
 * prints it, the apply executor runs it, the rehearsal's stand-ins are built from it (docs/platform-setup.md).
 *
 * The settings may still hold placeholders (`<…>`) for what only exists once the repository and the
 * projects do: the plan is printed with them, and refused for applying until each is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { APP_DIRS, APP_NAMES, type AppName } from '@lotengo/platform/releases/layout';
import { DEPLOY_DIR, expandPlaceholders } from '@lotengo/platform/releases/settings';
import {
  deploySettingsSchema,
  isDemoProject,
  setupSettingsSchema,
  type SetupSettings,
  type SiteSettings,
} from '@lotengo/shared/build/deploy-settings';
import { commandsOf } from './commands';
import {
  attributeCondition,
  attributeMapping,
  DEPLOY_IDENTITIES,
  deployAsMember,
  GITHUB_ISSUER,
  POOL_ID,
  poolName,
  PROVIDER_ID,
  providerName,
  serviceAccountEmail,
  type DeployIdentity,
} from './identities';
import type { Resource, Step } from './steps';
import { FUNCTIONS_RUNTIME_ACCOUNT } from '@lotengo/platform/runtime-account';

/** The functions' region (firebase.json's rewrites name it): the bucket lives beside them. */
export const REGION = 'us-central1';
/** The object the pointer service keeps the registry in (platform/src/registry/gcs-storage.ts). */
export const REGISTRY_OBJECT = 'registry.json';
/** The functions' own account in each project: `serviceAccount: 'lotengo-functions@'` resolves to it. */
export const RUNTIME_ACCOUNT = FUNCTIONS_RUNTIME_ACCOUNT;

/** A team's CI account on its own project: deploy its site (with rewrites to 2nd-gen functions) and nothing else. */
export const DEPLOYER_ROLES = [
  'roles/firebasehosting.admin',
  // `firebase deploy` reads the functions and Cloud Run services its rewrites name.
  'roles/cloudfunctions.viewer',
  'roles/run.viewer',
  // …and checks the project's APIs are on (Firebase's own GitHub account gets the same).
  'roles/serviceusage.serviceUsageConsumer',
];
/** The platform's CI account on each project: deploy the functions (HTTP, 2nd gen), nothing of Hosting. */
export const PLATFORM_ROLES = [
  'roles/cloudfunctions.admin',
  // A new HTTP function's invoker is set on its Cloud Run service.
  'roles/run.admin',
  // `firebase deploy` first checks firebase.projects.get.
  'roles/firebasehosting.viewer',
  'roles/serviceusage.serviceUsageConsumer',
];
const MAIN_APIS = [
  'firebase.googleapis.com',
  'firebasehosting.googleapis.com',
  'cloudfunctions.googleapis.com',
  'run.googleapis.com',
  'cloudbuild.googleapis.com',
  'artifactregistry.googleapis.com',
  'storage.googleapis.com',
  'iam.googleapis.com',
  'iamcredentials.googleapis.com',
  'sts.googleapis.com',
];
const SITE_APIS = MAIN_APIS.filter((a) => !/^(storage|iam|iamcredentials|sts)\./.test(a));

export class SetupError extends Error {}

export interface SetupInput {
  environment: string;
  /** The settings file, as shown in messages. */
  file: string;
  projectId: string;
  registryBucket: string;
  sites: Partial<Record<AppName, SiteSettings>>;
  deployers: Record<string, string[]>;
  admins: string[];
  setup: SetupSettings;
}

export interface SetupPlan {
  environment: string;
  file: string;
  /** The main project (functions, registry, the shell's site, the accounts, the identity pool). */
  project: string;
  /** Every project, the main one first. */
  projects: string[];
  steps: Step[];
  /** Why it may not be applied yet (placeholders, disagreements): empty when it may. */
  problems: string[];
  /** What the workflows name as `workload_identity_provider`. */
  provider: string;
}

const inputSchema = z.object({
  firebase: z.object({ projectId: z.string().min(1) }),
  registryBucket: z.string({ error: 'falta el bucket del registro' }).min(1),
  sites: deploySettingsSchema.shape.sites,
  deployers: deploySettingsSchema.shape.deployers,
  admins: deploySettingsSchema.shape.admins,
  setup: setupSettingsSchema,
});

/**
 * The setup's view of deploy/<environment>.json: only what the plan needs, so a production that cannot
 * deploy yet (its web API key comes from a project the plan creates) can still be set up.
 */
export function readSetupInput(environment: string, dir = DEPLOY_DIR, env: NodeJS.ProcessEnv = {}): SetupInput {
  if (!/^[a-z][a-z0-9-]{0,30}$/.test(environment))
    throw new SetupError(`"${environment}" no es un nombre de entorno (minúsculas, cifras y guiones).`);
  const file = path.join(dir, `${environment}.json`);
  const shown = path.relative(ROOT_DIR, file).startsWith('..') ? file : path.relative(ROOT_DIR, file);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
    throw new SetupError(
      `Ajustes de ${environment}: ${missing ? `no existe ${shown}` : `${shown} no es JSON válido`}.`,
    );
  }
  const parsed = inputSchema.safeParse(expandPlaceholders(raw, env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(raíz)'}: ${i.message}`);
    throw new SetupError(`Ajustes de ${environment} (${shown}) sin lo que el plan necesita: ${problems.join('; ')}.`);
  }
  const s = parsed.data;
  const sites: SetupInput['sites'] = {};
  for (const app of APP_NAMES) {
    const site = s.sites?.[APP_DIRS[app]];
    if (site) sites[app] = site;
  }
  return {
    environment,
    file: shown,
    projectId: s.firebase.projectId,
    registryBucket: s.registryBucket,
    sites,
    deployers: s.deployers ?? {},
    admins: s.admins ?? [],
    setup: s.setup,
  };
}

const PLACEHOLDER = /[<>]/;
const FORMATS: Array<[string, (s: SetupSettings) => string, RegExp, string]> = [
  [
    'setup.github.repository',
    (s) => s.github.repository,
    /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/,
    'dueño/nombre, como lo escribe GitHub',
  ],
  ['setup.github.repositoryId', (s) => s.github.repositoryId, /^\d{1,20}$/, 'un número (la API de GitHub: id)'],
  [
    'setup.github.repositoryOwnerId',
    (s) => s.github.repositoryOwnerId,
    /^\d{1,20}$/,
    'un número (la API de GitHub: owner.id)',
  ],
  ['setup.projectNumber', (s) => s.projectNumber, /^\d{1,20}$/, 'un número (gcloud projects describe)'],
  [
    'setup.billingAccount',
    (s) => s.billingAccount,
    /^[0-9A-F]{6}-[0-9A-F]{6}-[0-9A-F]{6}$/,
    'XXXXXX-XXXXXX-XXXXXX (gcloud billing accounts list)',
  ],
];

/** The site of `target` in `project` as the committed .firebaserc maps it, or null. */
export function firebasercSite(project: string, target: string, rcFile = path.join(ROOT_DIR, '.firebaserc')) {
  const rc = JSON.parse(fs.readFileSync(rcFile, 'utf8')) as {
    targets?: Record<string, { hosting?: Record<string, string[]> }>;
  };
  const sites = rc.targets?.[project]?.hosting?.[target];
  return sites?.length === 1 ? sites[0]! : null;
}

/** An identity's account e-mail in the main project. */
export const accountOf = (input: Pick<SetupInput, 'projectId'>, identity: DeployIdentity) =>
  serviceAccountEmail(identity.accountId, input.projectId);

function problemsOf(input: SetupInput): string[] {
  const out: string[] = [];
  for (const [setting, get, format, what] of FORMATS) {
    const value = get(input.setup);
    if (PLACEHOLDER.test(value)) out.push(`${setting} aún es un marcador (${value}): pon el valor real`);
    else if (!format.test(value)) out.push(`${setting} no es ${what} (${value})`);
  }
  for (const app of APP_NAMES) {
    const site = input.sites[app];
    if (!site) {
      out.push(`sites.${APP_DIRS[app]} falta: el sitio de ${APP_DIRS[app]} y su proyecto`);
      continue;
    }
    const mapped = firebasercSite(site.project, APP_DIRS[app]);
    if (mapped !== site.site)
      out.push(
        `.firebaserc no asigna el sitio ${site.site} al target ${APP_DIRS[app]} del proyecto ${site.project}` +
          `${mapped ? ` (asigna ${mapped})` : ''}`,
      );
  }
  for (const identity of DEPLOY_IDENTITIES) {
    const email = accountOf(input, identity);
    const listed = identity.role === 'deployer' ? input.deployers[identity.deployAs] : input.admins;
    if (identity.role === 'platform') continue;
    const setting = identity.role === 'deployer' ? `deployers.${identity.deployAs}` : 'admins';
    if (JSON.stringify(listed ?? []) !== JSON.stringify([email]))
      out.push(
        `${setting} debe nombrar solo ${email}, la cuenta que crea el plan (dice ${JSON.stringify(listed ?? [])})`,
      );
  }
  return out;
}

/** The plan for these settings: every step, in the order it must run. */
export function setupPlan(input: SetupInput): SetupPlan {
  const main = input.projectId;
  const sites = APP_NAMES.flatMap((app) => (input.sites[app] ? [{ app, ...input.sites[app] }] : []));
  const projects = [...new Set([main, ...sites.map((s) => s.project)])];
  const number = input.setup.projectNumber;
  const bucket = input.registryBucket;
  const runtime = (project: string) => serviceAccountEmail(RUNTIME_ACCOUNT, project);
  const sa = (email: string) => `serviceAccount:${email}`;
  const resources: Array<[string, Resource]> = [];
  const add = (what: string, r: Resource) => resources.push([what, r]);

  for (const project of projects) {
    const of = sites.filter((s) => s.project === project).map((s) => APP_DIRS[s.app]);
    add(`el proyecto ${project} (${of.join(', ') || 'funciones'})`, {
      kind: 'project',
      project,
      title: `Lo Tengo ${project === main ? '' : of.join(' ')}`.trim(),
    });
    add(`${project} con facturación (las funciones la necesitan)`, {
      kind: 'billing',
      project,
      billingAccount: input.setup.billingAccount,
    });
    add(`las APIs que usa ${project}`, {
      kind: 'apis',
      project,
      services: project === main ? MAIN_APIS : SITE_APIS,
    });
  }
  add(`el bucket del registro gs://${bucket}, con acceso uniforme y sin acceso público`, {
    kind: 'bucket',
    project: main,
    bucket,
    location: REGION,
  });
  for (const s of sites) {
    add(`el sitio ${s.site} de ${APP_DIRS[s.app]} en ${s.project}`, { kind: 'site', ...s });
    add(`el target ${APP_DIRS[s.app]} → ${s.site} (.firebaserc, ya confirmado)`, {
      kind: 'target',
      ...s,
      target: APP_DIRS[s.app],
    });
  }
  const registryOnly = {
    title: 'solo-el-registro',
    expression: `resource.name == "projects/_/buckets/${bucket}/objects/${REGISTRY_OBJECT}"`,
  };
  for (const project of projects) {
    add(`la cuenta con la que corren las funciones de ${project}`, {
      kind: 'account',
      project,
      accountId: RUNTIME_ACCOUNT,
      email: runtime(project),
      title: 'Funciones de Lo Tengo',
    });
    const role = project === main ? 'roles/storage.objectUser' : 'roles/storage.objectViewer';
    add(
      project === main
        ? `las funciones de ${project} leen y escriben el objeto del registro, y nada más del bucket`
        : `las funciones de ${project} (config) solo leen el objeto del registro`,
      { kind: 'bucket-role', bucket, member: sa(runtime(project)), role, condition: registryOnly },
    );
  }
  for (const identity of DEPLOY_IDENTITIES)
    add(`la cuenta ${identity.accountId} (${identity.title})`, {
      kind: 'account',
      project: main,
      accountId: identity.accountId,
      email: accountOf(input, identity),
      title: identity.title,
    });
  for (const identity of DEPLOY_IDENTITIES) {
    const member = sa(accountOf(input, identity));
    if (identity.role === 'deployer') {
      const site = sites.find((s) => s.app === identity.app);
      if (!site) continue;
      for (const role of DEPLOYER_ROLES)
        add(`${identity.accountId}: ${role} en ${site.project}, su proyecto, y en ningún otro`, {
          kind: 'project-role',
          project: site.project,
          member,
          role,
        });
    } else if (identity.role === 'platform') {
      for (const project of projects) {
        for (const role of PLATFORM_ROLES)
          add(`${identity.accountId}: ${role} en ${project} (despliega las funciones)`, {
            kind: 'project-role',
            project,
            member,
            role,
          });
        add(`${identity.accountId} despliega funciones que corren como ${runtime(project)}`, {
          kind: 'account-role',
          project,
          account: runtime(project),
          member,
          role: 'roles/iam.serviceAccountUser',
        });
      }
    }
  }
  add(`el pool de Workload Identity ${POOL_ID} en ${main}`, {
    kind: 'pool',
    project: main,
    pool: POOL_ID,
    title: 'GitHub Actions',
  });
  add(`el proveedor ${PROVIDER_ID}: los tokens de GitHub de ${input.setup.github.repository}, con su condición`, {
    kind: 'provider',
    project: main,
    pool: POOL_ID,
    provider: PROVIDER_ID,
    title: 'GitHub Actions',
    issuer: GITHUB_ISSUER,
    mapping: attributeMapping(input.setup.github),
    condition: attributeCondition(input.setup.github),
  });
  for (const identity of DEPLOY_IDENTITIES)
    add(
      `${identity.accountId} se usa solo desde ${identity.workflows.join(' o ')} en main, ` +
        `entorno ${identity.environment}`,
      {
        kind: 'account-role',
        project: main,
        account: accountOf(input, identity),
        member: deployAsMember(number, identity.deployAs),
        role: 'roles/iam.workloadIdentityUser',
      },
    );
  // What the earlier prose setup granted, which the above replaces.
  add(`la cuenta por defecto de App Engine ya no escribe en gs://${bucket}`, {
    kind: 'revoke-bucket-role',
    bucket,
    member: sa(`${main}@appspot.gserviceaccount.com`),
    role: 'roles/storage.objectUser',
    why: 'las funciones corren con su propia cuenta',
  });
  const repository = input.setup.github.repository;
  const anyWorkflow = `principalSet://iam.googleapis.com/${poolName(number)}/attribute.repository/${repository}`;
  for (const identity of DEPLOY_IDENTITIES.filter((i) => i.role === 'deployer'))
    add(`${identity.accountId} ya no se usa desde cualquier workflow del repositorio`, {
      kind: 'revoke-account-role',
      project: main,
      account: accountOf(input, identity),
      member: anyWorkflow,
      role: 'roles/iam.workloadIdentityUser',
      why: 'la concesión por repositorio dejaba a cualquier workflow actuar como cualquier equipo',
    });

  return {
    environment: input.environment,
    file: input.file,
    project: main,
    projects,
    steps: resources.map(([what, resource]) => ({ what, resource, ...commandsOf(resource) })),
    problems: problemsOf(input),
    provider: providerName(number),
  };
}

/** Why the plan may not be run against real projects (gcloud, firebase): its problems, or a demo project. */
export function applyRefusals(plan: SetupPlan): string[] {
  const demo = plan.projects.filter(isDemoProject);
  return [
    ...plan.problems,
    ...(demo.length
      ? [`${demo.join(', ')} es de los emuladores: el plan solo se aplica a sus réplicas (npm run rehearsal)`]
      : []),
  ];
}

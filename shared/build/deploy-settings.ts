/**
 * The settings one environment runs with (deploy/<environment>.json, chosen by LOTENGO_ENV): the API,
 * each app's site, the Firebase project, the pointer service and its bucket, who may deploy, where the
 * identity tokens are checked and where a site is deployed. One schema for every environment; the
 * rules depend on the project: a real project must be complete and may name nothing on this machine, no
 * `demo-*` project and no emulator (a missing variable must never become localhost for everybody); a
 * `demo-*` project is the emulators' (no real resource is ever touched), so its addresses may be local.
 * Each refusal names the setting.
 */
import { z } from 'zod';
import type { RuntimeConfigJson } from '../src/facts';
import { APP_DIRS, APP_NAMES, REMOTE_NAMES, type AppName, type RemoteName } from './ports';

const url = (what: string) => z.string({ error: `falta ${what}` }).url({ error: `${what} debe ser una URL` });
const text = (what: string) => z.string({ error: `falta ${what}` }).min(1, { error: `falta ${what}` });
const email = z.string().email({ error: 'debe ser el e-mail de una cuenta' });

/**
 * An app's Hosting site and the Firebase project that holds it. IAM grants Hosting per project, not per
 * site, so in production each team's site is the default site of a project of its own (docs/platform-setup.md).
 */
const siteSchema = z.object({ project: text('el proyecto del sitio'), site: text('el sitio de Hosting') }).strict();

/**
 * What only `npm run setup` reads (docs/platform-setup.md): the repository whose workflows may deploy
 * (GitHub's OIDC claims `repository`, `repository_id`, `repository_owner_id`), the number of the main
 * project (Workload Identity principals name it) and the billing account the projects are linked to. A
 * value still in angle brackets is a placeholder: the plan prints, but refuses to apply, until it is set.
 */
export const setupSettingsSchema = z
  .object({
    github: z
      .object({
        repository: text('el repositorio de GitHub (dueño/nombre)'),
        repositoryId: text('el id del repositorio'),
        repositoryOwnerId: text('el id del dueño del repositorio'),
      })
      .strict(),
    projectNumber: text('el número del proyecto principal'),
    billingAccount: text('la cuenta de facturación'),
  })
  .strict();

export const deploySettingsSchema = z
  .object({
    apiUrl: url('la URL de la API'),
    /** The shell's site (the others are `remotes`). */
    shellUrl: url('el origen del shell'),
    remotes: z.object(
      Object.fromEntries(REMOTE_NAMES.map((r) => [r, url(`el origen de ${r}`)])) as Record<
        RemoteName,
        ReturnType<typeof url>
      >,
      { error: 'faltan los orígenes de los remotos' },
    ),
    firebase: z.object(
      {
        projectId: text('el proyecto de Firebase'),
        apiKey: text('la clave web de Firebase'),
        authDomain: text('el dominio de Auth'),
        appId: z.string().min(1).optional(),
        storageBucket: z.string().min(1).optional(),
        /** host:port of the Auth emulator: a demo project's only. */
        authEmulatorHost: z.string().optional(),
      },
      { error: 'faltan los ajustes de Firebase' },
    ),
    /** The pointer service's registry resource: GET it, GET …/full, POST …/apps/<app>. */
    registryUrl: url('la URL del servicio del registro'),
    /** The Cloud Storage bucket the pointer service keeps the registry in (the functions' storage). */
    registryBucket: text('el bucket del registro').optional(),
    /** Where deploy credentials (Google ID tokens) are checked; `tokenUrl`: a stand-in that issues them. */
    identity: z
      .object({ certsUrl: url('la URL de los certificados'), tokenUrl: url('la URL de los tokens').optional() })
      .strict()
      .optional(),
    /** Each app's deployers (service-account e-mails): who may move its pointer and read the history. */
    deployers: z.record(z.string(), z.array(email)).optional(),
    /** Accounts that may read the history with names and reasons without deploying anything. */
    admins: z.array(email).optional(),
    /** Where a site is deployed: `https:` Firebase Hosting (firebase deploy), `file:` the folder an emulator serves. */
    hostingUrl: url('el destino de Hosting').optional(),
    /** Each app's site and its project, by app folder (`shell`, `mf-inbox`…): where `upload` deploys it. */
    sites: z
      .object(
        Object.fromEntries(APP_NAMES.map((a) => [APP_DIRS[a], siteSchema.optional()])) as Record<
          string,
          z.ZodOptional<typeof siteSchema>
        >,
      )
      .strict()
      .optional(),
    /** What the setup plan needs beyond the rest (`npm run setup`); nothing else reads it. */
    setup: setupSettingsSchema.optional(),
  })
  .strict();

export type DeploySettings = z.infer<typeof deploySettingsSchema>;

const LOCAL_HOST = /^(localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|::1|[^.]+\.localhost)$/i;

/** `demo-*`: the Firebase emulators' projects, which never reach a real resource. */
export const isDemoProject = (projectId: string) => /^demo-/.test(projectId);

/** What an environment that deploys must say, whatever its project. */
const REQUIRED: Array<[string, (s: DeploySettings) => unknown]> = [
  ['registryBucket', (s) => s.registryBucket],
  ['identity.certsUrl', (s) => s.identity?.certsUrl],
  ['deployers', (s) => Object.keys(s.deployers ?? {}).length || undefined],
  ['hostingUrl', (s) => s.hostingUrl],
  ...APP_NAMES.map((a): [string, (s: DeploySettings) => unknown] => [`sites.${APP_DIRS[a]}`, (s) => siteOf(s, a)]),
];

export type SiteSettings = z.infer<typeof siteSchema>;
export type SetupSettings = z.infer<typeof setupSettingsSchema>;

/** `app`'s site and its project, or undefined when the settings do not say. */
export const siteOf = (s: Pick<DeploySettings, 'sites'>, app: AppName): SiteSettings | undefined =>
  s.sites?.[APP_DIRS[app]];

/** Every Firebase project of these settings: the main one (functions, registry) first, then the sites'. */
export const projectsOf = (s: Pick<DeploySettings, 'firebase' | 'sites'>): string[] => [
  ...new Set([s.firebase.projectId, ...APP_NAMES.flatMap((a) => siteOf(s, a)?.project ?? [])]),
];

/**
 * Every setting that keeps an environment from deploying: missing ones, and under a real project any
 * that names this machine, plain http, a demo project or key, or an emulator.
 */
export function unsafeSettings(s: DeploySettings): Array<{ setting: string; reason: string }> {
  const out: Array<{ setting: string; reason: string }> = REQUIRED.filter(([, get]) => !get(s)).map(([setting]) => ({
    setting,
    reason: 'falta',
  }));
  if (isDemoProject(s.firebase.projectId)) return out;
  const urls: Array<[string, string | undefined]> = [
    ['apiUrl', s.apiUrl],
    ['shellUrl', s.shellUrl],
    ['registryUrl', s.registryUrl],
    ['identity.certsUrl', s.identity?.certsUrl],
    ['hostingUrl', s.hostingUrl],
    ...REMOTE_NAMES.map((r): [string, string] => [`remotes.${r}`, s.remotes[r]]),
  ];
  for (const [setting, value] of urls) {
    if (!value) continue;
    const u = new URL(value);
    if (LOCAL_HOST.test(u.hostname) || u.protocol === 'file:')
      out.push({ setting, reason: `apunta a esta máquina (${u.host || value})` });
    else if (u.protocol !== 'https:') out.push({ setting, reason: `no es https (${value})` });
  }
  for (const a of APP_NAMES) {
    const site = siteOf(s, a);
    for (const key of ['project', 'site'] as const)
      if (site && isDemoProject(site[key]))
        out.push({ setting: `sites.${APP_DIRS[a]}.${key}`, reason: `es de demostración (${site[key]})` });
  }
  for (const key of ['projectId', 'apiKey', 'authDomain'] as const) {
    if (/(^|[^a-z])demo-/i.test(s.firebase[key]))
      out.push({ setting: `firebase.${key}`, reason: `es de demostración (${s.firebase[key]})` });
  }
  if (s.firebase.authEmulatorHost)
    out.push({
      setting: 'firebase.authEmulatorHost',
      reason: `apunta al emulador de Auth (${s.firebase.authEmulatorHost})`,
    });
  if (s.identity?.tokenUrl)
    out.push({ setting: 'identity.tokenUrl', reason: `es un emisor de pruebas (${s.identity.tokenUrl})` });
  return out;
}

/** /config.json for these settings, with each remote's manifest in its version's folder when known. */
export function runtimeConfigFromSettings(
  s: DeploySettings,
  versions: Partial<Record<RemoteName, string>> = {},
): RuntimeConfigJson {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((r) => {
      const base = s.remotes[r].replace(/\/$/, '');
      return [r, versions[r] ? `${base}/${versions[r]}/mf-manifest.json` : `${base}/mf-manifest.json`];
    }),
  ) as Record<RemoteName, string>;
  return {
    apiBaseUrl: s.apiUrl,
    firebase: {
      apiKey: s.firebase.apiKey,
      authDomain: s.firebase.authDomain,
      projectId: s.firebase.projectId,
      appId: s.firebase.appId,
      storageBucket: s.firebase.storageBucket,
    },
    authEmulatorUrl: s.firebase.authEmulatorHost ? `http://${s.firebase.authEmulatorHost}` : null,
    remotes,
  };
}

/**
 * One environment's settings, chosen by LOTENGO_ENV (local when unset). `local` is this machine as
 * `npm start` and the e2e run set it up (its ports and variables); every other environment is a
 * committed file, deploy/<environment>.json, checked by the schema in
 * @lotengo/shared/build/deploy-settings and failing closed (a missing setting, or under a real project
 * this machine, a `demo-*` project or an emulator, is a refusal naming the setting).
 *
 * A file may say where a service is with `${NAME:-default}`: the rehearsal's addresses follow the
 * variables its `npm run rehearsal` prints (docs/deploys.md). Production's file has none; whatever a
 * variable expands to is checked by the same rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { deploySettingsSchema, unsafeSettings, type DeploySettings } from '@lotengo/shared/build/deploy-settings';
import { runtimeConfigFromEnv } from '@lotengo/shared/build/runtime-config';
import { APP_DIRS, port, REMOTE_NAMES, type AppName } from '@lotengo/shared/build/ports';
import { ROOT_DIR } from '../paths';
import { hostingDir, ReleaseError } from './layout';
import { registryUrl } from '../registry/local';

export const LOCAL_ENV = 'local';
export const DEPLOY_DIR = path.join(ROOT_DIR, 'deploy');

export function environmentOf(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOTENGO_ENV?.trim() || LOCAL_ENV;
}

export interface EnvironmentSettings {
  environment: string;
  /** The settings file, or null for local (this machine's variables). */
  file: string | null;
  settings: DeploySettings;
}

const PLACEHOLDER = /\$\{([A-Z][A-Z0-9_]*)(?::-([^}]*))?\}/g;

/** `${NAME:-default}` → the variable's value, or the default (an unset variable without one stays empty). */
export function expandPlaceholders(value: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof value === 'string')
    return value.replace(PLACEHOLDER, (_m, name: string, fallback?: string) => env[name] || fallback || '');
  if (Array.isArray(value)) return value.map((v) => expandPlaceholders(v, env));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expandPlaceholders(v, env)]));
  return value;
}

/** This machine's settings: the ports and variables `npm start` and the e2e stacks use. */
export function localSettings(env: NodeJS.ProcessEnv = process.env): DeploySettings {
  const config = runtimeConfigFromEnv(env);
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((r) => [r, config.remotes[r].replace(/\/mf-manifest\.json$/, '')]),
  );
  return {
    apiUrl: config.apiBaseUrl,
    shellUrl: (env.SHELL_URL || `http://localhost:${port('shell')}`).replace(/\/$/, ''),
    remotes: remotes as DeploySettings['remotes'],
    firebase: {
      ...config.firebase,
      appId: config.firebase.appId,
      storageBucket: config.firebase.storageBucket,
      authEmulatorHost: config.authEmulatorUrl ? config.authEmulatorUrl.replace(/^https?:\/\//, '') : undefined,
    },
    registryUrl: registryUrl(env),
    hostingUrl: pathToFileURL(hostingDir(env)).href,
  };
}

/** The environment's settings, or a ReleaseError naming every setting that is missing or unsafe. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env, dir = DEPLOY_DIR): EnvironmentSettings {
  const environment = environmentOf(env);
  if (environment === LOCAL_ENV) return { environment, file: null, settings: localSettings(env) };
  if (!/^[a-z][a-z0-9-]{0,30}$/.test(environment))
    throw new ReleaseError(
      `LOTENGO_ENV "${environment}" no es un ` + `nombre de entorno (minúsculas, cifras y guiones).`,
    );
  const file = path.join(dir, `${environment}.json`);
  const inRepo = !path.relative(ROOT_DIR, file).startsWith('..');
  const shown = inRepo ? path.relative(ROOT_DIR, file) : file;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
    throw new ReleaseError(
      `Ajustes de ${environment} rechazados: ` + `${missing ? `no existe ${shown}` : `${shown} no es JSON válido`}.`,
    );
  }
  const parsed = deploySettingsSchema.safeParse(expandPlaceholders(raw, env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(raíz)'}: ${i.message}`);
    throw new ReleaseError(`Ajustes de ${environment} rechazados (${shown}): ${problems.join('; ')}.`);
  }
  const unsafe = unsafeSettings(parsed.data);
  if (unsafe.length)
    throw new ReleaseError(
      `Ajustes de ${environment} ` +
        `rechazados (${shown}): ` +
        `${unsafe.map((u) => `${u.setting} ${u.reason}`).join('; ')}.`,
    );
  return { environment, file, settings: parsed.data };
}

/** The origin of `app`'s site in these settings. */
export const siteUrl = (settings: DeploySettings, app: AppName): string =>
  (app === 'shell' ? settings.shellUrl : settings.remotes[app]).replace(/\/+$/, '');

/** The Hosting target of `app` (firebase.json, .firebaserc): its folder name. */
export const hostingTarget = (app: AppName): string => APP_DIRS[app];

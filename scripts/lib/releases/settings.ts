/**
 * One environment's settings: deploy/<environment>.json, chosen by LOTENGO_ENV (local when unset),
 * checked by the schema in @lotengo/shared/build/deploy-settings. Any environment but local fails
 * closed: a missing setting, this machine, a `demo-*` project or an emulator is a refusal naming the
 * setting — never a config that quietly points everybody at localhost.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deploySettingsSchema, runtimeConfigFromSettings, unsafeSettings, type DeploySettings } from '@lotengo/shared/build/deploy-settings';
import { runtimeConfigFromEnv, type RuntimeConfigJson } from '@lotengo/shared/build/runtime-config';
import type { RemoteName } from '@lotengo/shared/build/ports';
import { ROOT_DIR } from '../paths';
import { ReleaseError } from './layout';

export const LOCAL_ENV = 'local';
export const DEPLOY_DIR = path.join(ROOT_DIR, 'deploy');

export function environmentOf(env: NodeJS.ProcessEnv = process.env): string {
  return env.LOTENGO_ENV?.trim() || LOCAL_ENV;
}

export interface EnvironmentSettings {
  environment: string;
  file: string;
  settings: DeploySettings;
}

/** The environment's settings, or a ReleaseError naming every setting that is missing or unsafe. */
export function loadSettings(env: NodeJS.ProcessEnv = process.env, dir = DEPLOY_DIR): EnvironmentSettings {
  const environment = environmentOf(env);
  if (!/^[a-z][a-z0-9-]{0,30}$/.test(environment)) throw new ReleaseError(`LOTENGO_ENV "${environment}" no es un nombre de entorno (minúsculas, cifras y guiones).`);
  const file = path.join(dir, `${environment}.json`);
  const inRepo = !path.relative(ROOT_DIR, file).startsWith('..');
  const shown = inRepo ? path.relative(ROOT_DIR, file) : file;
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
    throw new ReleaseError(`Ajustes de ${environment} rechazados: ${missing ? `no existe ${shown}` : `${shown} no es JSON válido`}.`);
  }
  const parsed = deploySettingsSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(raíz)'}: ${i.message}`);
    throw new ReleaseError(`Ajustes de ${environment} rechazados (${shown}): ${problems.join('; ')}.`);
  }
  if (environment !== LOCAL_ENV) {
    const unsafe = unsafeSettings(parsed.data);
    if (unsafe.length) throw new ReleaseError(`Ajustes de ${environment} rechazados (${shown}): ${unsafe.map((u) => `${u.setting} ${u.reason}`).join('; ')}.`);
  }
  return { environment, file, settings: parsed.data };
}

/**
 * /config.json's settings part for the environment: local follows this machine's ports and variables
 * (npm start, e2e); any other environment only its committed, checked settings file.
 */
export function runtimeConfigFor(env: NodeJS.ProcessEnv, versions: Partial<Record<RemoteName, string>>, dir = DEPLOY_DIR): RuntimeConfigJson {
  if (environmentOf(env) === LOCAL_ENV) return runtimeConfigFromEnv(env, versions);
  return runtimeConfigFromSettings(loadSettings(env, dir).settings, versions);
}

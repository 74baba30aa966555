/**
 * What the functions run with, checked before they answer anything: they fail closed. Under any project
 * they need LOTENGO_ENV (functions/.env.<project>) naming a committed settings file for that very
 * project, complete and, for a real project, safe (no address on this machine, no `demo-*`, no
 * emulator: @lotengo/shared/build/deploy-settings). A real project never runs beside an emulator's
 * host variables. Anything missing is a refusal in Spanish, never a fallback to this machine.
 */
import path from 'node:path';
import { isDemoProject, projectsOf, type DeploySettings } from '@lotengo/shared/build/deploy-settings';
import { LOCAL_ENV, loadSettings } from '@lotengo/platform/releases/settings';

export interface FunctionEnvironment {
  project: string;
  environment: string;
  settings: DeploySettings;
}

/** Bundled beside the functions (functions/build.ts copies deploy/*.json). */
export const SETTINGS_DIR = path.join(__dirname, 'deploy');
const EMULATOR_HOSTS = ['FIREBASE_AUTH_EMULATOR_HOST', 'STORAGE_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST'];

function projectOf(env: NodeJS.ProcessEnv): string | null {
  if (env.GCLOUD_PROJECT) return env.GCLOUD_PROJECT;
  try {
    return (JSON.parse(env.FIREBASE_CONFIG ?? '') as { projectId?: string }).projectId ?? null;
  } catch {
    return null;
  }
}

export function functionEnvironment(
  env: NodeJS.ProcessEnv,
  dir = SETTINGS_DIR,
): FunctionEnvironment | { refusal: string } {
  const refuse = (why: string) => ({ refusal: `Lo Tengo no está configurado en este despliegue: ${why}.` });
  const project = projectOf(env);
  if (!project) return refuse('no se sabe en qué proyecto corre (GCLOUD_PROJECT)');
  const environment = env.LOTENGO_ENV?.trim();
  if (!environment) return refuse(`falta LOTENGO_ENV (functions/.env.${project})`);
  if (environment === LOCAL_ENV) return refuse('"local" es esta máquina (npm start), no un entorno de las funciones');
  let settings: DeploySettings;
  try {
    settings = loadSettings(env, dir).settings;
  } catch (err) {
    return refuse((err as Error).message.replace(/\.$/, ''));
  }
  // A remote's site is in a project of its own, whose `config` function runs with the same settings.
  if (!projectsOf(settings).includes(project))
    return refuse(`los ajustes de ${environment} son del proyecto ${settings.firebase.projectId}, no de ${project}`);
  if (!isDemoProject(project)) {
    const emulated = EMULATOR_HOSTS.filter((name) => env[name]);
    if (emulated.length) return refuse(`el proyecto ${project} es real y ${emulated.join(', ')} apunta a un emulador`);
  }
  return { project, environment, settings };
}

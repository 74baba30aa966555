/**
 * The lane's release store (e2e/global-setup.ts): the journeys about releases read the registry, add
 * versions, promote and roll back through the same code as the npm commands.
 */
import type { Page } from '@playwright/test';
import { APP_DIRS, type AppName } from '@lotengo/platform/releases/layout';
import { promote, releaseApp, rollback } from '../../scripts/lib/releases/operations';
import { readRegistry } from '@lotengo/platform/releases/registry';
import { readRecord, removeRelease } from '@lotengo/platform/releases/store';
import { deploymentOf, type Deployment } from '../../scripts/lib/releases/deployment';
import { E2E_LANE, laneEnv, laneReleasesDir } from './env';

/** This worker's lane's store (e2e/support/env.ts). */
export const releasesDir = laneReleasesDir;

export function liveVersion(app: AppName): string {
  const live = readRegistry(releasesDir()).apps[APP_DIRS[app]]?.live;
  if (!live) throw new Error(`${APP_DIRS[app]} no tiene versión en vivo`);
  return live;
}

/** Everything that went wrong in a tab: console errors, uncaught errors, failed or refused requests. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`consola: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`error no capturado: ${e.message}`));
  page.on('requestfailed', (r) => {
    // A navigation cancels what the previous page still had in flight: not a failure of the release.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`falló ${r.url()} (${r.failure()?.errorText})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
}

/** The URLs of one origin a tab requested (which version folder it loads from). */
export function requestsTo(page: Page, origin: string): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(origin)) urls.push(r.url());
  });
  return urls;
}

/** The renamed versions this worker built, by app (see releaseRenamed). */
const renamedBuilds = new Map<AppName, string>();

/**
 * A version of `app` from the same sources with every hashed file renamed (LOTENGO_HASH_SALT): a
 * redeploy after which no lazy chunk of the previous version exists under the new version's folder.
 * A production build is the costliest step of a journey, so one this worker already built is given
 * again while it is still in the store and not live (a journey that removes it gets a new one): `salt`
 * names only the first build, and a journey must not rely on the version being one no journey used
 * (it may be a previous journey's canary or preview; each journey sets the pointer it needs).
 */
export async function releaseRenamed(app: AppName, salt: string): Promise<string> {
  const built = renamedBuilds.get(app);
  if (built && readRecord(releasesDir(), app, built) && liveVersion(app) !== built) return built;
  const out = await releaseApp({
    store: releasesDir(),
    app,
    sink: () => undefined,
    env: { ...process.env, LOTENGO_HASH_SALT: salt },
  });
  if (!out.created) throw new Error(`${APP_DIRS[app]}: se esperaba una versión nueva (${out.reason})`);
  renamedBuilds.set(app, out.record.version);
  return out.record.version;
}

/** This lane's environment as the release commands see it (its pointer service, sites and store). */
export const laneDeployment = (): Deployment => deploymentOf({ ...process.env, ...laneEnv(E2E_LANE, releasesDir()) });

export const promoteTo = (app: AppName, version: string, why: string) =>
  promote({ deployment: laneDeployment(), app, version, why });
export const rollbackApp = (app: AppName, why: string) => rollback({ deployment: laneDeployment(), app, why });
export const deleteVersion = (app: AppName, version: string) => removeRelease(releasesDir(), app, version);

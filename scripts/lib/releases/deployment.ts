/**
 * What every release command works with, built once from the environment's settings: the pointer
 * service, the apps' sites and this runner's own store. The same object in every environment; what
 * differs is only where the services are (deploy/<environment>.json, or this machine for local).
 */
import { registryClient, type RegistryClient } from '../registry/client';
import { environmentOf, LOCAL_ENV, loadSettings, siteUrl } from '@lotengo/platform/releases/settings';
import { siteReader, type SiteReader } from '@lotengo/platform/releases/site-reader';
import { hostingDir, storeDir } from '@lotengo/platform/releases/layout';
import type { DeploySettings } from '@lotengo/shared/build/deploy-settings';

export interface Deployment {
  environment: string;
  settings: DeploySettings;
  /** The pointer service. */
  registry: RegistryClient;
  /** The apps' sites: where live versions are read from. */
  sites: SiteReader;
  /** This runner's own versions (RELEASES_DIR): what it built. */
  store: string;
  env: NodeJS.ProcessEnv;
}

export function deploymentOf(
  env: NodeJS.ProcessEnv = process.env,
  over: Partial<Pick<Deployment, 'registry' | 'sites' | 'store'>> = {},
): Deployment {
  const { environment, settings } = loadSettings(env);
  const store = over.store ?? storeDir(env);
  return {
    environment,
    settings,
    registry:
      over.registry ??
      registryClient({
        url: settings.registryUrl,
        env,
        localTokens: environment === LOCAL_ENV ? hostingDir(env) : undefined,
      }),
    sites: over.sites ?? siteReader((app) => siteUrl(settings, app)),
    store,
    env,
  };
}

export const isLocal = (d: Pick<Deployment, 'environment'>) => d.environment === LOCAL_ENV;
export { environmentOf };

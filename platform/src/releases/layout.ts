/**
 * Where releases live and what their names look like. The local default is a folder
 * (`releases/`, git-ignored, or RELEASES_DIR); production deploys each app's folder as its own
 * Firebase Hosting site (firebase.json targets), so the layout IS the URL space:
 *   <store>/<app>/<version>/…             a version's files, never rewritten (a year of immutable caching)
 *   <store>/<app>/<version>/release.json  its release record
 *   <store>/.registry/registry.json       the local pointer service's registry (a dot folder: never served)
 * A pointer move writes the registry and nothing else: the sites' pages and /config.json are answered
 * from it per request (pages.ts, served-config.ts).
 */
import path from 'node:path';
import { APP_DIRS, APP_NAMES, type AppName } from '@lotengo/shared/build/ports';
import { ROOT_DIR } from '../paths';

export type { AppName };
export { APP_DIRS, APP_NAMES };

/** `<commit>-<content hash>`: lower-case, URL- and folder-safe, never a route of the site. */
export const VERSION_PATTERN = /^[0-9a-z]{4,12}-[0-9a-f]{10}$/;
export const RECORD_FILE = 'release.json';
export const REGISTRY_FILE = 'registry.json';

export function storeDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.RELEASES_DIR ? path.resolve(env.RELEASES_DIR) : path.join(ROOT_DIR, 'releases');
}

export const appDir = (store: string, app: AppName) => path.join(store, APP_DIRS[app]);
export const versionDir = (store: string, app: AppName, version: string) => path.join(appDir(store, app), version);
/** The local pointer service's own folder (registry and deploy tokens): Hosting ignores dot folders. */
export const registryDir = (store: string) => path.join(store, '.registry');
export const registryPath = (store: string) => path.join(registryDir(store), REGISTRY_FILE);

/** Where this machine's sites serve versions from (local environment): HOSTING_DIR, by default the store itself. */
export function hostingDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOSTING_DIR ? path.resolve(env.HOSTING_DIR) : storeDir(env);
}

export function isVersion(name: string): boolean {
  return VERSION_PATTERN.test(name);
}

/** `mf-inbox`, `mf_inbox` or `shell` → the app; anything else is refused with the list. */
export function parseApp(arg: string | undefined): AppName {
  const name = (arg ?? '').replace(/-/g, '_') as AppName;
  if (!APP_NAMES.includes(name)) {
    throw new UsageError(`App desconocida "${arg ?? ''}". Usa una de: ${Object.values(APP_DIRS).join(', ')}`);
  }
  return name;
}

/** A refusal the CLI prints as it is (exit 1), not a crash. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}
/** Wrong arguments (exit 2). */
export class UsageError extends ReleaseError {
  override name = 'UsageError';
}

/**
 * The run's release store (e2e/global-setup.ts): the journeys about releases read the registry, add
 * versions, promote and roll back through the same code as the npm commands.
 */
import { APP_DIRS, type AppName } from '../../scripts/lib/releases/layout';
import { readRegistry } from '../../scripts/lib/releases/registry';

export function releasesDir(): string {
  const dir = process.env.LOTENGO_E2E_RELEASES_DIR;
  if (!dir) throw new Error('LOTENGO_E2E_RELEASES_DIR no está definido: ¿corrió e2e/global-setup.ts?');
  return dir;
}

export function liveVersion(app: AppName): string {
  const live = readRegistry(releasesDir()).apps[APP_DIRS[app]]?.live;
  if (!live) throw new Error(`${APP_DIRS[app]} no tiene versión en vivo`);
  return live;
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { OFFLINE_MARK, remoteNameOf, type OfflineModule } from './offline-marker';

type ErrorLoadRemoteArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];

/**
 * Second layer of remote-failure handling (docs/architecture.md §3): whenever a remote cannot be loaded, the MF
 * runtime asks this hook for a stand-in module instead of throwing. The stand-in's default export
 * renders the Spanish "section unavailable" notice, so a failed load never reaches React unhandled.
 *
 * Only the final `onLoad` stage gets a stand-in: for `afterResolve` (manifest fetch) the runtime would
 * cache whatever we return as the remote's manifest, so there we only log and let the error travel on
 * to `onLoad`.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lotengo-offline-remote',
    async errorLoadRemote(args: ErrorLoadRemoteArgs) {
      const { id, error, from, lifecycle } = args;
      console.error(`[lotengo] No se pudo cargar el remote "${id}" (${lifecycle}).`, error);
      if (lifecycle !== 'onLoad') return undefined;

      // Imported lazily: React is a shared singleton, available only once federation has started.
      const { createOfflineComponent } = await import('./offline-fallback');
      const remote = remoteNameOf(id);
      const mod: OfflineModule = { [OFFLINE_MARK]: true, remote, error, default: createOfflineComponent(remote) };
      // Build-time remotes expect a module factory; runtime loadRemote expects the module itself.
      return from === 'build' ? () => mod : mod;
    },
  };
}

import { RemoteUnavailable } from './remote-notices';
import { areaOfRemote } from './remote-areas';

/**
 * Default export of the stand-in module for a remote that failed to load. Whoever renders it gets the
 * Spanish notice; RemoteModule never renders it (it retries instead), so retrying here means reloading.
 */
export function createOfflineComponent(remote: string, reload: () => void = () => window.location.reload()) {
  function OfflineRemote() {
    return <RemoteUnavailable area={areaOfRemote(remote)} headingLevel={2} onRetry={reload} />;
  }
  OfflineRemote.displayName = `OfflineRemote(${remote || 'remote'})`;
  return OfflineRemote;
}

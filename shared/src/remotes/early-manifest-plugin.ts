import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * EARLY_MANIFESTS_GLOBAL of facts.ts, written again (a test keeps them equal): this plugin is bundled
 * into the shell's main.js, and importing facts.ts there shipped all of it on every first load.
 */
export const HELD_MANIFESTS = '__LT_EARLY_MANIFESTS__';

type Held = Record<string, Promise<Response> | undefined>;

/**
 * Federation runtime plugin of the shell: a remote's manifest that index.html's early script already
 * fetched (to preload the page's chunks from it, shared/build/early-start.ts) is taken over, once,
 * instead of asked for again. Any other URL goes to the network, and so does one whose early request
 * failed (asked anew).
 */
export default function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lotengo-early-manifests',
    fetch(url) {
      const held =
        typeof window === 'undefined'
          ? undefined
          : (window as unknown as Record<string, Held | undefined>)[HELD_MANIFESTS];
      const early = held?.[url];
      if (!early) return undefined;
      delete held[url];
      return early.then(
        (res) => (res.ok ? res : fetch(url, {})),
        () => fetch(url, {}),
      );
    },
  };
}

import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * One federation runtime per page: the remotes are built with `externalRuntime` (no runtime of their
 * own in remoteEntry.js, ~16 KB gzip less each) and read it from this global. Imported as ES module,
 * this is the very copy the shell's bundler runtime uses; MF's own `provideExternalRuntime` pulls the
 * CommonJS build in beside it (+22 KB), hence this plugin.
 */
export function provideRuntimeCore(): void {
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}

/** The shell's runtime plugin: the global is in place before any remote entry is evaluated. */
export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lotengo-provide-runtime-core',
    beforeInit(args) {
      provideRuntimeCore();
      return args;
    },
  };
}

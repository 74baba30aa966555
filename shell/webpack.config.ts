import path from 'node:path';
import { createAppConfig } from '@lotengo/shared/build/webpack';
import { EARLY_MANIFEST_PLUGIN, OFFLINE_REMOTE_PLUGIN } from '@lotengo/shared/build/remotes';

// The host exposes nothing and declares no remotes: their URLs come from /config.json at run time
// (bootstrap registers them), so a remote can move without rebuilding the shell.
export default createAppConfig({
  dir: __dirname,
  name: 'shell',
  title: 'Lo Tengo',
  // The shell's own: shared-module loads spread over tasks at start-up (src/lib/yield-shared-loads.ts);
  // a manifest the early-start script fetched is taken over, not asked for twice.
  runtimePlugins: [
    OFFLINE_REMOTE_PLUGIN,
    EARLY_MANIFEST_PLUGIN,
    path.join(__dirname, 'src', 'lib', 'yield-shared-loads.ts'),
  ],
  // The landing (header, hero, how-it-works, footer) is written into index.html at build time, with
  // the early-start script that preloads each route's remote (landing-prerender.tsx).
  prerender: path.join(__dirname, 'src', 'app', 'landing-prerender.tsx'),
});

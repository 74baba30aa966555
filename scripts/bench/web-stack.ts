/**
 * The production site for the web bench: the mock API (fresh seeded temporary database) and the Auth
 * emulator through scripts/stack.ts, and the five apps behind scripts/serve-static.ts, the same server
 * `npm start` and the e2e use (compression, caching headers, /config.json). The apps are served here
 * rather than by the stack so a saved build (`--dist DIR`, e.g. a baseline) can be measured too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_DIRS, APP_NAMES, type AppName } from '@lotengo/shared/build/ports';
import { runtimeConfigFromEnv } from '@lotengo/shared/build/runtime-config';
import type { LogSink } from '../lib/log';
import { startStack } from '../stack';
import { benchEnv, freePorts } from './bench-stack';
import { distDirOf, listenStatic, type RunningStaticServer } from '../serve-static';

export interface WebSite {
  shellUrl: string;
  /** The mock API's base (…/mvp), to arrange what a measurement needs. */
  apiUrl: string;
  stop(): Promise<void>;
}

/** Serves `distRoot/<app folder>` when given, else each app's own dist/. */
export async function startWebSite(opts: { portBase: number; distRoot?: string; sink: LogSink }): Promise<WebSite> {
  const ports = await freePorts(opts.portBase);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-bench-web-'));
  const distOf = (app: AppName) => (opts.distRoot ? path.join(opts.distRoot, APP_DIRS[app]) : distDirOf(app));
  for (const app of APP_NAMES) {
    if (!fs.existsSync(path.join(distOf(app), 'index.html')))
      throw new Error(`Falta el build de ${APP_DIRS[app]} en ${distOf(app)}`);
  }
  const stack = await startStack({
    only: ['auth', 'api'],
    ports,
    env: benchEnv(),
    dbFile: path.join(tmp, 'db.sqlite'),
    uploadsDir: path.join(tmp, 'uploads'),
    seed: true,
    authStateDir: null,
    handleSignals: false,
    sink: opts.sink,
  });
  const servers: RunningStaticServer[] = [];
  try {
    const runtimeConfig = runtimeConfigFromEnv(stack.env);
    for (const app of APP_NAMES)
      servers.push(await listenStatic({ distDir: distOf(app), port: ports[app], runtimeConfig, log: null }));
  } catch (err) {
    await Promise.allSettled(servers.map((s) => s.close()));
    await stack.stop();
    throw err;
  }
  return {
    shellUrl: `http://localhost:${ports.shell}`,
    apiUrl: stack.urls.api,
    async stop() {
      await Promise.allSettled(servers.map((s) => s.close()));
      await stack.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

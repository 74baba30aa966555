/** Production builds of the five apps, made only when missing (or stale, or asked for). */
import fs from 'node:fs';
import path from 'node:path';
import { APP_DIRS, APP_NAMES, type AppName } from '@lotengo/shared/build/ports';
import type { LogSink } from './log';
import { runToCompletion } from './proc';
import { ROOT_DIR } from '@lotengo/platform/paths';

/**
 * The files a finished build always has (mf-manifest.json is written last by the federation plugin).
 * The shell exposes nothing, so it has no remoteEntry.js.
 */
export function distMarkers(app: AppName): string[] {
  const files = ['index.html', 'mf-manifest.json', ...(app === 'shell' ? [] : ['remoteEntry.js'])];
  return files.map((f) => path.join(distDir(app), f));
}

export function isBuilt(app: AppName): boolean {
  return distMarkers(app).every((f) => fs.existsSync(f));
}

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__tests__') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const distDir = (app: AppName) => path.join(ROOT_DIR, APP_DIRS[app], 'dist');
/** Written after a build made here: webpack does not rewrite output files whose content is unchanged. */
const STAMP = '.build-stamp';

/** Records that a build just finished (also after one made elsewhere, e.g. by turbo or restored from its cache). */
export function markBuilt(app: AppName): void {
  fs.writeFileSync(path.join(distDir(app), STAMP), `${new Date().toISOString()}\n`);
}

/** A build older than its sources (its own, or the shared package it bundles) is stale. */
export function isStale(app: AppName): boolean {
  if (!isBuilt(app)) return true;
  // The newest output file (or the stamp) tells when the last build ran.
  const builtAt = Math.max(...fs.readdirSync(distDir(app)).map((f) => fs.statSync(path.join(distDir(app), f)).mtimeMs));
  const appDir = path.join(ROOT_DIR, APP_DIRS[app]);
  const sources = [
    path.join(appDir, 'src'),
    path.join(appDir, 'webpack.config.ts'),
    path.join(appDir, 'package.json'),
    path.join(ROOT_DIR, 'shared', 'src'),
    path.join(ROOT_DIR, 'shared', 'build'),
  ];
  return sources.some((s) => newestMtime(s) > builtAt);
}

export interface EnsureBuiltOptions {
  /** Rebuild everything. */
  force?: boolean;
  /** Also rebuild apps whose sources changed since their build (default true). */
  rebuildStale?: boolean;
  apps?: readonly AppName[];
  sink: LogSink;
}

/** Builds what is needed, one app at a time (two cores: parallel builds only fight each other). */
export async function ensureBuilt({
  force = false,
  rebuildStale = true,
  apps = APP_NAMES,
  sink,
}: EnsureBuiltOptions): Promise<AppName[]> {
  const todo = apps.filter((app) => force || !isBuilt(app) || (rebuildStale && isStale(app)));
  for (const app of todo) {
    const started = Date.now();
    sink('build', `compilando ${APP_DIRS[app]} (producción)…`);
    await runToCompletion({
      name: `build ${APP_DIRS[app]}`,
      command: 'npm',
      args: ['run', '--silent', 'build', '-w', APP_DIRS[app]],
      cwd: ROOT_DIR,
      env: { ...process.env, NODE_ENV: 'production' },
      sink,
    });
    markBuilt(app);
    sink('build', `${APP_DIRS[app]} listo en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return todo;
}

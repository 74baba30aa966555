/**
 * The few files of each app's site that change in place when a pointer moves (a release
 * rewrites "only its index.html and the registry"): the live version's HTML pages with their asset URLs pointed into the
 * version's folder, and config.json naming each remote's live manifest. The same files are what
 * Firebase Hosting serves in production and what the local static servers serve.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@lotengo/shared/build/ports';
import { appDir, APP_DIRS, APP_NAMES, versionDir, type AppName } from './layout';
import { liveVersions, type Registry } from './registry';
import { runtimeConfigFor } from './settings';

/** `src="/main.js"` → `src="/<version>/main.js"` for every top-level file of the version; routes stay. */
export function pointHtmlAt(html: string, version: string, topLevelFiles: ReadonlySet<string>): string {
  return html.replace(/(\s(?:src|href)=")\/([^"/?#]+)"/g, (whole, attr: string, file: string) =>
    topLevelFiles.has(file) ? `${attr}/${version}/${file}"` : whole,
  );
}

function writeAtomically(file: string, content: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, content);
  fs.renameSync(tmp, file);
}

function htmlFiles(dir: string, sub = ''): string[] {
  const abs = path.join(dir, sub);
  if (!fs.existsSync(abs)) return [];
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
    const rel = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) return htmlFiles(dir, rel);
    return e.name.endsWith('.html') ? [rel] : [];
  });
}

/** The live version's pages, in place: index.html, and the prerendered routes (routes/…) swapped whole. */
function writePages(store: string, app: AppName, version: string): void {
  const from = versionDir(store, app, version);
  const to = appDir(store, app);
  const top = new Set(fs.readdirSync(from).filter((f) => fs.statSync(path.join(from, f)).isFile()));
  if (fs.existsSync(path.join(from, 'index.html'))) {
    writeAtomically(path.join(to, 'index.html'), pointHtmlAt(fs.readFileSync(path.join(from, 'index.html'), 'utf8'), version, top));
  }
  const routes = htmlFiles(from, 'routes');
  const fresh = path.join(to, `.routes-${process.pid}`);
  fs.rmSync(fresh, { recursive: true, force: true });
  for (const rel of routes) {
    fs.mkdirSync(path.dirname(path.join(fresh, rel)), { recursive: true });
    fs.writeFileSync(path.join(fresh, rel), pointHtmlAt(fs.readFileSync(path.join(from, rel), 'utf8'), version, top));
  }
  const old = path.join(to, `.routes-old-${process.pid}`);
  if (fs.existsSync(path.join(to, 'routes'))) fs.renameSync(path.join(to, 'routes'), old);
  if (routes.length) fs.renameSync(path.join(fresh, 'routes'), path.join(to, 'routes'));
  fs.rmSync(fresh, { recursive: true, force: true });
  fs.rmSync(old, { recursive: true, force: true });
}

/**
 * Brings every app's in-place files in line with the registry. `env` gives the origins, API and Firebase
 * settings that config.json carries (production: the deploy's environment; locally the static servers
 * answer /config.json themselves, for their own ports).
 */
export function writeSiteFiles(store: string, registry: Registry, env: NodeJS.ProcessEnv = process.env): void {
  const live = liveVersions(registry);
  const remoteVersions = Object.fromEntries(REMOTE_NAMES.flatMap((r) => (live[r] ? [[r, live[r]]] : []))) as Partial<Record<RemoteName, string>>;
  // `release`: what the page's telemetry reports. A static file names the live versions only:
  // a canary or a preview needs /config.json computed per request (docs/deploys.md, "Canary, preview and release health").
  const release = { versions: Object.fromEntries(APP_NAMES.flatMap((a) => (live[a] ? [[APP_DIRS[a], live[a]!]] : []))), canary: [], preview: null };
  const config = `${JSON.stringify({ ...runtimeConfigFor(env, remoteVersions), release }, null, 2)}\n`;
  for (const app of APP_NAMES) {
    const version = live[app];
    if (!version) continue;
    writePages(store, app, version);
    writeAtomically(path.join(appDir(store, app), 'config.json'), config);
  }
}

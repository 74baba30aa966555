/**
 * `npm run upload -- <app> <version>`: the app's site gets the new version and keeps every version it
 * must (prune.ts: the live one, a canary, the rollback target, the last five, those younger than 24 h
 * and those the last 24 h of history names). What the site holds is read from the site itself: the
 * versions its `site.json` lists and those the registry names, each only if the site serves its record
 * (a site may serve versions it does not list: `npm start` releases straight into the folder it serves,
 * and an older deploy or Hosting's own rollback leaves a `site.json` that says less or other). A live
 * version the site does not serve stops the upload before anything moves.
 * Then it is deployed where the settings' `hostingUrl` says:
 *   https://…  Firebase Hosting, which replaces a site's whole file set: the deploy is assembled first
 *              (the kept versions copied from the site, checked against their records) and deployed
 *              with `firebase deploy --only hosting:<target>` (firebase-deploy.ts)
 *   file://…   the folder an emulator or `npm start` serves, changed in place: the new version comes
 *              in by one rename, `site.json` is replaced, then the dropped versions go
 * Two runners deploying one site at once: each deploy names the deploy it was assembled from, and one
 * that finds another deploy in place assembles again (up to three times).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LogSink } from '../log';
import { APP_DIRS, isVersion, ReleaseError, versionDir, type AppName } from '@lotengo/platform/releases/layout';
import { readRecord, removeRelease, verifyRelease } from '@lotengo/platform/releases/store';
import type { Registry } from '@lotengo/platform/releases/registry';
import { prunePlan, registryNamed } from './prune';
import { SITE_STATE_FILE, type SiteState } from '@lotengo/platform/releases/site-reader';
import type { Deployment } from './deployment';
import { firebaseDeploy } from './firebase-deploy';
import { robotsText } from '@lotengo/platform/public-pages/sitemaps';

/** The shell's site serves it as a file (the public pages' function cannot: see below). */
export const ROBOTS_FILE = 'robots.txt';

export interface UploadOutcome {
  uploaded: boolean;
  kept: string[];
  message: string;
}

/** Another deploy of the site landed since this one was assembled. */
class SiteMoved extends Error {}

const ATTEMPTS = 3;

/** The folder a `file:` hosting URL names, with the app's site in `<folder>/<app>`. */
export const hostingFolder = (hostingUrl: string) => fileURLToPath(hostingUrl);

/** Reads the site state a folder deploy left (or none). */
function folderState(siteDir: string): SiteState | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(siteDir, SITE_STATE_FILE), 'utf8')) as SiteState;
  } catch {
    return null;
  }
}

/** Writes a file in one rename: a reader sees the old bytes or the new ones, never half. */
function writeWhole(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/** What a folder deploy changes in the site: the version it adds, what it then holds, what it drops. */
interface FolderDeploy {
  version: string;
  /** The new version's assembled folder, on the site's file system. */
  versionDir: string;
  state: SiteState;
  robots: string | null;
  drop: string[];
}

/**
 * The folder deploy, in place: under a lock on the site, refuse if another deploy landed since
 * `expected`; then the new version comes in by one rename, `site.json` (and robots.txt) are replaced
 * whole, and only then do the dropped versions go. Every version the deploy keeps stays where it is,
 * so a file the site serves never answers 404 while a deploy lands (a site swapped whole would, for the
 * moment between two renames). The folder may be `npm start`'s own store, which it releases into.
 */
async function deployToFolder(folder: string, app: AppName, deploy: FolderDeploy, expected: string): Promise<void> {
  const site = path.join(folder, APP_DIRS[app]);
  const lock = path.join(folder, `.${APP_DIRS[app]}.lock`);
  for (let tries = 0; ; tries += 1) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // A lock older than a minute belongs to a deploy that died.
      if (Date.now() - fs.statSync(lock).mtimeMs > 60_000 || tries > 600)
        fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    if ((folderState(site)?.deploy ?? '') !== expected) throw new SiteMoved();
    fs.mkdirSync(site, { recursive: true });
    // A version of that name is the same files (its name is their hash): one already there stays.
    if (!fs.existsSync(path.join(site, deploy.version)))
      fs.renameSync(deploy.versionDir, path.join(site, deploy.version));
    if (deploy.robots !== null) writeWhole(path.join(site, ROBOTS_FILE), deploy.robots);
    writeWhole(path.join(site, SITE_STATE_FILE), `${JSON.stringify(deploy.state, null, 2)}\n`);
    for (const v of deploy.drop) removeRelease(folder, app, v);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The versions the site serves that this upload must weigh: those its `site.json` lists and those the
 * registry names (prune.ts, `registryNamed`), each asked for its record on the site itself. A version
 * the site serves without listing it (every version `npm start` made, or one an older deploy or a
 * Hosting rollback left) is kept like a listed one; a listed one the site no longer serves is not.
 */
async function servedVersions(d: Deployment, app: AppName, state: SiteState, registry: Registry, except: string) {
  const listed = new Map(state.versions.map((v) => [v.version, v.createdAt]));
  const candidates = [...new Set([...listed.keys(), ...registryNamed(app, registry).keys()])].filter(
    (v) => v !== except && isVersion(v),
  );
  const records = await Promise.all(candidates.map((v) => d.sites.record(app, v)));
  const there = candidates.flatMap((v, i) => {
    const record = records[i];
    return record ? [{ version: v, createdAt: listed.get(v) ?? record.createdAt }] : [];
  });
  const gone = candidates.filter((v, i) => listed.has(v) && !records[i]);
  return { there, gone };
}

/** One attempt: read the site and the registry, assemble what the site must hold, deploy it. */
async function attempt(d: Deployment, app: AppName, version: string, sink: LogSink): Promise<UploadOutcome> {
  const key = APP_DIRS[app];
  const [{ registry }, state] = await Promise.all([d.registry.read(), d.sites.state(app)]);
  if (state.versions.some((v) => v.version === version))
    return { uploaded: false, kept: [], message: `${key}: ${version} ya estaba en su ` + `sitio; nada que subir.` };
  const mine = readRecord(d.store, app, version)!;
  const { there, gone } = await servedVersions(d, app, state, registry, version);
  const live = registry.apps[key]?.live;
  if (live && live !== version && !there.some((t) => t.version === live))
    throw new ReleaseError(
      `Rechazado: la versión en vivo de ${key} (${live}) no está en su sitio ` +
        `(${d.sites.origin(app)}): subir ahora la dejaría fuera del sitio. Súbela de nuevo desde un runner ` +
        `que la tenga (npm run upload -- ${key} ${live}) o vuelve a una versión que el sitio sirva ` +
        `(npm run rollback -- ${key} --why "…"); no se ha cambiado nada.`,
    );
  const plan = prunePlan(app, [...there, { version, createdAt: mine.createdAt }], registry);
  const kept = plan.keep.map((k) => k.version);
  const next: SiteState = {
    deploy: randomBytes(8).toString('hex'),
    deployedAt: new Date().toISOString(),
    versions: kept.map((v) => ({
      version: v,
      createdAt: v === version ? mine.createdAt : there.find((t) => t.version === v)!.createdAt,
    })),
  };
  // Cloud Functions answer /robots.txt with a 404 before any function runs: the shell's site holds it as a file.
  const robots = app === 'shell' ? robotsText(d.settings.shellUrl) : null;
  const target = d.settings.hostingUrl!;
  const folder = target.startsWith('file:') ? hostingFolder(target) : null;
  // Assembled beside the site when it is a folder: the new version then comes in by one rename.
  const workRoot = folder ? path.join(folder, '.deploys') : os.tmpdir();
  fs.mkdirSync(workRoot, { recursive: true });
  const work = fs.mkdtempSync(path.join(workRoot, `lotengo-deploy-${key}-`));
  try {
    const site = path.join(work, 'site');
    fs.mkdirSync(site);
    fs.cpSync(versionDir(d.store, app, version), path.join(site, version), { recursive: true });
    const dropped = there.map((t) => t.version).filter((v) => !kept.includes(v));
    if (folder) {
      const deploy = { version, versionDir: path.join(site, version), state: next, robots, drop: dropped };
      await deployToFolder(folder, app, deploy, state.deploy);
    } else {
      // Hosting replaces the whole file set: every kept version is copied from the site itself.
      const fromSite = path.join(work, 'from-site');
      for (const v of kept.filter((k) => k !== version)) {
        await d.sites.copyVersion(app, v, fromSite);
        fs.renameSync(versionDir(fromSite, app, v), path.join(site, v));
      }
      fs.writeFileSync(path.join(site, SITE_STATE_FILE), `${JSON.stringify(next, null, 2)}\n`);
      if (robots !== null) fs.writeFileSync(path.join(site, ROBOTS_FILE), robots);
      // Hosting has no compare-and-swap: the site is read again right before the deploy starts.
      if ((await d.sites.state(app)).deploy !== state.deploy) throw new SiteMoved();
      await firebaseDeploy({
        app,
        siteDir: site,
        projectId: d.settings.firebase.projectId,
        message: `${key} ${version}`,
        sink,
      });
    }
    const left = [...dropped, ...gone];
    return {
      uploaded: true,
      kept,
      message:
        `${key}: ${version} subida a su sitio ` +
        `(${d.sites.origin(app)}); el sitio ` +
        `conserva ${kept.length} ` +
        `${kept.length === 1 ? 'versión' : 'versiones'}` +
        `${left.length ? ` y deja ${left.join(', ')}` : ''}. Para ponerla en ` +
        `vivo: npm run promote ` +
        `-- ${key} ${version}`,
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export async function uploadRelease(args: {
  deployment: Deployment;
  app: AppName;
  version: string;
  sink?: LogSink;
}): Promise<UploadOutcome> {
  const d = args.deployment;
  const key = APP_DIRS[args.app];
  if (!readRecord(d.store, args.app, args.version)) {
    throw new ReleaseError(
      `Rechazado: la versión ${args.version} de ` +
        `${key} no está en este ` +
        `runner (${d.store}); ` +
        `publícala con npm run release -- ${key}.`,
    );
  }
  const problems = verifyRelease(d.store, args.app, args.version);
  if (problems.length)
    throw new ReleaseError(
      `Rechazado: la versión ${args.version} de ` + `${key} está incompleta o ` + `alterada: ${problems.join('; ')}.`,
    );
  const target = d.settings.hostingUrl;
  if (!target)
    throw new ReleaseError(
      `Rechazado: los ajustes de ${d.environment} no ` + `dicen dónde se despliega ` + `un sitio (hostingUrl).`,
    );
  // `npm start` serves this runner's own store: the version is already where its site serves it.
  if (target.startsWith('file:') && path.resolve(hostingFolder(target)) === path.resolve(d.store)) {
    return {
      uploaded: false,
      kept: [],
      message: `${key}: ${args.version} ya está donde su sitio ` + `la sirve (${d.store}).`,
    };
  }
  for (let i = 1; ; i += 1) {
    try {
      return await attempt(d, args.app, args.version, args.sink ?? (() => undefined));
    } catch (err) {
      if (!(err instanceof SiteMoved))
        throw err instanceof ReleaseError
          ? err
          : new ReleaseError(`No se pudo subir ${key} ` + `${args.version}: ${(err as Error).message}`);
      if (i >= ATTEMPTS)
        throw new ReleaseError(
          `Rechazado: otro despliegue de ${key} ` +
            `llegó ${ATTEMPTS} veces ` +
            `mientras se preparaba este; vuelve a intentarlo.`,
        );
    }
  }
}

/**
 * `npm run upload -- <app> <version>`: the app's site gets the new version and keeps every version it
 * must (prune.ts: the live one, a canary, the rollback target, the last five, those younger than 24 h
 * and those the last 24 h of history names). A site is replaced whole by each deploy (Firebase
 * Hosting's model), so the deploy is assembled first: this runner's new version, and the kept ones
 * copied from the site itself (checked against their records), with `site.json` saying what it holds
 * (and, on the shell's, robots.txt).
 * Then it is deployed where the settings' `hostingUrl` says:
 *   https://…  Firebase Hosting: `firebase deploy --only hosting:<target>` (firebase-deploy.ts)
 *   file://…   the folder an emulator or `npm start` serves: the assembled folder is the deploy,
 *              swapped in at once (a symlink renamed over the old one)
 * Two runners deploying one site at once: each deploy names the deploy it was assembled from, and one
 * that finds another deploy in place assembles again (up to three times).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LogSink } from '../log';
import { APP_DIRS, ReleaseError, versionDir, type AppName } from '@lotengo/platform/releases/layout';
import { readRecord, verifyRelease } from '@lotengo/platform/releases/store';
import { prunePlan } from './prune';
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

/**
 * The folder deploy: under a lock on the site, refuse if another deploy landed since `expected`, then
 * point `<folder>/<app>` at the assembled folder in one rename. The previous deploy stays one round (a
 * request in flight may still read it); older ones go.
 */
async function deployToFolder(folder: string, app: AppName, assembled: string, expected: string): Promise<void> {
  const site = path.join(folder, APP_DIRS[app]);
  const deploys = path.join(folder, '.deploys');
  fs.mkdirSync(deploys, { recursive: true });
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
    const state = JSON.parse(fs.readFileSync(path.join(assembled, SITE_STATE_FILE), 'utf8')) as SiteState;
    const target = path.join(deploys, `${APP_DIRS[app]}-${state.deploy}`);
    fs.renameSync(assembled, target);
    const previous = fs.existsSync(site) && fs.lstatSync(site).isSymbolicLink() ? fs.realpathSync(site) : null;
    if (fs.existsSync(site) && !fs.lstatSync(site).isSymbolicLink())
      fs.renameSync(site, path.join(deploys, `${APP_DIRS[app]}-antes-${Date.now()}`));
    const link = `${site}.${process.pid}.link`;
    fs.rmSync(link, { force: true });
    fs.symlinkSync(target, link, 'dir');
    fs.renameSync(link, site);
    for (const old of fs.readdirSync(deploys)) {
      const p = path.join(deploys, old);
      if (old.startsWith(`${APP_DIRS[app]}-`) && p !== target && p !== previous)
        fs.rmSync(p, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** One attempt: read the site and the registry, assemble what the site must hold, deploy it. */
async function attempt(d: Deployment, app: AppName, version: string, sink: LogSink): Promise<UploadOutcome> {
  const key = APP_DIRS[app];
  const [{ registry }, state] = await Promise.all([d.registry.read(), d.sites.state(app)]);
  if (state.versions.some((v) => v.version === version))
    return { uploaded: false, kept: [], message: `${key}: ${version} ya estaba en su ` + `sitio; nada que subir.` };
  const mine = readRecord(d.store, app, version)!;
  const there = state.versions.filter((v) => v.version !== version);
  const plan = prunePlan(app, [...there, { version, createdAt: mine.createdAt }], registry);
  const kept = plan.keep.map((k) => k.version);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `lotengo-deploy-${key}-`));
  try {
    const site = path.join(work, 'site');
    fs.mkdirSync(site);
    const fromSite = path.join(work, 'from-site');
    for (const v of kept) {
      if (v === version) {
        fs.cpSync(versionDir(d.store, app, v), path.join(site, v), { recursive: true });
      } else {
        await d.sites.copyVersion(app, v, fromSite);
        fs.renameSync(versionDir(fromSite, app, v), path.join(site, v));
      }
    }
    const next: SiteState = {
      deploy: randomBytes(8).toString('hex'),
      deployedAt: new Date().toISOString(),
      versions: kept.map((v) => ({
        version: v,
        createdAt: v === version ? mine.createdAt : there.find((t) => t.version === v)!.createdAt,
      })),
    };
    fs.writeFileSync(path.join(site, SITE_STATE_FILE), `${JSON.stringify(next, null, 2)}\n`);
    // Cloud Functions answer /robots.txt with a 404 before any function runs: the shell's site holds it as a file.
    if (app === 'shell') fs.writeFileSync(path.join(site, ROBOTS_FILE), robotsText(d.settings.shellUrl));
    const target = d.settings.hostingUrl!;
    if (target.startsWith('file:')) await deployToFolder(hostingFolder(target), app, site, state.deploy);
    else {
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
    const dropped = there.map((t) => t.version).filter((v) => !kept.includes(v));
    return {
      uploaded: true,
      kept,
      message:
        `${key}: ${version} subida a su sitio ` +
        `(${d.sites.origin(app)}); el sitio ` +
        `conserva ${kept.length} ` +
        `${kept.length === 1 ? 'versión' : 'versiones'}` +
        `${dropped.length ? ` y deja ${dropped.join(', ')}` : ''}. Para ponerla en ` +
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

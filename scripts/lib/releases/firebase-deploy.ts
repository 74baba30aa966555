/**
 * A site's deploy to Firebase Hosting with Firebase's own tool: `firebase deploy --only
 * hosting:<target> --project <the site's project>` from a folder of its own holding the committed
 * firebase.json's entry for that target (headers, rewrites) with `public` at the assembled site, and
 * .firebaserc (targets → sites). Each site is in a project of its own (the environment's settings,
 * `sites`): IAM grants Hosting per project, so a team's account can deploy its own site and no other
 * (docs/platform-setup.md). The credentials are the runner's (GOOGLE_APPLICATION_CREDENTIALS, as
 * google-github-actions/auth sets them).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LogSink } from '../log';
import { runToCompletion } from '../proc';
import { BIN_DIR, FIREBASE_JSON, ROOT_DIR } from '@lotengo/platform/paths';
import { APP_DIRS, ReleaseError, type AppName } from '@lotengo/platform/releases/layout';
import { DEPLOY_DIR } from '@lotengo/platform/releases/settings';

interface HostingEntry {
  target: string;
  public: string;
  [key: string]: unknown;
}

/** The committed firebase.json's hosting entry of `app`. */
export function hostingEntry(app: AppName): HostingEntry {
  const config = JSON.parse(fs.readFileSync(FIREBASE_JSON, 'utf8')) as { hosting?: HostingEntry[] };
  const entry = config.hosting?.find((h) => h.target === APP_DIRS[app]);
  if (!entry) throw new ReleaseError(`firebase.json no tiene un sitio con target ${APP_DIRS[app]}.`);
  return entry;
}

/** The site of `target` in `projectId` as .firebaserc maps it, or null. */
export function siteOfTarget(projectId: string, target: string): string | null {
  const rc = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, '.firebaserc'), 'utf8')) as {
    targets?: Record<string, { hosting?: Record<string, string[]> }>;
  };
  return rc.targets?.[projectId]?.hosting?.[target]?.[0] ?? null;
}

/**
 * `app`'s site and the project that holds it, for the environment whose Firebase project is `projectId`:
 * what the committed settings of that environment (deploy/*.json) say under `sites`, checked against
 * .firebaserc. An environment without settings here deploys to its own project, as .firebaserc maps it.
 */
export function hostingSiteOf(app: AppName, projectId: string, dir = DEPLOY_DIR): { project: string; site: string } {
  const target = APP_DIRS[app];
  const committed = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ file: f, json: JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as RawSettings }))
    .filter((s) => s.json.firebase?.projectId === projectId);
  if (committed.length > 1)
    throw new ReleaseError(
      `Más de un archivo de deploy/ es del proyecto ${projectId}: ${committed.map((c) => c.file)}.`,
    );
  const named = committed[0] && committed[0].json.sites?.[target];
  if (committed[0] && !named)
    throw new ReleaseError(`deploy/${committed[0].file} no dice dónde está el sitio de ${target} (sites.${target}).`);
  const project = named ? named.project : projectId;
  const site = siteOfTarget(project, target);
  if (!site) throw new ReleaseError(`.firebaserc no asigna un sitio al target ${target} en el proyecto ${project}.`);
  if (named && named.site !== site)
    throw new ReleaseError(
      `deploy/${committed[0]!.file} dice que el sitio de ${target} es ${named.site}, pero .firebaserc asigna ${site}.`,
    );
  return { project, site };
}

interface RawSettings {
  firebase?: { projectId?: string };
  sites?: Record<string, { project: string; site: string } | undefined>;
}

/** What `firebase deploy` is run with: its arguments and the folder's firebase.json. */
export function firebaseDeployPlan(args: { app: AppName; projectId: string; message: string }) {
  const target = APP_DIRS[args.app];
  const { project, site } = hostingSiteOf(args.app, args.projectId);
  return {
    project,
    site,
    config: { hosting: [{ ...hostingEntry(args.app), public: 'site' }] },
    args: [
      'deploy',
      '--only',
      `hosting:${target}`,
      '--project',
      project,
      '--config',
      'firebase.json',
      '--non-interactive',
      '--message',
      args.message,
    ],
  };
}

/** Deploys `siteDir` (moved into the deploy's folder) as `app`'s site; `projectId`: the environment's project. */
export async function firebaseDeploy(args: {
  app: AppName;
  siteDir: string;
  projectId: string;
  message: string;
  sink: LogSink;
}): Promise<void> {
  const plan = firebaseDeployPlan(args);
  const dir = path.dirname(args.siteDir);
  if (path.basename(args.siteDir) !== 'site') throw new Error('el sitio armado debe llamarse site/');
  fs.writeFileSync(path.join(dir, 'firebase.json'), `${JSON.stringify(plan.config, null, 2)}\n`);
  fs.copyFileSync(path.join(ROOT_DIR, '.firebaserc'), path.join(dir, '.firebaserc'));
  await runToCompletion({
    name: `firebase deploy ${APP_DIRS[args.app]}`,
    command: path.join(BIN_DIR, 'firebase'),
    args: plan.args,
    cwd: dir,
    env: process.env,
    sink: args.sink,
  });
}

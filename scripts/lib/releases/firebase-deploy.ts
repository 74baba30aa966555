/**
 * A site's deploy to Firebase Hosting with Firebase's own tool: `firebase deploy --only
 * hosting:<target>` from a folder of its own holding the committed firebase.json's entry for that
 * target (headers, rewrites) with `public` at the assembled site, and .firebaserc (targets → sites).
 * Only that target is deployed: a team never touches another team's site, and its IAM lets it deploy
 * its own site only (docs/deploys.md, "Who may do what"). The credentials are the runner's
 * (GOOGLE_APPLICATION_CREDENTIALS, as google-github-actions/auth sets them).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LogSink } from '../log';
import { runToCompletion } from '../proc';
import { BIN_DIR, FIREBASE_JSON, ROOT_DIR } from '@lotengo/platform/paths';
import { APP_DIRS, ReleaseError, type AppName } from '@lotengo/platform/releases/layout';

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

/** What `firebase deploy` is run with: its arguments and the folder's firebase.json. */
export function firebaseDeployPlan(args: { app: AppName; projectId: string; message: string }) {
  const target = APP_DIRS[args.app];
  if (!siteOfTarget(args.projectId, target))
    throw new ReleaseError(`.firebaserc no asigna un sitio al target ` + `${target} en el proyecto ${args.projectId}.`);
  return {
    config: { hosting: [{ ...hostingEntry(args.app), public: 'site' }] },
    args: [
      'deploy',
      '--only',
      `hosting:${target}`,
      '--project',
      args.projectId,
      '--config',
      'firebase.json',
      '--non-interactive',
      '--message',
      args.message,
    ],
  };
}

/** Deploys `siteDir` (moved into the deploy's folder) as `app`'s site. */
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

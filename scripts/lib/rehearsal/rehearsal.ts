/**
 * Production's shape on this machine, offline (`npm run rehearsal`): the five sites on the Hosting
 * emulator with the committed firebase.json, production's functions on the Functions emulator (config,
 * pages, the pointer service, the detail), the Auth emulator and the mock API, Cloud Storage's stand-in
 * (through STORAGE_EMULATOR_HOST: the production adapter runs) and a stand-in of Google's token service.
 * Nothing in it is a local branch: a runner with LOTENGO_ENV=rehearsal runs production's steps against
 * it, and the only difference is where the services are (deploy/rehearsal.json, the variables below).
 *
 * Its bucket, site folders and deployer accounts come from production's setup plan read from the
 * rehearsal's settings (scripts/lib/setup: the same steps `npm run setup` runs, here against the
 * stand-ins). A fresh rehearsal puts the current builds live through those very steps (upload, promote,
 * each app with its own team's credential). Its state lives in LOTENGO_REHEARSAL_DIR (default
 * /tmp/lotengo-rehearsal) and survives a restart; `fresh` starts from nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LogSink } from '../log';
import { isPortFree } from '../net';
import { distMarkers, ensureBuilt } from '../build';
import { APP_DIRS, APP_NAMES, type AppName } from '@lotengo/platform/releases/layout';
import { addBuild, promote } from '../releases/operations';
import { uploadRelease } from '../releases/deploy-site';
import { deploymentOf } from '../releases/deployment';
import { deployToken } from '../releases/deploy-token';
import { startStack, type Stack } from '../../stack';
import { startStorageStandIn } from './storage-stand-in';
import { startIdentityStandIn } from './identity-stand-in';
import { predictedOrigins, siteFolder, startFirebaseSites, type FirebaseSites } from './firebase-sites';
import { rehearsalPorts } from './ports';
import { readSetupInput, setupPlan } from '../setup/plan';
import { applyToStandIns } from '../setup/stand-in';

export const DEFAULT_REHEARSAL_DIR = '/tmp/lotengo-rehearsal';
export const REHEARSAL_ENV = 'rehearsal';

export interface Rehearsal {
  /** `NAME=url`: what a runner's environment needs to find the rehearsal (what `npm run rehearsal` prints). */
  urls: Record<string, string>;
  /** A runner's environment against this rehearsal: LOTENGO_ENV=rehearsal and the addresses. */
  runnerEnv: NodeJS.ProcessEnv;
  dir: string;
  /** Reads of Cloud Storage's stand-in so far (the registry's metadata and bytes): what a bench counts. */
  storageReads(): number;
  stop(): Promise<void>;
}

/** The addresses of a rehearsal in `dir` on `env`'s ports. */
export function rehearsalUrls(env: NodeJS.ProcessEnv, dir: string): Record<string, string> {
  const ports = rehearsalPorts(env);
  const sites = predictedOrigins(ports.hosting);
  return {
    SITE_URL: sites.shell,
    MF_REQUESTS_URL: sites.mf_requests,
    MF_PROPERTIES_URL: sites.mf_properties,
    MF_INBOX_URL: sites.mf_inbox,
    MF_ACCOUNT_URL: sites.mf_account,
    REGISTRY_URL: `${sites.shell}/registry`,
    API_URL: `http://127.0.0.1:${ports.api}/mvp`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    STORAGE_EMULATOR_HOST: `http://127.0.0.1:${ports.storage}`,
    IDENTITY_URL: `http://127.0.0.1:${ports.identity}`,
    HOSTING_URL: pathToFileURL(path.join(dir, 'hosting')).href,
  };
}

/** Variables that would point the rehearsal's own services elsewhere. */
const FOREIGN_NAMES = [
  'API_URL',
  'PUBLIC_API_URL',
  String.raw`MF_\w+_URL`,
  'SHELL_URL',
  'SITE_URL',
  String.raw`FIREBASE_\w+`,
  'DB_FILE',
  'UPLOADS_DIR',
  'REGISTRY_URL',
  'LOTENGO_ENV',
  'DEPLOY_TOKEN',
  String.raw`HOSTING_\w+`,
  'STORAGE_EMULATOR_HOST',
  'IDENTITY_URL',
];
const FOREIGN = new RegExp(`^(${FOREIGN_NAMES.join('|')})$`);

/** Each app with nothing live gets the current build, through the steps a team's runner takes. */
async function putBuildsLive(runnerEnv: NodeJS.ProcessEnv, store: string, sink: LogSink): Promise<void> {
  const base = deploymentOf({ ...runnerEnv, RELEASES_DIR: store });
  const { registry } = await base.registry.read();
  const missing = APP_NAMES.filter((a) => !registry.apps[APP_DIRS[a]]);
  if (!missing.length) return;
  await ensureBuilt({ sink, rebuildStale: false, apps: missing });
  for (const app of missing) {
    const { record } = addBuild({ store, app, builtDir: path.dirname(distMarkers(app)[0]!) });
    const token = await deployToken(base, app);
    const deployment = deploymentOf({ ...runnerEnv, RELEASES_DIR: store, DEPLOY_TOKEN: token });
    await uploadRelease({ deployment, app, version: record.version, sink });
    const out = await promote({
      deployment,
      app,
      version: record.version,
      why: 'primera versión del ensayo',
    });
    sink('rehearsal', out.message);
  }
}

export async function startRehearsal(opts: {
  env?: NodeJS.ProcessEnv;
  sink: LogSink;
  store: string;
  dir?: string;
  fresh?: boolean;
}): Promise<Rehearsal> {
  const env = opts.env ?? process.env;
  const dir = path.resolve(opts.dir ?? (env.LOTENGO_REHEARSAL_DIR || DEFAULT_REHEARSAL_DIR));
  const ports = rehearsalPorts(env);
  const urls = rehearsalUrls(env, dir);
  const sites = predictedOrigins(ports.hosting);
  const wanted = [
    ...new Set([
      ...Object.values(sites).map((o) => Number(new URL(o).port)),
      ports.functions,
      ports.hub,
      ports.logging,
      ports.api,
      ports.auth,
      ports.auth + 1,
      ports.auth + 2,
      ports.storage,
      ports.identity,
    ]),
  ];
  const busy = (await Promise.all(wanted.map(async (p) => ((await isPortFree(p)) ? null : p)))).filter(
    (p) => p !== null,
  );
  if (busy.length)
    throw new Error(
      `Puertos ocupados: ${busy.join(', ')}. ¿Otro ensayo en marcha? SHELL_PORT (y API_PORT, ` +
        `AUTH_EMULATOR_PORT…) eligen otros.`,
    );
  if (opts.fresh) fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });

  const clean: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(env).filter(([k]) => !FOREIGN.test(k)));
  const runnerEnv: NodeJS.ProcessEnv = { ...clean, LOTENGO_ENV: REHEARSAL_ENV, ...urls };
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  try {
    // The bucket, the sites and the accounts are the setup plan's: a bucket it does not make is not there.
    const plan = setupPlan(readSetupInput(REHEARSAL_ENV, undefined, runnerEnv));
    if (plan.problems.length)
      throw new Error(`El plan de npm run setup no cuadra con deploy/rehearsal.json: ${plan.problems.join('; ')}.`);
    const buckets = new Set<string>();
    const storage = await startStorageStandIn({
      port: ports.storage,
      dir: path.join(dir, 'storage'),
      hooks: { bucketExists: (bucket) => buckets.has(bucket) },
    });
    stops.push(storage.close);
    const identity = await startIdentityStandIn({ port: ports.identity });
    stops.push(identity.close);
    applyToStandIns(plan, {
      createBucket: (bucket) => buckets.add(bucket),
      createAccount: (email) => identity.createAccount(email),
      createSite: (app) => fs.mkdirSync(path.join(dir, siteFolder(app)), { recursive: true }),
    });
    const stack: Stack = await startStack({
      only: ['auth', 'api'],
      ports: { api: ports.api, auth: ports.auth },
      env: { ...clean, REGISTRY_URL: urls.REGISTRY_URL },
      dbFile: path.join(dir, 'api', 'db.json'),
      uploadsDir: path.join(dir, 'api', 'uploads'),
      authStateDir: null,
      sink: opts.sink,
      handleSignals: false,
    });
    stops.push(stack.stop);
    const firebase: FirebaseSites = await startFirebaseSites({ dir, ports, env: runnerEnv, sink: opts.sink });
    stops.push(firebase.stop);
    await putBuildsLive(runnerEnv, opts.store, opts.sink);
    return { urls, runnerEnv, dir, storageReads: storage.reads, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

export type { AppName };

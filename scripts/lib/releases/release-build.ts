/**
 * Cutting a release (operations.ts has the moves): `npm run release -- <app>` builds the app into a
 * temporary folder and adds it to the store as a new immutable version, unless its sources or its files
 * are already a version.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LogSink } from '../log';
import { runToCompletion } from '../proc';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { APP_DIRS, type AppName } from '@lotengo/platform/releases/layout';
import { gitState, inputsHash } from '@lotengo/platform/releases/hashing';
import { createdByDefault, type ReleaseRecord } from '@lotengo/platform/releases/record';
import { addRelease, findSame } from '@lotengo/platform/releases/store';

export interface ReleaseOutcome {
  created: boolean;
  record: ReleaseRecord;
  /** Why nothing was created. */
  reason?: string;
}

/** Builds `app` (production) into a temporary folder; resolves with that folder. */
async function buildToTemp(
  app: AppName,
  sink: LogSink,
  env: NodeJS.ProcessEnv,
): Promise<{ dir: string; cleanup: () => void }> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `lotengo-release-${APP_DIRS[app]}-`));
  await runToCompletion({
    name: `build ${APP_DIRS[app]}`,
    command: 'npm',
    args: ['run', '--silent', 'build', '-w', APP_DIRS[app]],
    cwd: ROOT_DIR,
    env: { ...env, NODE_ENV: 'production', LOTENGO_OUT_DIR: out },
    sink,
  });
  return { dir: path.join(out, APP_DIRS[app]), cleanup: () => fs.rmSync(out, { recursive: true, force: true }) };
}

/**
 * `npm run release -- <app>`: a new immutable version from the current sources, or a no-op that says
 * which version already holds them (same sources, or a build with the very same files).
 */
export async function releaseApp(args: {
  store: string;
  app: AppName;
  sink: LogSink;
  env?: NodeJS.ProcessEnv;
}): Promise<ReleaseOutcome> {
  const env = args.env ?? process.env;
  const inputs = inputsHash(args.app, env);
  const same = findSame(args.store, args.app, { inputsHash: inputs });
  if (same)
    return { created: false, record: same, reason: `las fuentes no cambiaron desde la ` + `versión ${same.version}` };
  const built = await buildToTemp(args.app, args.sink, env);
  try {
    return addBuild({ store: args.store, app: args.app, builtDir: built.dir, inputs, env });
  } finally {
    built.cleanup();
  }
}

/** A build made elsewhere (e.g. `npm run build`'s dist/) added as a release, as `releaseApp` would. */
export function addBuild(args: {
  store: string;
  app: AppName;
  builtDir: string;
  inputs?: string;
  env?: NodeJS.ProcessEnv;
}): ReleaseOutcome {
  const env = args.env ?? process.env;
  const { commit, dirty } = gitState();
  const result = addRelease({
    store: args.store,
    app: args.app,
    builtDir: args.builtDir,
    commit,
    dirty,
    inputsHash: args.inputs ?? inputsHash(args.app, env),
    createdBy: createdByDefault(env),
  });
  return result.created
    ? { created: true, record: result.record }
    : { created: false, record: result.record, reason: result.reason };
}

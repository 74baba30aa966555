/**
 * The rehearsal for the journeys (scripts/lib/rehearsal): production's shape on the emulators, on a
 * port block of this lane's (18530 + its offset: the sites there and at +5…+8, the other services up
 * to +16), in a folder of its own, started fresh with this run's builds live. Runners are folders that
 * hold nothing but the versions they make, and the commands run as on a team's CI.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distMarkers } from '../../scripts/lib/build';
import { addBuild } from '../../scripts/lib/releases/operations';
import { deploymentOf, type Deployment } from '../../scripts/lib/releases/deployment';
import { deployToken } from '../../scripts/lib/releases/deploy-token';
import { startRehearsal, type Rehearsal } from '../../scripts/lib/rehearsal/rehearsal';
import type { AppName } from '@lotengo/platform/releases/layout';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { E2E_PORT_OFFSET } from './env';

export const REHEARSAL_BASE = 18530 + E2E_PORT_OFFSET;

export async function startJourneyRehearsal(dir: string): Promise<Rehearsal> {
  const b = REHEARSAL_BASE;
  const ports = {
    SHELL_PORT: b,
    FUNCTIONS_PORT: b + 1,
    API_PORT: b + 10,
    AUTH_EMULATOR_PORT: b + 12,
    STORAGE_EMULATOR_PORT: b + 15,
    IDENTITY_PORT: b + 16,
  };
  const env = { ...process.env, ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])) };
  return startRehearsal({
    dir: path.join(dir, 'rehearsal'),
    store: path.join(dir, 'live'),
    env,
    sink: () => undefined,
    fresh: true,
  });
}

/** A runner of `app`'s team: an empty store of its own and the team's credential. */
export async function runner(
  rehearsal: Rehearsal,
  dir: string,
  app: AppName,
  name: string,
): Promise<{ env: NodeJS.ProcessEnv; deployment: Deployment }> {
  const store = fs.mkdtempSync(path.join(dir, `${name}-`));
  const token = await deployToken(deploymentOf(rehearsal.runnerEnv), app);
  const env = { ...rehearsal.runnerEnv, RELEASES_DIR: store, DEPLOY_TOKEN: token, LOTENGO_RELEASE_BY: name };
  return { env, deployment: deploymentOf(env) };
}

/** A new version of `app` in the runner's store: this run's build with `change` made to a copy (no rebuild). */
export function versionFrom(runnerStore: string, app: AppName, change: (dir: string) => void): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-e2e-version-'));
  try {
    fs.cpSync(path.dirname(distMarkers(app)[0]!), copy, { recursive: true });
    change(copy);
    return addBuild({ store: runnerStore, app, builtDir: copy }).record.version;
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** `npm run <command> -- …` as the runner's CI runs it (the commands of scripts/releases.ts: upload, promote,
 * history…). */
export function npmRun(env: NodeJS.ProcessEnv, ...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/releases.ts', ...args],
      { cwd: ROOT_DIR, env, encoding: 'utf8', timeout: 180_000 },
      (err, stdout, stderr) => {
        resolve({ code: err ? (typeof err.code === 'number' ? err.code : 2) : 0, out: `${stdout}${stderr}` });
      },
    );
  });
}

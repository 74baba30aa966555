/** turbo as the pipeline and CI's shards run it: two tasks at a time (two cores), no telemetry (no network). */
import path from 'node:path';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { markBuilt } from '../build';
import { runCommand } from '../stages';
import { appNameOf, workspaceName, type AppDir, type PackageDir } from './apps';

export const bin = (name: string): string => path.join(ROOT_DIR, 'node_modules', '.bin', name);

export const turboEnv: NodeJS.ProcessEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

/** `turbo run <task>` for these workspaces (and, through turbo.json, what they depend on). */
export const turbo = (task: string, packages: readonly PackageDir[]): Promise<number> =>
  runCommand(
    bin('turbo'),
    [
      'run',
      task,
      ...packages.map((p) => `--filter=${workspaceName(p)}`),
      '--concurrency=2',
      '--output-logs=new-only',
      '--ui=stream',
    ],
    turboEnv,
  );

/** Production builds of these apps, then their build stamps (so the e2e setup takes them as fresh). */
export async function buildApps(apps: readonly AppDir[]): Promise<number> {
  const code = await turbo('build', apps);
  if (code === 0) apps.forEach((a) => markBuilt(appNameOf(a)));
  return code;
}

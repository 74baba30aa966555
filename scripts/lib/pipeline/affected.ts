/**
 * A diff since a git ref, as the pipeline plans it: the changed files and turbo's affected workspaces
 * (with their dependents), turned into the plan by plan.ts. `npm run pipeline -- --affected <ref>` and
 * CI's plan (`npm run ci:affected -- <ref>`) both call this: one source.
 */
import { execFileSync } from 'node:child_process';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { isPackageDir, type PackageDir } from './apps';
import { planForAffected, type PipelinePlan } from './plan';
import { bin, turboEnv } from './turbo';

/** The files of the diff since `ref`, uncommitted and untracked ones included. */
export function changedFiles(ref: string): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: ROOT_DIR, encoding: 'utf8' }).split('\n').filter(Boolean);
  return [...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')])];
}

/** turbo's answer: the workspaces the diff since `ref` affects (their dependents included). */
export function affectedPackages(ref: string): PackageDir[] {
  const out = execFileSync(bin('turbo'), ['ls', '--affected', '--output=json'], {
    cwd: ROOT_DIR,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...turboEnv, TURBO_SCM_BASE: ref, TURBO_SCM_HEAD: 'HEAD' },
  });
  const parsed = JSON.parse(out.slice(out.indexOf('{'))) as { packages: { items: Array<{ path: string }> } };
  return parsed.packages.items.map((p) => p.path).filter(isPackageDir);
}

/** The pipeline's plan for the diff since `ref`. */
export const planSince = (ref: string): PipelinePlan => planForAffected(affectedPackages(ref), changedFiles(ref));

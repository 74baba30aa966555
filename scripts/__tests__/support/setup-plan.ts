/**
 * For the setup tests: the committed production plan with its placeholders filled (as a platform
 * engineer would before --apply), and a fake gcloud/firebase that answers from a set of resources that
 * exist and records every command it is asked.
 */
import { readSetupInput, setupPlan, type SetupInput, type SetupPlan } from '../../lib/setup/plan';
import type { CommandRunner } from '../../lib/setup/apply';
import type { Command } from '../../lib/setup/steps';

export const REPOSITORY = 'lotengo/lotengo';
export const REPOSITORY_ID = '811223344';
export const OWNER_ID = '190011223';
export const PROJECT_NUMBER = '431122334455';

/** deploy/production.json as committed, its setup placeholders set. */
export function productionInput(): SetupInput {
  const input = readSetupInput('production');
  return {
    ...input,
    setup: {
      github: { repository: REPOSITORY, repositoryId: REPOSITORY_ID, repositoryOwnerId: OWNER_ID },
      projectNumber: PROJECT_NUMBER,
      billingAccount: '0A1B2C-3D4E5F-6A7B8C',
    },
  };
}

export const productionPlan = (): SetupPlan => setupPlan(productionInput());

export const line = (c: Command) => [c.tool, ...c.args].join(' ');

/**
 * A fake gcloud and firebase: a describe succeeds for what `exists` holds (matched by the describe's
 * own command line), a get-iam-policy prints for what `granted` holds; everything else succeeds. Each
 * command is recorded as one line.
 */
export function fakeCloud(opts: { exists?: (l: string) => boolean; granted?: (l: string) => boolean; fail?: string }) {
  const calls: string[] = [];
  const run: CommandRunner = async (c) => {
    const l = line(c);
    calls.push(l);
    if (opts.fail && l.includes(opts.fail)) return { code: 1, stdout: '', stderr: 'ERROR: (gcloud) PERMISSION_DENIED' };
    if (/ (describe|hosting:sites:get) /.test(` ${l} `) || /hosting:sites:get/.test(l))
      return opts.exists?.(l) ? { code: 0, stdout: 'ok\n', stderr: '' } : { code: 1, stdout: '', stderr: 'NOT_FOUND' };
    if (/get-iam-policy/.test(l)) return { code: 0, stdout: opts.granted?.(l) ? 'roles/x\n' : '', stderr: '' };
    return { code: 0, stdout: '', stderr: '' };
  };
  return { run, calls };
}

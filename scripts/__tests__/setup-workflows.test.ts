/**
 * The identity conditions and the workflows name the same things: each account's token is given only to
 * the workflow files, environments and events the plan's conditions accept, so a file renamed, an
 * environment retyped or a new trigger shows here, not as a refused deploy in the middle of an incident.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { DEPLOY_IDENTITIES } from '../lib/setup/identities';

const WORKFLOWS = path.join(__dirname, '..', '..', '.github', 'workflows');
/** The events the provider's condition accepts (setup-identity.test.ts forges the others). */
const ACCEPTED_EVENTS = ['push', 'workflow_dispatch'];

interface Job {
  uses?: string;
  with?: Record<string, unknown>;
  environment?: string | { name: string };
  steps?: Array<{ uses?: string; with?: Record<string, unknown> }>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const read = (file: string) => parse(fs.readFileSync(path.join(WORKFLOWS, file), 'utf8')) as Workflow;

/** The jobs that ask Google for a token, with the environment they run in and the account they name. */
function tokenJobs(
  file: string,
  inputs: Record<string, unknown> = {},
): Array<{ environment: string; account: string }> {
  const fill = (text: string) => text.replace(/\$\{\{\s*inputs\.(\w+)\s*\}\}/g, (_m, name) => String(inputs[name]));
  return Object.values(read(file).jobs).flatMap((job) => {
    if (job.uses?.startsWith('./.github/workflows/'))
      return tokenJobs(path.basename(job.uses), { ...(job.with ?? {}) });
    const auth = job.steps?.find((s) => s.uses?.startsWith('google-github-actions/auth@'));
    if (!auth) return [];
    const env = typeof job.environment === 'object' ? job.environment.name : (job.environment ?? '');
    return [{ environment: fill(env), account: fill(String(auth.with?.service_account ?? '')) }];
  });
}

const triggers = (file: string) => Object.keys(read(file).on);
const callers = fs
  .readdirSync(WORKFLOWS)
  .filter((f) => f.endsWith('.yml') && triggers(f).every((t) => t !== 'workflow_call'));

describe('the workflows the identity conditions name', () => {
  it.each(DEPLOY_IDENTITIES.map((i) => [i.deployAs, i] as const))(
    '%s: its workflows exist, run only on accepted events and ask for a token in its environment',
    (_name, identity) => {
      for (const file of identity.workflows) {
        expect(fs.existsSync(path.join(WORKFLOWS, file))).toBe(true);
        expect(triggers(file).filter((t) => !ACCEPTED_EVENTS.includes(t))).toEqual([]);
        const jobs = tokenJobs(file);
        expect(jobs.length).toBeGreaterThan(0);
        for (const job of jobs) {
          expect(job.environment).toBe(identity.environment);
          // A literal account is this identity's; the teams' is looked up by app (deploy-steps.test.ts).
          if (!job.account.includes('${{')) expect(job.account.split('@')[0]).toBe(identity.accountId);
        }
      }
    },
  );

  it('no other workflow asks Google for a token: it would be refused', () => {
    const named = new Set(DEPLOY_IDENTITIES.flatMap((i) => i.workflows));
    const asking = callers.filter((f) => tokenJobs(f).length > 0);
    expect(asking.filter((f) => !named.has(f))).toEqual([]);
    expect(asking.sort()).toEqual([...named].sort());
  });
});

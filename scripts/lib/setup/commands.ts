/**
 * Each resource of the plan as gcloud and firebase commands: how it is described, created, brought up
 * to date, granted or revoked. The commands are argument lists (run without a shell); the dry run
 * quotes them for a shell.
 */
import type { Check, Command, Resource, Step } from './steps';

const gcloud = (...args: string[]): Command => ({ tool: 'gcloud', args });
const firebase = (...args: string[]): Command => ({ tool: 'firebase', args });
const succeeds = (command: Command): Check => ({ command, present: 'succeeds' });
const prints = (command: Command): Check => ({ command, present: 'prints' });

/**
 * A dict flag whose values hold commas (CEL lists): gcloud's alternate delimiter (`gcloud topic
 * escaping`), `^;^key=value;key=value`. No value of ours holds a `;`: the plan checks.
 */
export const dictFlag = (entries: Record<string, string>) =>
  `^;^${Object.entries(entries)
    .map(([k, v]) => `${k}=${v}`)
    .join(';')}`;

/** Who holds a binding (a gcloud filter over a flattened policy): prints the role when the member is there. */
const memberFilter = (member: string) => [
  '--flatten=bindings[].members',
  `--filter=bindings.members="${member}"`,
  '--format=value(bindings.role)',
];

type Commands = Pick<Step, 'check' | 'ifMissing' | 'ifPresent' | 'always'>;

export function commandsOf(r: Resource): Commands {
  const none: Commands = { ifMissing: [], ifPresent: [], always: [] };
  switch (r.kind) {
    case 'project':
      return {
        ...none,
        check: succeeds(gcloud('projects', 'describe', r.project, '--format=value(projectId)')),
        ifMissing: [firebase('projects:create', r.project, `--display-name=${r.title}`, '--non-interactive')],
      };
    case 'billing':
      return {
        ...none,
        always: [gcloud('billing', 'projects', 'link', r.project, `--billing-account=${r.billingAccount}`)],
      };
    case 'apis':
      return { ...none, always: [gcloud('services', 'enable', ...r.services, `--project=${r.project}`)] };
    case 'bucket': {
      const bucket = `gs://${r.bucket}`;
      return {
        ...none,
        check: succeeds(
          gcloud('storage', 'buckets', 'describe', bucket, `--project=${r.project}`, '--format=value(name)'),
        ),
        ifMissing: [
          gcloud(
            'storage',
            'buckets',
            'create',
            bucket,
            `--project=${r.project}`,
            `--location=${r.location}`,
            '--uniform-bucket-level-access',
            '--public-access-prevention',
          ),
        ],
        // IAM conditions need uniform bucket-level access: a bucket made by hand gets it too.
        ifPresent: [
          gcloud(
            'storage',
            'buckets',
            'update',
            bucket,
            `--project=${r.project}`,
            '--uniform-bucket-level-access',
            '--public-access-prevention',
          ),
        ],
      };
    }
    case 'site':
      return {
        ...none,
        check: succeeds(firebase('hosting:sites:get', r.site, `--project=${r.project}`)),
        ifMissing: [firebase('hosting:sites:create', r.site, `--project=${r.project}`, '--non-interactive')],
      };
    case 'target':
      // A target lives in .firebaserc, committed: the plan checks it agrees, nothing to run.
      return none;
    case 'account':
      return {
        ...none,
        check: succeeds(
          gcloud('iam', 'service-accounts', 'describe', r.email, `--project=${r.project}`, '--format=value(email)'),
        ),
        ifMissing: [
          gcloud(
            'iam',
            'service-accounts',
            'create',
            r.accountId,
            `--project=${r.project}`,
            `--display-name=${r.title}`,
          ),
        ],
      };
    case 'project-role':
      return {
        ...none,
        // --condition=None: an unconditional grant, without gcloud asking when the policy has conditional ones.
        always: [
          gcloud(
            'projects',
            'add-iam-policy-binding',
            r.project,
            `--member=${r.member}`,
            `--role=${r.role}`,
            '--condition=None',
          ),
        ],
      };
    case 'bucket-role':
      return {
        ...none,
        always: [
          gcloud(
            'storage',
            'buckets',
            'add-iam-policy-binding',
            `gs://${r.bucket}`,
            `--member=${r.member}`,
            `--role=${r.role}`,
            `--condition=${dictFlag({ expression: r.condition.expression, title: r.condition.title })}`,
          ),
        ],
      };
    case 'account-role':
      return {
        ...none,
        always: [
          gcloud(
            'iam',
            'service-accounts',
            'add-iam-policy-binding',
            r.account,
            `--project=${r.project}`,
            `--member=${r.member}`,
            `--role=${r.role}`,
          ),
        ],
      };
    case 'pool': {
      const where = [`--project=${r.project}`, '--location=global'];
      return {
        ...none,
        check: succeeds(gcloud('iam', 'workload-identity-pools', 'describe', r.pool, ...where, '--format=value(name)')),
        ifMissing: [gcloud('iam', 'workload-identity-pools', 'create', r.pool, ...where, `--display-name=${r.title}`)],
      };
    }
    case 'provider': {
      const where = [`--project=${r.project}`, '--location=global', `--workload-identity-pool=${r.pool}`];
      const settings = [
        `--display-name=${r.title}`,
        `--issuer-uri=${r.issuer}`,
        `--attribute-mapping=${dictFlag(r.mapping)}`,
        `--attribute-condition=${r.condition}`,
      ];
      const providers = ['iam', 'workload-identity-pools', 'providers'];
      return {
        ...none,
        check: succeeds(gcloud(...providers, 'describe', r.provider, ...where, '--format=value(name)')),
        ifMissing: [gcloud(...providers, 'create-oidc', r.provider, ...where, ...settings)],
        // An existing provider is brought back to the committed mapping and condition.
        ifPresent: [gcloud(...providers, 'update-oidc', r.provider, ...where, ...settings)],
      };
    }
    case 'revoke-bucket-role': {
      const bucket = `gs://${r.bucket}`;
      return {
        ...none,
        check: prints(gcloud('storage', 'buckets', 'get-iam-policy', bucket, ...memberFilter(r.member))),
        ifPresent: [
          gcloud(
            'storage',
            'buckets',
            'remove-iam-policy-binding',
            bucket,
            `--member=${r.member}`,
            `--role=${r.role}`,
            '--all',
          ),
        ],
      };
    }
    case 'revoke-account-role':
      return {
        ...none,
        check: prints(
          gcloud(
            'iam',
            'service-accounts',
            'get-iam-policy',
            r.account,
            `--project=${r.project}`,
            ...memberFilter(r.member),
          ),
        ),
        ifPresent: [
          gcloud(
            'iam',
            'service-accounts',
            'remove-iam-policy-binding',
            r.account,
            `--project=${r.project}`,
            `--member=${r.member}`,
            `--role=${r.role}`,
          ),
        ],
      };
  }
}

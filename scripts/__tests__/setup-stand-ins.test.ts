/**
 * The rehearsal's stand-ins hold what the setup plan made and nothing else, as the real services do: a
 * bucket the plan did not make does not exist, and no token is signed for an account of the rehearsal's
 * project that the plan did not make.
 */
import { startIdentityStandIn, TOKEN_PATH } from '../lib/rehearsal/identity-stand-in';
import { startStorageStandIn } from '../lib/rehearsal/storage-stand-in';
import { readSetupInput, setupPlan } from '../lib/setup/plan';
import { applyToStandIns } from '../lib/setup/stand-in';

const plan = setupPlan(readSetupInput('rehearsal'));
const buckets = new Set<string>();
const accounts = new Set<string>();
applyToStandIns(plan, {
  createBucket: (b) => buckets.add(b),
  createAccount: (e) => accounts.add(e),
  createSite: () => undefined,
});

it('Cloud Storage’s stand-in: the plan’s bucket exists, another does not', async () => {
  const storage = await startStorageStandIn({ hooks: { bucketExists: (b) => buckets.has(b) } });
  try {
    const upload = (bucket: string) =>
      fetch(`${storage.url}/upload/storage/v1/b/${bucket}/o?uploadType=media&name=registry.json&ifGenerationMatch=0`, {
        method: 'POST',
        body: '{}',
      });
    const get = async (bucket: string) => {
      const res = await fetch(`${storage.url}/storage/v1/b/${bucket}/o/registry.json`);
      return [res.status, ((await res.json()) as { error: { message: string } }).error?.message ?? 'ok'];
    };
    expect(await get('otro-bucket')).toEqual([404, 'The specified bucket does not exist.']);
    expect((await upload('otro-bucket')).status).toBe(404);
    expect(await get('demo-lotengo-registry')).toEqual([404, 'No such object: demo-lotengo-registry/registry.json']);
    expect((await upload('demo-lotengo-registry')).status).toBe(200);
    expect(await get('demo-lotengo-registry')).toEqual([200, 'ok']);
  } finally {
    await storage.close();
  }
});

it('the token stand-in signs for the plan’s accounts, and for none other of its project', async () => {
  const identity = await startIdentityStandIn({
    accounts: { project: plan.project, exists: (email) => accounts.has(email) },
  });
  try {
    const ask = async (email: string) => {
      const res = await fetch(`${identity.url}${TOKEN_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, audience: 'http://127.0.0.1:5000/registry' }),
      });
      return [res.status, ((await res.json()) as { message?: string }).message ?? 'token'];
    };
    for (const account of ['ci-inbox', 'release-admin', 'ci-platform'])
      expect(await ask(`${account}@demo-lotengo.iam.gserviceaccount.com`)).toEqual([200, 'token']);
    expect(await ask('ci-intruso@demo-lotengo.iam.gserviceaccount.com')).toEqual([
      404,
      'No existe la cuenta de servicio ci-intruso@demo-lotengo.iam.gserviceaccount.com (el plan de npm run setup ' +
        'no la crea).',
    ]);
  } finally {
    await identity.close();
  }
});

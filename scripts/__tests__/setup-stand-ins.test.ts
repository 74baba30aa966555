/**
 * The rehearsal's stand-ins hold what the setup plan made, as the real services do: a bucket the plan
 * did not make does not exist, and each account it made has its unique id, the `sub` of its tokens.
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

it('the token stand-in: the plan’s accounts have a unique id, the sub of each of their tokens', async () => {
  const identity = await startIdentityStandIn();
  try {
    const made = new Map<string, string>();
    applyToStandIns(plan, {
      createBucket: () => undefined,
      createSite: () => undefined,
      createAccount: (email) => made.set(email, identity.createAccount(email)),
    });
    const subOf = async (email: string) => {
      const res = await fetch(`${identity.url}${TOKEN_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, audience: 'http://127.0.0.1:5000/registry' }),
      });
      const { token } = (await res.json()) as { token: string };
      return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
    };
    const inbox = 'ci-inbox@demo-lotengo.iam.gserviceaccount.com';
    expect(made.get(inbox)).toMatch(/^\d+$/);
    expect([await subOf(inbox), await subOf(inbox)]).toEqual([made.get(inbox), made.get(inbox)]);
    expect(new Set(made.values()).size).toBe(accounts.size);
    // Made again (a restarted plan): the same account, the same id.
    expect(identity.createAccount(inbox)).toBe(made.get(inbox));
    // An account the plan did not make still gets a token (the journeys need one the service refuses), no fixed id.
    const stranger = 'curioso@demo-lotengo.iam.gserviceaccount.com';
    expect(await subOf(stranger)).not.toBe(await subOf(stranger));
  } finally {
    await identity.close();
  }
});

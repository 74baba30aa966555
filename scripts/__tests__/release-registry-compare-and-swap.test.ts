/**
 * The registry (scripts/lib/releases) through the pointer service: every change is a compare-and-swap on
 * the revision read, so two changes at the same moment give one success and one refusal that says why.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseError } from '@lotengo/platform/releases/layout';
import { promote, rollback } from '../lib/releases/operations';
import { readRegistry } from '@lotengo/platform/releases/registry';
import { listFiles } from '@lotengo/platform/releases/hashing';
import { withRegistryWorld } from './support/registry-releases';

const w = withRegistryWorld();
const { d, release, registryBytes } = w;

describe('compare-and-swap in the pointer service', () => {
  it('a change sent on a stale revision is a 412 naming both revisions and changes nothing', async () => {
    const v1 = release();
    const v2 = release();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1 });
    const client = d().registry;
    const seen = await client.read(); // revision 1
    expect(seen.etag).toBe('"1"');
    await promote({ deployment: d(), app: 'mf_inbox', version: v2 }); // revision 2
    const before = registryBytes();
    await expect(client.change('mf_inbox', seen.etag, { action: 'rollback' })).rejects.toThrow(
      'Rechazado: el registro está en la revisión 2, no en la 1 que leíste; otro cambio se adelantó. Vuelve a ' +
        'leerlo y decide de nuevo.',
    );
    expect(registryBytes()).toBe(before);
    // With the current revision it goes through.
    const out = await client.change('mf_inbox', (await client.read()).etag, { action: 'rollback' });
    expect(out.etag).toBe('"3"');
    expect(readRegistry(w.store)).toMatchObject({ revision: 3, apps: { 'mf-inbox': { live: v1 } } });
    expect(fs.readdirSync(path.dirname(w.registryFile)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('two promotes at the same moment: exactly one succeeds, the other is refused and says why', async () => {
    const [v1, v2, v3] = [release(), release(), release()];
    await promote({ deployment: d(), app: 'mf_inbox', version: v1 });
    let letFirstWrite!: () => void;
    const held = new Promise<void>((resolve) => (letFirstWrite = resolve));
    let firstReachedWrite = false;
    const first = promote({
      deployment: d(),
      app: 'mf_inbox',
      version: v2,
      beforeWrite: async () => {
        firstReachedWrite = true;
        await held;
      },
    });
    // The second starts while the first has read the registry and not written it yet.
    const second = promote({ deployment: d(), app: 'mf_inbox', version: v3 }).finally(() => letFirstWrite());
    const results = await Promise.allSettled([first, second]);
    expect(firstReachedWrite).toBe(true);

    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toBeInstanceOf(ReleaseError);
    expect(String(refused[0]!.reason.message)).toContain('el registro está en la revisión 2, no en la 1 que leíste');

    const registry = readRegistry(w.store);
    expect(registry.revision).toBe(2);
    expect(registry.history).toHaveLength(2);
    expect(registry.apps['mf-inbox']).toEqual({ live: v3, previous: [v1] });
  });

  it('no lock file anywhere: a change leaves only the registry and the tokens in the service folder', async () => {
    const v1 = release();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1 });
    expect(fs.readdirSync(path.dirname(w.registryFile)).sort()).toEqual(['deploy-tokens.json', 'registry.json']);
  });

  it('a pointer move writes the registry and nothing else: every server reads it (no local-only step)', async () => {
    const [v1, v2] = [release('shell'), release('shell')];
    await promote({ deployment: d(), app: 'shell', version: v1 });
    const files = () =>
      listFiles(w.store)
        .filter((rel) => rel !== '.registry/registry.json')
        .map((rel) => `${rel} ${fs.statSync(path.join(w.store, rel)).mtimeMs}`);
    const before = files();
    await promote({ deployment: d(), app: 'shell', version: v2 });
    await rollback({ deployment: d(), app: 'shell' });
    expect(files()).toEqual(before);
    expect(readRegistry(w.store).revision).toBe(3);
  });

  it('a damaged registry is a refusal, not an empty one (nothing is overwritten)', async () => {
    const v1 = release();
    fs.mkdirSync(path.dirname(w.registryFile), { recursive: true });
    fs.writeFileSync(w.registryFile, '{"schema":1,"revision":');
    expect(() => readRegistry(w.store)).toThrow(/está dañado/);
    await expect(promote({ deployment: d(), app: 'mf_inbox', version: v1 })).rejects.toThrow(ReleaseError);
    expect(registryBytes()).toBe('{"schema":1,"revision":');
  });
});

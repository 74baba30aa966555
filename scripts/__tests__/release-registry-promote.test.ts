/**
 * The registry (scripts/lib/releases) through the pointer service, promote: it moves one app's pointer
 * with a history entry and a new revision; a version that is not in the store is refused with the reason.
 */
import { ReleaseError } from '@lotengo/platform/releases/layout';
import { promote } from '../lib/releases/operations';
import { historyOf, liveVersions, readRegistry } from '@lotengo/platform/releases/registry';
import { withRegistryWorld } from './support/registry-releases';

const w = withRegistryWorld();
const { d, release, registryBytes } = w;
const CREDENTIAL = 'token local de mf-inbox';

describe('promote', () => {
  it('refuses a version that is not on its site, with the reason; the registry is unchanged', async () => {
    await expect(promote({ deployment: d(), app: 'mf_inbox', version: 'abc1234-0123456789' })).rejects.toThrow(
      ReleaseError,
    );
    await expect(promote({ deployment: d(), app: 'mf_inbox', version: 'abc1234-0123456789' })).rejects.toThrow(
      'Rechazado: la versión abc1234-0123456789 de mf-inbox no está en su sitio; súbela antes con npm run upload -- ' +
        'mf-inbox abc1234-0123456789.',
    );
    expect(registryBytes()).toBeNull();

    const v1 = release();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1 });
    const before = registryBytes();
    // A name that is not a version at all, and a version of another app.
    await expect(promote({ deployment: d(), app: 'mf_inbox', version: 'nope' })).rejects.toThrow(
      'Cambio no válido: to no tiene la forma de una versión.',
    );
    await expect(promote({ deployment: d(), app: 'mf_account', version: v1 })).rejects.toThrow(
      /de mf-account no está en su sitio/,
    );
    expect(registryBytes()).toBe(before);
  });

  it('moves the pointer, writes the history entry (when, from, to, by, why) and bumps the revision', async () => {
    const v1 = release();
    const v2 = release();
    const t0 = Date.now();
    const first = await promote({ deployment: d(), app: 'mf_inbox', version: v1, why: 'primera' });
    expect(first.changed).toBe(true);
    expect(first.message).toBe(`mf-inbox: (ninguna) → ${v1} en vivo (revisión 1).`);
    const second = await promote({
      deployment: d(),
      app: 'mf_inbox',
      version: v2,
      why: 'arregla el filtro',
    });
    expect(second.message).toContain(`${v1} → ${v2}`);

    const registry = readRegistry(w.store);
    expect(registry.revision).toBe(2);
    expect(registry.apps['mf-inbox']).toEqual({ live: v2, previous: [v1] });
    expect(registry.history).toEqual([
      {
        revision: 1,
        at: expect.any(String),
        app: 'mf-inbox',
        action: 'promote',
        from: null,
        to: v1,
        by: CREDENTIAL,
        why: 'primera',
        credential: CREDENTIAL,
        // The client's id for the change (a repeat of it is recognised, never applied twice).
        changeId: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      },
      {
        revision: 2,
        at: expect.any(String),
        app: 'mf-inbox',
        action: 'promote',
        from: v1,
        to: v2,
        by: CREDENTIAL,
        why: 'arregla el filtro',
        credential: CREDENTIAL,
        changeId: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      },
    ]);
    for (const h of registry.history) {
      expect(Date.parse(h.at)).toBeGreaterThanOrEqual(t0 - 1000);
      expect(Date.parse(h.at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(registry.updatedAt).toBe(registry.history[1]!.at);
    expect(liveVersions(registry)).toEqual({ mf_inbox: v2 });
    expect(historyOf(registry, 'mf_inbox')).toHaveLength(2);
    expect(historyOf(registry, 'shell')).toEqual([]);
  });

  it("names who did it by the credential's identity, whatever the runner calls itself", async () => {
    const v1 = release();
    await promote({ deployment: d({ LOTENGO_RELEASE_BY: 'ci-bot' }), app: 'mf_inbox', version: v1 });
    expect(readRegistry(w.store).history[0]).toMatchObject({ by: CREDENTIAL, why: '' });
  });

  it('of the live version is a no-op: same revision, same file, no history entry', async () => {
    const v1 = release();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1 });
    const before = registryBytes();
    const again = await promote({ deployment: d(), app: 'mf_inbox', version: v1 });
    expect(again.changed).toBe(false);
    expect(again.message).toContain('ya está en vivo');
    expect(registryBytes()).toBe(before);
    expect(readRegistry(w.store).revision).toBe(1);
  });

  it('reads the pointer once and writes it once, the gate judging that very reading', async () => {
    const [v1, v2] = [release(), release()];
    const base = d();
    const calls: string[] = [];
    const registry = {
      ...base.registry,
      read: () => (calls.push('read'), base.registry.read()),
      change: (...args: Parameters<typeof base.registry.change>) => (
        calls.push('change'),
        base.registry.change(...args)
      ),
    };
    let judged: number | undefined;
    await promote({ deployment: { ...base, registry }, app: 'mf_inbox', version: v1 });
    await promote({
      deployment: { ...base, registry },
      app: 'mf_inbox',
      version: v2,
      gate: { smoke: false, onVerdict: (v) => (judged = v.revision) },
    });
    expect(calls).toEqual(['read', 'change', 'read', 'change']);
    expect(judged).toBe(1);
  });

  it("one app's change leaves the others' pointers alone", async () => {
    const inbox = release('mf_inbox');
    const shell = release('shell');
    await promote({ deployment: d(), app: 'mf_inbox', version: inbox });
    await promote({ deployment: d(), app: 'shell', version: shell });
    expect(readRegistry(w.store).apps).toEqual({
      'mf-inbox': { live: inbox, previous: [] },
      shell: { live: shell, previous: [] },
    });
  });
});

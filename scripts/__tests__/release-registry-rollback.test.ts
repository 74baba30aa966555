/**
 * The registry (scripts/lib/releases) through the pointer service, rollback: it moves one app's pointer
 * back to its previous live version, with a history entry and a new revision, and refuses when there is none.
 */
import { ReleaseError } from '@lotengo/platform/releases/layout';
import { promote, rollback } from '../lib/releases/operations';
import { readRegistry } from '@lotengo/platform/releases/registry';
import { withRegistryWorld } from './support/registry-releases';

const w = withRegistryWorld();
const { d, release, registryBytes } = w;

const liveOf = (app = 'mf-inbox') => readRegistry(w.store).apps[app]?.live;

describe('rollback', () => {
  it('goes back to the previous live version; twice in a row walks back two steps; then refuses', async () => {
    const [v1, v2, v3] = [release(), release(), release()];
    for (const v of [v1, v2, v3]) await promote({ deployment: d(), app: 'mf_inbox', version: v });
    expect(liveOf()).toBe(v3);

    const back1 = await rollback({ deployment: d(), app: 'mf_inbox', why: 'v3 rompe la bandeja' });
    expect(back1.changed).toBe(true);
    expect(liveOf()).toBe(v2);
    const back2 = await rollback({ deployment: d(), app: 'mf_inbox', why: 'v2 también' });
    expect(back2.entry).toMatchObject({
      revision: 5,
      action: 'rollback',
      from: v2,
      to: v1,
      by: 'token local de mf-inbox',
      why: 'v2 también',
    });
    expect(liveOf()).toBe(v1);

    const before = registryBytes();
    await expect(rollback({ deployment: d(), app: 'mf_inbox' })).rejects.toThrow(
      'Rechazado: mf-inbox no tiene una versión anterior a la que volver.',
    );
    expect(registryBytes()).toBe(before);
    expect(readRegistry(w.store).history.map((h) => [h.action, h.from, h.to])).toEqual([
      ['promote', null, v1],
      ['promote', v1, v2],
      ['promote', v2, v3],
      ['rollback', v3, v2],
      ['rollback', v2, v1],
    ]);
  });

  it('is refused for an app that never had a live version', async () => {
    await expect(rollback({ deployment: d(), app: 'mf_account' })).rejects.toThrow(ReleaseError);
    await expect(rollback({ deployment: d(), app: 'mf_account' })).rejects.toThrow(
      /mf-account no tiene una versión anterior/,
    );
    expect(registryBytes()).toBeNull();
  });

  it(
    'a promote after a rollback starts a new line: rollback then goes back to where ' + 'the promote came from',
    async () => {
      const [v1, v2, v3] = [release(), release(), release()];
      await promote({ deployment: d(), app: 'mf_inbox', version: v1 });
      await promote({ deployment: d(), app: 'mf_inbox', version: v2 });
      await rollback({ deployment: d(), app: 'mf_inbox' });
      await promote({ deployment: d(), app: 'mf_inbox', version: v3 });
      await rollback({ deployment: d(), app: 'mf_inbox' });
      expect(liveOf()).toBe(v1);
    },
  );
});

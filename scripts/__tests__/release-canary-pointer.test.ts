/**
 * Canary: the bucket function (share and stickiness) and the registry's canary pointer (start, end,
 * promote and rollback end it, history).
 */
import { withCanaryWorld } from './support/fake-release';
import { createHash } from 'node:crypto';
import { bucketOf, canaryIdFrom, inCanary, newCanaryId, servedVersions } from '@lotengo/platform/releases/canary';
import { endCanary, promote, rollback, startCanary } from '../lib/releases/operations';
import { readRegistry } from '@lotengo/platform/releases/registry';

const c = withCanaryWorld();
const { d, fakeVersion } = c;

/**
 * Ids shaped as a browser makes them (32 hex characters), but the same on every run: the share checks
 * below allow ±1 point, about 3 standard deviations of a random sample: random ids failed 1 run in a few
 * hundred.
 */
const ids = (count: number) =>
  Array.from({ length: count }, (_, i) => createHash('md5').update(`id-${i}`).digest('hex'));

describe('bucket function', () => {
  it('is a number 0–99, the same for the same id and app, independent between apps', async () => {
    const id = newCanaryId();
    const b = bucketOf(id, 'mf_inbox');
    expect(b).toBeGreaterThanOrEqual(0);
    expect(b).toBeLessThan(100);
    for (let i = 0; i < 100; i += 1) expect(bucketOf(id, 'mf_inbox')).toBe(b);
    const sample = ids(2000);
    const same = sample.filter((x) => inCanary(x, 'mf_inbox', 10) && inCanary(x, 'mf_requests', 10)).length;
    // Independent: about 1 % are in both 10 % canaries, not 10 %.
    expect(same).toBeLessThan(60);
  });

  it.each([1, 10, 50, 90])('puts %i % of 20,000 random ids in the canary (± 1 point)', (percent) => {
    const share = (ids(20_000).filter((x) => inCanary(x, 'mf_inbox', percent)).length * 100) / 20_000;
    expect(Math.abs(share - percent)).toBeLessThanOrEqual(1);
  });

  it('takes only an id as a browser makes one (32 hex characters)', async () => {
    const id = newCanaryId();
    expect(canaryIdFrom(id)).toBe(id);
    for (const bad of ['x<script>', id.toUpperCase(), `${id}0`, id.slice(1), ['a'], undefined])
      expect(canaryIdFrom(bad)).toBeNull();
  });
});

describe('the canary pointer', () => {
  it(
    'promote --canary serves the version to its share; promote ends it; rollback ' + 'ends it; history says so',
    async () => {
      const v1 = fakeVersion();
      const v2 = fakeVersion();
      const v3 = fakeVersion();
      await promote({ deployment: d(), app: 'mf_inbox', version: v1 });
      await expect(startCanary({ deployment: d(), app: 'mf_inbox', version: v1, percent: 10 })).rejects.toThrow(
        /ya está en vivo/,
      );
      await expect(startCanary({ deployment: d(), app: 'mf_inbox', version: v2, percent: 0 })).rejects.toThrow(
        /del 1 al 99/,
      );
      await expect(
        startCanary({ deployment: d(), app: 'mf_inbox', version: 'abc1234-ffffffffff', percent: 10 }),
      ).rejects.toThrow(/no está en su sitio/);

      const started = await startCanary({
        deployment: d(),
        app: 'mf_inbox',
        version: v2,
        percent: 10,
        why: 'probar',
      });
      expect(started.message).toContain(`canario ${v2} para el 10 %`);
      let reg = readRegistry(c.store);
      expect(reg.apps['mf-inbox']).toMatchObject({ live: v1, canary: { version: v2, percent: 10 } });
      const sample = ids(2000);
      const served = sample.map((id) => servedVersions(reg, id).versions.mf_inbox);
      expect(new Set(served)).toEqual(new Set([v1, v2]));
      // Sticky: the same id, the same version, every time.
      for (const id of sample.slice(0, 50))
        for (let i = 0; i < 20; i += 1)
          expect(servedVersions(readRegistry(c.store), id).versions.mf_inbox).toBe(served[sample.indexOf(id)]);
      expect(servedVersions(reg, null).versions.mf_inbox).toBe(v1);

      // rollback while a canary runs: the canary ends, live stays.
      expect((await rollback({ deployment: d(), app: 'mf_inbox' })).message).toContain(
        `canario ${v2} terminado; todos vuelven a ${v1}`,
      );
      reg = readRegistry(c.store);
      expect(reg.apps['mf-inbox']).toMatchObject({ live: v1, canary: null });
      expect((await endCanary({ deployment: d(), app: 'mf_inbox' })).changed).toBe(false);

      // promote without --canary: for everybody, and the canary ends with it.
      await startCanary({ deployment: d(), app: 'mf_inbox', version: v3, percent: 50 });
      await promote({ deployment: d(), app: 'mf_inbox', version: v3 });
      reg = readRegistry(c.store);
      expect(reg.apps['mf-inbox']).toEqual({ live: v3, previous: [v1] });
      expect(reg.history.map((h) => [h.action, h.to, h.percent ?? null, h.endedCanary ?? null])).toEqual([
        ['promote', v1, null, null],
        ['canary-start', v2, 10, null],
        ['canary-end', v1, null, null],
        ['canary-start', v3, 50, null],
        ['promote', v3, null, v3],
      ]);
    },
  );
});

/**
 * The registry (scripts/lib/releases), prune: it keeps what a tab or a rollback may still need (the live
 * version, the last 5, the young ones, those the recent history names) and removes the rest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promote, prune } from '../lib/releases/operations';
import { KEEP_LAST, prunePlan } from '../lib/releases/prune';
import type { ReleaseRecord } from '@lotengo/platform/releases/record';
import { emptyRegistry, movePointer, type Registry } from '@lotengo/platform/releases/registry';
import { listReleases } from '@lotengo/platform/releases/store';
import { withRegistryWorld } from './support/registry-releases';

const DAY = 24 * 3600_000;

const w = withRegistryWorld();
const { d, release, registryBytes } = w;

describe('prune', () => {
  const NOW = Date.parse('2027-06-01T12:00:00Z');
  const record = (version: string, createdAt: number) =>
    ({ version, createdAt: new Date(createdAt).toISOString() }) as ReleaseRecord;
  const pointer = (registry: Registry, live: string) => ({ ...registry, apps: { 'mf-inbox': { live, previous: [] } } });
  /** v0 (oldest) … v9 (newest), a day apart, all at least 10 days old. */
  const versions = Array.from({ length: 10 }, (_, i) => `abc1234-${String(i).repeat(10)}`);
  const old = versions.map((v, i) => record(v, NOW - (20 - i) * DAY));

  it('keeps the live one and the last 5, removes the rest', () => {
    const plan = prunePlan('mf_inbox', old, pointer(emptyRegistry(), versions[1]!), NOW);
    expect(KEEP_LAST).toBe(5);
    expect(plan.keep.map((k) => k.version).sort()).toEqual([versions[1], ...versions.slice(5)].sort());
    expect(plan.remove.sort()).toEqual([versions[0], versions[2], versions[3], versions[4]].sort());
    expect(plan.keep.find((k) => k.version === versions[1])!.reasons).toEqual(['en vivo']);
    expect(plan.keep.find((k) => k.version === versions[9])!.reasons).toEqual(['una de las 5 más recientes']);
  });

  it('keeps every version younger than 24 h, however many', () => {
    const young = versions.map((v, i) => record(v, NOW - (23 - i) * 3600_000));
    const plan = prunePlan('mf_inbox', young, emptyRegistry(), NOW);
    expect(plan.remove).toEqual([]);
    expect(plan.keep.find((k) => k.version === versions[0])!.reasons).toEqual(['tiene menos de 24 h']);
    // One hour later the oldest is 24 h old: it may go (it is not among the last 5).
    expect(prunePlan('mf_inbox', young, emptyRegistry(), NOW + 3600_000).remove).toEqual([versions[0]]);
  });

  it('keeps the versions a pointer change of the last 24 h names (from and to), not older ones', () => {
    let registry = emptyRegistry();
    const at = (ms: number) => new Date(ms);
    registry = movePointer(registry, {
      app: 'mf_inbox',
      action: 'promote',
      to: versions[0]!,
      by: 'a',
      why: '',
      now: at(NOW - 3 * DAY),
    });
    registry = movePointer(registry, {
      app: 'mf_inbox',
      action: 'promote',
      to: versions[1]!,
      by: 'a',
      why: '',
      now: at(NOW - 2 * DAY),
    });
    // Within the last 24 h: v1 → v2 (names v1 as "from"), then v2 → v3.
    registry = movePointer(registry, {
      app: 'mf_inbox',
      action: 'promote',
      to: versions[2]!,
      by: 'a',
      why: '',
      now: at(NOW - 2 * 3600_000),
    });
    registry = movePointer(registry, {
      app: 'mf_inbox',
      action: 'promote',
      to: versions[3]!,
      by: 'a',
      why: '',
      now: at(NOW - 3600_000),
    });
    // Another app's history does not keep this app's versions.
    registry = movePointer(registry, {
      app: 'mf_account',
      action: 'promote',
      to: versions[4]!,
      by: 'a',
      why: '',
      now: at(NOW - 3600_000),
    });
    const plan = prunePlan('mf_inbox', old, registry, NOW);
    expect(plan.remove.sort()).toEqual([versions[0], versions[4]].sort());
    expect(plan.keep.find((k) => k.version === versions[1])!.reasons).toEqual([
      'nombrada en el historial de las últimas 24 h',
    ]);
    // v2 is also what a rollback from v3 would go back to.
    expect(plan.keep.find((k) => k.version === versions[2])!.reasons).toEqual([
      'destino del rollback',
      'nombrada en el historial de las últimas 24 h',
    ]);
    expect(plan.keep.find((k) => k.version === versions[3])!.reasons).toEqual([
      'en vivo',
      'nombrada en el historial de las últimas 24 h',
    ]);
    // Far in the future: the live one, the rollback target and the last 5.
    const later = prunePlan('mf_inbox', old, registry, NOW + 30 * DAY);
    expect(later.keep.map((k) => k.version).sort()).toEqual([versions[2], versions[3], ...versions.slice(5)].sort());
  });

  it(
    'end to end: removes the version folders the rules let go, keeps the rest; ' + '--dry-run removes nothing',
    async () => {
      const now = Date.now();
      // Eight versions created 30 … 23 days ago.
      const v = Array.from({ length: 8 }, (_, i) => release('mf_inbox', new Date(now - (30 - i) * DAY)));
      // Promoted now: v1 then v0 (live). The history of the last 24 h names v1 and v0.
      await promote({ deployment: d(), app: 'mf_inbox', version: v[1]! });
      await promote({ deployment: d(), app: 'mf_inbox', version: v[0]! });
      const registryBefore = registryBytes();
      const listed = () =>
        listReleases(w.store, 'mf_inbox')
          .map((r) => r.version)
          .sort();

      const dry = await prune({ store: w.store, registry: d().registry, dryRun: true });
      expect(dry['mf-inbox']!.remove).toEqual([v[2]]);
      expect(listed()).toEqual([...v].sort());

      const plans = await prune({ store: w.store, registry: d().registry });
      expect(plans['mf-inbox']!.remove).toEqual([v[2]]);
      expect(listed()).toEqual(v.filter((x) => x !== v[2]).sort());
      expect(fs.existsSync(path.join(w.store, 'mf-inbox', v[2]!))).toBe(false);

      // Two days later the history no longer names v1, but it is what a rollback would go back to: kept.
      const later = await prune({ store: w.store, registry: d().registry, now: now + 2 * DAY });
      expect(later['mf-inbox']!.remove).toEqual([]);
      expect(later['mf-inbox']!.keep.find((k) => k.version === v[1])!.reasons).toEqual(['destino del rollback']);
      expect(listed()).toEqual(v.filter((x) => x !== v[2]).sort());
      expect(registryBytes()).toBe(registryBefore);
      // The live version is intact.
      expect(fs.existsSync(path.join(w.store, 'mf-inbox', v[0]!, 'main.js'))).toBe(true);
    },
  );
});

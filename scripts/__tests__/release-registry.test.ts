/**
 * The registry (scripts/lib/releases) through the pointer service: promote / rollback move one app's
 * pointer with a history entry and a new revision; a version that is not in the store is refused with
 * the reason; every change is a compare-and-swap on the revision read, so two changes at the same
 * moment give one success and one refusal that says why; prune keeps what a tab or a rollback may
 * still need.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseError, type AppName } from '@lotengo/platform/releases/layout';
import { promote, prune, rollback } from '../lib/releases/operations';
import { KEEP_LAST, prunePlan } from '../lib/releases/prune';
import type { ReleaseRecord } from '@lotengo/platform/releases/record';
import {
  emptyRegistry,
  historyOf,
  liveVersions,
  movePointer,
  readRegistry,
  type Registry,
} from '@lotengo/platform/releases/registry';
import { listFiles } from '@lotengo/platform/releases/hashing';
import { addRelease, listReleases } from '@lotengo/platform/releases/store';
import { withRegistryService } from './support/registry-service';
import { sitesEnv, testDeployment, withSites } from './support/deployment';

const MANIFEST = {
  metaData: { pluginVersion: '2.9.2' },
  exposes: [{ name: 'inbox-page' }],
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
};
const DAY = 24 * 3600_000;

let tmp: string;
let store: string;
let registryFile: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-release-registry-'));
  store = path.join(tmp, 'releases');
  registryFile = path.join(store, '.registry', 'registry.json');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));
withRegistryService(() => store);
const sites = withSites(() => store);
const d = (env: NodeJS.ProcessEnv = {}) => testDeployment(store, { ...sitesEnv(sites.origins()), ...env });
const CREDENTIAL = 'token local de mf-inbox';

let builds = 0;
/** A new version of `app` in the store (a small fake build: each call another chunk, another version). */
function release(app: AppName = 'mf_inbox', createdAt?: Date): string {
  builds += 1;
  const dir = path.join(tmp, 'builds', String(builds));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script defer src="/main.js"></script>');
  fs.writeFileSync(path.join(dir, 'main.js'), 'main();');
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x;');
  fs.writeFileSync(path.join(dir, '12.abcdef12.js'), `chunk(${builds});`);
  const out = addRelease({
    store,
    app,
    builtDir: dir,
    commit: 'abc1234',
    dirty: false,
    inputsHash: `in-${builds}`,
    createdBy: 'test',
    now: createdAt,
  });
  if (!out.created) throw new Error('expected a new version');
  return out.record.version;
}

const registryBytes = () => (fs.existsSync(registryFile) ? fs.readFileSync(registryFile, 'utf8') : null);
const liveOf = (app = 'mf-inbox') => readRegistry(store).apps[app]?.live;

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
    await promote({ deployment: d(), app: 'mf_inbox', version: v1, by: 'ana' });
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
    const first = await promote({ deployment: d(), app: 'mf_inbox', version: v1, by: 'ana', why: 'primera' });
    expect(first.changed).toBe(true);
    expect(first.message).toBe(`mf-inbox: (ninguna) → ${v1} en vivo (revisión 1).`);
    const second = await promote({
      deployment: d(),
      app: 'mf_inbox',
      version: v2,
      by: 'luis',
      why: 'arregla el filtro',
    });
    expect(second.message).toContain(`${v1} → ${v2}`);

    const registry = readRegistry(store);
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
        by: 'ana',
        why: 'primera',
        credential: CREDENTIAL,
      },
      {
        revision: 2,
        at: expect.any(String),
        app: 'mf-inbox',
        action: 'promote',
        from: v1,
        to: v2,
        by: 'luis',
        why: 'arregla el filtro',
        credential: CREDENTIAL,
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

  it('names who did it from LOTENGO_RELEASE_BY when --by is not given', async () => {
    const v1 = release();
    await promote({ deployment: d({ LOTENGO_RELEASE_BY: 'ci-bot' }), app: 'mf_inbox', version: v1 });
    expect(readRegistry(store).history[0]).toMatchObject({ by: 'ci-bot', why: '' });
  });

  it('of the live version is a no-op: same revision, same file, no history entry', async () => {
    const v1 = release();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1, by: 'ana' });
    const before = registryBytes();
    const again = await promote({ deployment: d(), app: 'mf_inbox', version: v1, by: 'luis' });
    expect(again.changed).toBe(false);
    expect(again.message).toContain('ya está en vivo');
    expect(registryBytes()).toBe(before);
    expect(readRegistry(store).revision).toBe(1);
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
    await promote({ deployment: { ...base, registry }, app: 'mf_inbox', version: v1, by: 'a' });
    await promote({
      deployment: { ...base, registry },
      app: 'mf_inbox',
      version: v2,
      by: 'a',
      gate: { smoke: false, onVerdict: (v) => (judged = v.revision) },
    });
    expect(calls).toEqual(['read', 'change', 'read', 'change']);
    expect(judged).toBe(1);
  });

  it("one app's change leaves the others' pointers alone", async () => {
    const inbox = release('mf_inbox');
    const shell = release('shell');
    await promote({ deployment: d(), app: 'mf_inbox', version: inbox, by: 'a' });
    await promote({ deployment: d(), app: 'shell', version: shell, by: 'a' });
    expect(readRegistry(store).apps).toEqual({
      'mf-inbox': { live: inbox, previous: [] },
      shell: { live: shell, previous: [] },
    });
  });
});

describe('rollback', () => {
  it('goes back to the previous live version; twice in a row walks back two steps; then refuses', async () => {
    const [v1, v2, v3] = [release(), release(), release()];
    for (const v of [v1, v2, v3]) await promote({ deployment: d(), app: 'mf_inbox', version: v, by: 'ana' });
    expect(liveOf()).toBe(v3);

    const back1 = await rollback({ deployment: d(), app: 'mf_inbox', by: 'luis', why: 'v3 rompe la bandeja' });
    expect(back1.changed).toBe(true);
    expect(liveOf()).toBe(v2);
    const back2 = await rollback({ deployment: d(), app: 'mf_inbox', by: 'luis', why: 'v2 también' });
    expect(back2.entry).toMatchObject({
      revision: 5,
      action: 'rollback',
      from: v2,
      to: v1,
      by: 'luis',
      why: 'v2 también',
    });
    expect(liveOf()).toBe(v1);

    const before = registryBytes();
    await expect(rollback({ deployment: d(), app: 'mf_inbox', by: 'luis' })).rejects.toThrow(
      'Rechazado: mf-inbox no tiene una versión anterior a la que volver.',
    );
    expect(registryBytes()).toBe(before);
    expect(readRegistry(store).history.map((h) => [h.action, h.from, h.to])).toEqual([
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
      await promote({ deployment: d(), app: 'mf_inbox', version: v1, by: 'a' });
      await promote({ deployment: d(), app: 'mf_inbox', version: v2, by: 'a' });
      await rollback({ deployment: d(), app: 'mf_inbox', by: 'a' });
      await promote({ deployment: d(), app: 'mf_inbox', version: v3, by: 'a' });
      await rollback({ deployment: d(), app: 'mf_inbox', by: 'a' });
      expect(liveOf()).toBe(v1);
    },
  );
});

describe('compare-and-swap in the pointer service', () => {
  it('a change sent on a stale revision is a 412 naming both revisions and changes nothing', async () => {
    const v1 = release();
    const v2 = release();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1, by: 'a' });
    const client = d().registry;
    const seen = await client.read(); // revision 1
    expect(seen.etag).toBe('"1"');
    await promote({ deployment: d(), app: 'mf_inbox', version: v2, by: 'b' }); // revision 2
    const before = registryBytes();
    await expect(client.change('mf_inbox', seen.etag, { action: 'rollback' })).rejects.toThrow(
      'Rechazado: el registro está en la revisión 2, no en la 1 que leíste; otro cambio se adelantó. Vuelve a ' +
        'leerlo y decide de nuevo.',
    );
    expect(registryBytes()).toBe(before);
    // With the current revision it goes through.
    const out = await client.change('mf_inbox', (await client.read()).etag, { action: 'rollback', by: 'c' });
    expect(out.etag).toBe('"3"');
    expect(readRegistry(store)).toMatchObject({ revision: 3, apps: { 'mf-inbox': { live: v1 } } });
    expect(fs.readdirSync(path.dirname(registryFile)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('two promotes at the same moment: exactly one succeeds, the other is refused and says why', async () => {
    const [v1, v2, v3] = [release(), release(), release()];
    await promote({ deployment: d(), app: 'mf_inbox', version: v1, by: 'a' });
    let letFirstWrite!: () => void;
    const held = new Promise<void>((resolve) => (letFirstWrite = resolve));
    let firstReachedWrite = false;
    const first = promote({
      deployment: d(),
      app: 'mf_inbox',
      version: v2,
      by: 'ana',
      beforeWrite: async () => {
        firstReachedWrite = true;
        await held;
      },
    });
    // The second starts while the first has read the registry and not written it yet.
    const second = promote({ deployment: d(), app: 'mf_inbox', version: v3, by: 'luis' }).finally(() =>
      letFirstWrite(),
    );
    const results = await Promise.allSettled([first, second]);
    expect(firstReachedWrite).toBe(true);

    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toBeInstanceOf(ReleaseError);
    expect(String(refused[0]!.reason.message)).toContain('el registro está en la revisión 2, no en la 1 que leíste');

    const registry = readRegistry(store);
    expect(registry.revision).toBe(2);
    expect(registry.history).toHaveLength(2);
    expect(registry.apps['mf-inbox']).toEqual({ live: v3, previous: [v1] });
  });

  it('no lock file anywhere: a change leaves only the registry and the tokens in the service folder', async () => {
    const v1 = release();
    await promote({ deployment: d(), app: 'mf_inbox', version: v1, by: 'a' });
    expect(fs.readdirSync(path.dirname(registryFile)).sort()).toEqual(['deploy-tokens.json', 'registry.json']);
  });

  it('a pointer move writes the registry and nothing else: every server reads it (no local-only step)', async () => {
    const [v1, v2] = [release('shell'), release('shell')];
    await promote({ deployment: d(), app: 'shell', version: v1, by: 'a' });
    const files = () =>
      listFiles(store)
        .filter((rel) => rel !== '.registry/registry.json')
        .map((rel) => `${rel} ${fs.statSync(path.join(store, rel)).mtimeMs}`);
    const before = files();
    await promote({ deployment: d(), app: 'shell', version: v2, by: 'b' });
    await rollback({ deployment: d(), app: 'shell', by: 'c' });
    expect(files()).toEqual(before);
    expect(readRegistry(store).revision).toBe(3);
  });

  it('a damaged registry is a refusal, not an empty one (nothing is overwritten)', async () => {
    const v1 = release();
    fs.mkdirSync(path.dirname(registryFile), { recursive: true });
    fs.writeFileSync(registryFile, '{"schema":1,"revision":');
    expect(() => readRegistry(store)).toThrow(/está dañado/);
    await expect(promote({ deployment: d(), app: 'mf_inbox', version: v1 })).rejects.toThrow(ReleaseError);
    expect(registryBytes()).toBe('{"schema":1,"revision":');
  });
});

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
      await promote({ deployment: d(), app: 'mf_inbox', version: v[1]!, by: 'a' });
      await promote({ deployment: d(), app: 'mf_inbox', version: v[0]!, by: 'a' });
      const registryBefore = registryBytes();
      const listed = () =>
        listReleases(store, 'mf_inbox')
          .map((r) => r.version)
          .sort();

      const dry = await prune({ store, registry: d().registry, dryRun: true });
      expect(dry['mf-inbox']!.remove).toEqual([v[2]]);
      expect(listed()).toEqual([...v].sort());

      const plans = await prune({ store, registry: d().registry });
      expect(plans['mf-inbox']!.remove).toEqual([v[2]]);
      expect(listed()).toEqual(v.filter((x) => x !== v[2]).sort());
      expect(fs.existsSync(path.join(store, 'mf-inbox', v[2]!))).toBe(false);

      // Two days later the history no longer names v1, but it is what a rollback would go back to: kept.
      const later = await prune({ store, registry: d().registry, now: now + 2 * DAY });
      expect(later['mf-inbox']!.remove).toEqual([]);
      expect(later['mf-inbox']!.keep.find((k) => k.version === v[1])!.reasons).toEqual(['destino del rollback']);
      expect(listed()).toEqual(v.filter((x) => x !== v[2]).sort());
      expect(registryBytes()).toBe(registryBefore);
      // The live version is intact.
      expect(fs.existsSync(path.join(store, 'mf-inbox', v[0]!, 'main.js'))).toBe(true);
    },
  );
});

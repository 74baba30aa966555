/**
 * The release store (scripts/lib/releases): a version is a folder named `<commit>-<content hash>` with its
 * record, which says what the version exposes, shares and runs on. Small fake builds in temp folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isVersion, RECORD_FILE, VERSION_PATTERN, versionDir } from '@lotengo/platform/releases/layout';
import { addBuild } from '../lib/releases/operations';
import { listReleases, readRecord } from '@lotengo/platform/releases/store';
import { sha, withReleaseStore } from './support/release-store-builds';

const ROOT = path.resolve(__dirname, '..', '..');

const r = withReleaseStore();
const { fakeBuild, add } = r;

describe('version names', () => {
  it('are <commit>-<10 hex of the content hash>, never a route of the site', () => {
    expect(isVersion('abc1234-0123456789')).toBe(true);
    expect(isVersion('local-abcdef0123')).toBe(true);
    for (const name of [
      'index',
      'routes',
      'page',
      'config.json',
      'abc-0123456789',
      'ABC1234-0123456789',
      'abc1234-012345678',
      'abc1234-0123456789a',
      'abc1234-012345678g',
      'abcdefghijklm-0123456789',
    ]) {
      expect({ name, ok: isVersion(name) }).toEqual({ name, ok: false });
    }
  });

  it('a release is named from its commit and its files', () => {
    const { record } = add(fakeBuild('one'), { commit: 'ABC1234' });
    expect(record.version).toMatch(VERSION_PATTERN);
    expect(record.version).toBe(`abc1234-${record.contentHash.slice(0, 10)}`);
    expect(fs.existsSync(path.join(versionDir(r.store, 'mf_inbox', record.version), 'remoteEntry.js'))).toBe(true);
    expect(fs.existsSync(path.join(r.store, 'mf-inbox', record.version, RECORD_FILE))).toBe(true);
  });

  it('addBuild (what `npm run release` and the e2e setup call) names the version after the git commit', () => {
    const out = addBuild({
      store: r.store,
      app: 'mf_inbox',
      builtDir: fakeBuild('one'),
      inputs: 'x',
      env: { LOTENGO_RELEASE_BY: 'ana' },
    });
    expect(out.created).toBe(true);
    expect(out.record.version).toMatch(VERSION_PATTERN);
    expect(out.record.createdBy).toBe('ana');
    expect(out.record.inputsHash).toBe('x');
  });
});

describe('the release record', () => {
  it('says what the version exposes, shares and runs on, and hashes every file', () => {
    const built = fakeBuild('one');
    fs.writeFileSync(path.join(built, '.build-stamp'), 'local stamp');
    const before = Date.now();
    const { created, record } = add(built);
    expect(created).toBe(true);
    const runtimeCore = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules', '@module-federation', 'runtime-core', 'package.json'), 'utf8'),
    ).version;
    expect(record).toMatchObject({
      schema: 1,
      app: 'mf-inbox',
      container: 'mf_inbox',
      commit: 'abc1234',
      dirty: false,
      createdBy: 'test',
      inputsHash: 'inputs',
      entry: 'mf-manifest.json',
      exposes: ['./inbox-page'],
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
      federationRuntime: { version: runtimeCore, role: 'consumes', plugin: '2.9.2' },
    });
    expect(Date.parse(record.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Object.keys(record.files).sort()).toEqual(
      [
        '12.abcdef12.js',
        'favicon.ico',
        'index.html',
        'main.js',
        'mf-manifest.json',
        'remoteEntry.js',
        'routes/page/requests.html',
      ].sort(),
    );
    for (const [rel, entry] of Object.entries(record.files)) {
      expect({ rel, ...entry }).toEqual({
        rel,
        bytes: fs.statSync(path.join(built, rel)).size,
        sha256: sha(path.join(built, rel)),
      });
    }
    // The local build stamp is not part of a version (not copied either); the record on disk is this record.
    const dir = versionDir(r.store, 'mf_inbox', record.version);
    expect(fs.existsSync(path.join(dir, '.build-stamp'))).toBe(false);
    expect(readRecord(r.store, 'mf_inbox', record.version)).toEqual(record);
  });

  it("the shell's record: index.html is the entry and it provides the federation runtime", () => {
    const { record } = add(fakeBuild('shell'), { app: 'shell' });
    expect(record).toMatchObject({
      app: 'shell',
      container: 'shell',
      entry: 'index.html',
      federationRuntime: { role: 'provides' },
    });
  });

  it('a build without mf-manifest.json is refused and leaves nothing behind', () => {
    const built = fakeBuild('one');
    fs.rmSync(path.join(built, 'mf-manifest.json'));
    expect(() => add(built)).toThrow(/no tiene mf-manifest\.json/);
    expect(listReleases(r.store, 'mf_inbox')).toEqual([]);
    expect(fs.readdirSync(path.join(r.store, 'mf-inbox'))).toEqual([]);
  });
});

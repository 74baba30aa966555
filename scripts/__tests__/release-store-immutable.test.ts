/**
 * The release store (scripts/lib/releases): a version's files are never overwritten; adding the same build
 * again is a no-op naming the version that holds it. Small fake builds in temp folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { RECORD_FILE, ReleaseError, VERSION_PATTERN, versionDir } from '@lotengo/platform/releases/layout';
import {
  cleanTemporary,
  listReleases,
  readRecord,
  removeRelease,
  verifyRelease,
} from '@lotengo/platform/releases/store';
import { snapshot, withReleaseStore } from './support/release-store-builds';

const r = withReleaseStore();
const { fakeBuild, add } = r;

describe("a version's files are never overwritten", () => {
  it('adding the same build again is a no-op that names the existing version', () => {
    const built = fakeBuild('one');
    const first = add(built);
    const dir = versionDir(r.store, 'mf_inbox', first.record.version);
    const before = snapshot(dir);
    const again = add(built, { commit: 'def5678' });
    expect(again.created).toBe(false);
    expect(again.record.version).toBe(first.record.version);
    expect(again.created === false && again.reason).toContain(first.record.version);
    expect(snapshot(dir)).toEqual(before);
    expect(listReleases(r.store, 'mf_inbox').map((r) => r.version)).toEqual([first.record.version]);
  });

  it("a version's files (and its record) are read-only", () => {
    const { record } = add(fakeBuild('one'));
    const dir = versionDir(r.store, 'mf_inbox', record.version);
    const files = Object.keys(record.files).concat(RECORD_FILE);
    for (const rel of files) {
      const mode = fs.statSync(path.join(dir, rel)).mode & 0o777;
      expect({ rel, writable: (mode & 0o222) !== 0 }).toEqual({ rel, writable: false });
    }
  });

  it('a different build gets a different version, and the first one is left as it was', () => {
    const a = add(fakeBuild('one', 'a'));
    const dirA = versionDir(r.store, 'mf_inbox', a.record.version);
    const before = snapshot(dirA);
    const b = add(fakeBuild('two', 'b'));
    expect(b.created).toBe(true);
    expect(b.record.version).not.toBe(a.record.version);
    expect(b.record.version).toMatch(VERSION_PATTERN);
    expect(snapshot(dirA)).toEqual(before);
    expect(verifyRelease(r.store, 'mf_inbox', a.record.version)).toEqual([]);
    expect(
      listReleases(r.store, 'mf_inbox')
        .map((r) => r.version)
        .sort(),
    ).toEqual([a.record.version, b.record.version].sort());
  });

  it('a folder already holding the name is refused, not overwritten', () => {
    const built = fakeBuild('one');
    const { record } = add(built);
    // Someone removed the record by hand: the store no longer knows the version, the folder is still there.
    const dir = versionDir(r.store, 'mf_inbox', record.version);
    fs.rmSync(path.join(dir, RECORD_FILE));
    fs.writeFileSync(path.join(dir, 'keep.txt'), 'mine');
    const before = snapshot(dir);
    expect(() => add(built)).toThrow(ReleaseError);
    expect(() => add(built)).toThrow(/ya existe y no se sobrescribe/);
    expect(snapshot(dir)).toEqual(before);
    expect(fs.readdirSync(path.join(r.store, 'mf-inbox')).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  });

  it('lists versions newest first; anything that is not a complete version is not listed', () => {
    const old = add(fakeBuild('one', 'a'), { now: new Date('2026-01-01T00:00:00Z') });
    const young = add(fakeBuild('two', 'b'), { now: new Date('2026-02-01T00:00:00Z') });
    fs.mkdirSync(path.join(r.store, 'mf-inbox', 'routes'));
    fs.mkdirSync(path.join(r.store, 'mf-inbox', 'abc1234-ffffffffff')); // no record: half there
    expect(listReleases(r.store, 'mf_inbox').map((r) => r.version)).toEqual([young.record.version, old.record.version]);
    expect(readRecord(r.store, 'mf_inbox', '../shell')).toBeNull();
  });

  it('removeRelease takes a whole version away; cleanTemporary only old hidden leftovers', () => {
    const { record } = add(fakeBuild('one'));
    const appDir = path.join(r.store, 'mf-inbox');
    fs.mkdirSync(path.join(appDir, '.tmp-old'));
    fs.mkdirSync(path.join(appDir, '.tmp-fresh'));
    const hourAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(path.join(appDir, '.tmp-old'), hourAgo, hourAgo);
    cleanTemporary(r.store, 'mf_inbox');
    expect(fs.readdirSync(appDir).sort()).toEqual(['.tmp-fresh', record.version]);
    removeRelease(r.store, 'mf_inbox', record.version);
    expect(fs.readdirSync(appDir)).toEqual(['.tmp-fresh']);
  });
});

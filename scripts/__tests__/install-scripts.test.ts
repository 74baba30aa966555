/**
 * Install scripts (docs/toolchain.md, "Installing"): every package of the lockfile with an install script
 * is decided in the root package.json's `allowScripts`, so a new one fails here rather than as a line in
 * `npm ci`'s output. `re2` is denied: the Hosting emulator (superstatic) then matches firebase.json's
 * `regex` entries with JavaScript's RegExp, which agrees with RE2 only on patterns without the
 * constructs one of them lacks.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

interface LockEntry {
  hasInstallScript?: boolean;
  resolved?: string;
}

const allowScripts: Record<string, boolean> = readJson('package.json').allowScripts;
const packages: Record<string, LockEntry> = readJson('package-lock.json').packages;

/** Package name of a lockfile key: `node_modules/a/node_modules/@s/b` → `@s/b`. */
const nameOf = (where: string) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('allowScripts', () => {
  test('every package with an install script in package-lock.json is allowed or denied by name', () => {
    const withScripts = Object.entries(packages)
      .filter(([where, entry]) => where.includes('node_modules/') && entry.hasInstallScript)
      .map(([where]) => nameOf(where));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => typeof allowScripts[name] !== 'boolean')).toEqual([]);
  });

  test('no entry is left over from a package that is gone or no longer has a script', () => {
    const withScripts = new Set(
      Object.entries(packages)
        .filter(([, entry]) => entry.hasInstallScript)
        .map(([where]) => nameOf(where)),
    );
    expect(Object.keys(allowScripts).filter((key) => !withScripts.has(key))).toEqual([]);
  });

  test('entries are name-only while the lockfile has no resolved URLs (a pinned name@version never matches)', () => {
    const pinned = Object.keys(allowScripts).filter((key) => key.lastIndexOf('@') > 0);
    const resolved = Object.values(packages).some((entry) => entry.resolved);
    expect(resolved || pinned.length === 0).toBe(true);
  });

  test('the native builds the project needs are allowed, re2 is not', () => {
    expect(allowScripts['better-sqlite3']).toBe(true);
    expect(allowScripts.re2).toBe(false);
  });
});

describe('Hosting without re2', () => {
  test('superstatic still falls back to RegExp when re2 cannot be loaded', () => {
    const patterns = fs.readFileSync(path.join(root, 'node_modules/superstatic/lib/utils/patterns.js'), 'utf8');
    expect(patterns).toMatch(/try\s*{\s*RE2 = require\("re2"\);?\s*}\s*catch\s*\([^)]*\)\s*{\s*RE2 = null;?\s*}/);
  });

  test("firebase.json's regex entries use only what RE2 and RegExp both read the same way", () => {
    const regexes: string[] = [];
    JSON.stringify(readJson('firebase.json'), (key, value) => {
      if (key === 'regex' && typeof value === 'string') regexes.push(value);
      return value;
    });
    expect(regexes.length).toBeGreaterThan(0);
    // Look-arounds, back-references and named groups: RE2 refuses them or spells them otherwise.
    const differing = /\(\?[=!<]|\(\?P<|\\[1-9]|\\k</;
    expect(regexes.filter((r) => differing.test(r))).toEqual([]);
    for (const r of regexes) expect(() => new RegExp(r, 'u')).not.toThrow();
  });
});

/**
 * One truth about Node: every package the lockfile installs accepts the lowest Node of each range that
 * our package.json "engines" allows (today 20.19 and 22.13). An upgrade that needs a newer Node (react-dropzone
 * 20, lighthouse 13, @axe-core/playwright 4.14 all say Node ≥ 22) fails here, not as a warning in `npm ci`.
 */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

const range: string = readJson('package.json').engines.node;
/** The lowest version of each alternative of the range: "20.19.0", "22.0.0". */
const lowestNodes = range.split('||').map((alt) => semver.minVersion(alt.trim())!.version);

function nodeRangeOf(entry: LockEntry): string | undefined {
  // Old packages wrote engines as an array of strings ("node >= 0.8"): npm ignores those, so do we.
  return entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
}

describe('Node engines', () => {
  test('package.json names a range with a lowest version per alternative', () => {
    expect(lowestNodes).toEqual(['20.19.0', '22.13.0']);
  });

  test('every package in package-lock.json runs on the lowest Node of each allowed range', () => {
    const packages: Record<string, LockEntry> = readJson('package-lock.json').packages;
    const refused: string[] = [];
    let checked = 0;
    for (const [where, entry] of Object.entries(packages)) {
      const wanted = nodeRangeOf(entry);
      if (!where || !wanted) continue;
      checked += 1;
      for (const node of lowestNodes) {
        if (!semver.satisfies(node, wanted))
          refused.push(`${where}@${entry.version}: engines.node "${wanted}" refuses Node ${node}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(refused).toEqual([]);
  });

  test('the check sees a package that needs Node 22', () => {
    expect(semver.satisfies('20.19.0', '>= 22')).toBe(false);
    expect(semver.satisfies('20.19.0', '>=20')).toBe(true);
  });
});

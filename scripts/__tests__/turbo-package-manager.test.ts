/**
 * turbo refuses to read a workspace without a package manager named in package.json. We name it in
 * npm's own `devEngines.packageManager` (read by turbo 2.x) rather than corepack's `packageManager`
 * field, which would make corepack-enabled machines fetch an npm of their own. This fails on the turbo
 * upgrade that stops reading `devEngines` (then add `packageManager` back), and tells when turbo no
 * longer needs either (then drop `devEngines` and this test). Listed in the README's tricks.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BIN_DIR, ROOT_DIR } from '@lotengo/platform/paths';

const rootPackage = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as {
  packageManager?: string;
  devEngines?: { packageManager?: { name: string; version: string } };
};

/** A one-workspace npm repository with `extra` in its package.json: what `turbo ls` says of it. */
function turboLs(extra: Record<string, unknown>): { status: number | null; out: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'turbo-pm-'));
  try {
    fs.mkdirSync(path.join(dir, 'a'));
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'probe', private: true, workspaces: ['a'], ...extra }),
    );
    fs.writeFileSync(path.join(dir, 'a', 'package.json'), JSON.stringify({ name: 'a', version: '1.0.0' }));
    fs.writeFileSync(path.join(dir, 'turbo.json'), JSON.stringify({ tasks: {} }));
    fs.writeFileSync(
      path.join(dir, 'package-lock.json'),
      JSON.stringify({
        name: 'probe',
        lockfileVersion: 3,
        requires: true,
        packages: {
          '': { name: 'probe', workspaces: ['a'] },
          a: { version: '1.0.0' },
          'node_modules/a': { resolved: 'a', link: true },
        },
      }),
    );
    spawnSync('git', ['init', '-q'], { cwd: dir });
    const run = spawnSync(path.join(BIN_DIR, 'turbo'), ['ls', '--output=json'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
      timeout: 60_000,
    });
    return { status: run.status, out: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('turbo finds npm through devEngines.packageManager', () => {
  test("the root names npm there, and not in corepack's packageManager field", () => {
    expect(rootPackage.packageManager).toBeUndefined();
    expect(rootPackage.devEngines?.packageManager?.name).toBe('npm');
    expect(rootPackage.devEngines?.packageManager?.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  test('turbo reads a workspace that names npm only in devEngines', () => {
    const run = turboLs({ devEngines: rootPackage.devEngines });
    expect(run.out).toContain('"name": "a"');
    expect(run.status).toBe(0);
  });

  test('without it turbo refuses the workspace (the reason the field is there)', () => {
    const run = turboLs({});
    expect(run.status).not.toBe(0);
    expect(run.out).toMatch(/packageManager/);
  });
});

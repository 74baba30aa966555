/**
 * Two runners upload the same app at once to the sites a running stack serves, as to `npm start`'s: the
 * stack releases into the folder its static servers serve, so its live versions are listed in no
 * `site.json`. Each runner holds only its own clone (RELEASES_DIR) and deploys to that folder
 * (HOSTING_DIR), through `npm run upload`, in a process of its own. The live inbox is fetched all the
 * while and never stops answering; afterwards both versions and the live one are on the site, a promote
 * passes the gate (which reads every live version from its site) and Diego's inbox loads the new version.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoUser, E2E_PORTS, expect, login, paths, test } from '../support';
import { E2E_LANE, laneEnv } from '../support/env';
import { liveVersion, promoteTo, releasesDir, requestsTo } from '../support/releases';
import { ROOT_DIR } from '@lotengo/platform/paths';
import { RECORD_FILE, versionDir } from '@lotengo/platform/releases/layout';
import { SITE_STATE_FILE, type SiteState } from '@lotengo/platform/releases/site-reader';
import { addBuild, promote } from '../../scripts/lib/releases/operations';
import { deploymentOf } from '../../scripts/lib/releases/deployment';

const { diego } = demoUser;
const INBOX_ORIGIN = `http://localhost:${E2E_PORTS.mf_inbox}`;

/** A runner's clone: its own store, the lane's sites, pointer service and hosting folder. */
function runnerEnv(store: string): NodeJS.ProcessEnv {
  return { ...process.env, ...laneEnv(E2E_LANE, store), RELEASES_DIR: store, HOSTING_DIR: releasesDir() };
}

/**
 * A version of mf-inbox in a runner's store: the live build's files plus a note naming the runner (other
 * content, so another version; the remote itself is the same).
 */
function runnerVersion(tmp: string, name: string, live: string): { store: string; version: string } {
  const build = path.join(tmp, `${name}-build`);
  fs.cpSync(versionDir(releasesDir(), 'mf_inbox', live), build, { recursive: true });
  fs.rmSync(path.join(build, RECORD_FILE), { force: true });
  fs.writeFileSync(path.join(build, 'runner.txt'), `${name}\n`);
  const store = path.join(tmp, name);
  const out = addBuild({ store, app: 'mf_inbox', builtDir: build, inputs: name });
  expect(out.created).toBe(true);
  return { store, version: out.record.version };
}

/** `npm run upload -- mf-inbox <version>` as the runner runs it; resolves with its output, rejects on failure. */
function upload(store: string, version: string): Promise<string> {
  const cli = path.join(ROOT_DIR, 'scripts', 'releases.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, 'upload', 'mf-inbox', version], {
      cwd: ROOT_DIR,
      env: runnerEnv(store),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`upload salió con ${code}: ${out}`))));
  });
}

test.describe.serial('subidas: dos runners a la vez no quitan la versión en vivo', () => {
  test.setTimeout(240_000);
  let tmp = '';
  let live = '';
  test.afterAll(async () => {
    // The lane's other journeys start from the inbox it had.
    if (live && liveVersion('mf_inbox') !== live) await promoteTo('mf_inbox', live, 'e2e: vuelta tras las subidas');
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('mf-inbox subida por dos runners a la vez: la versión en vivo responde siempre; luego se promueve', async ({
    page,
  }) => {
    live = liveVersion('mf_inbox');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-two-uploads-'));
    const a = runnerVersion(tmp, 'runner-a', live);
    const b = runnerVersion(tmp, 'runner-b', live);

    // The live inbox's entry and manifest, fetched from its site while both uploads run.
    const failures: string[] = [];
    let fetched = 0;
    let running = true;
    const watch = (async () => {
      while (running) {
        for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
          const url = `${INBOX_ORIGIN}/${live}/${file}`;
          const status = await fetch(url, { cache: 'no-store' }).then(
            (r) => r.status,
            (err: Error) => err.message,
          );
          fetched += 1;
          if (status !== 200) failures.push(`${status} ${url}`);
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    let outputs: string[];
    try {
      outputs = await Promise.all([upload(a.store, a.version), upload(b.store, b.version)]);
    } finally {
      running = false;
      await watch;
    }
    expect(fetched).toBeGreaterThan(20);
    expect(failures).toEqual([]);
    expect(outputs.join('\n')).toContain(`${a.version} subida a su sitio`);
    expect(outputs.join('\n')).toContain(`${b.version} subida a su sitio`);

    // The site serves and lists the live version and both new ones.
    const state = (await (await fetch(`${INBOX_ORIGIN}/${SITE_STATE_FILE}`)).json()) as SiteState;
    expect(state.versions.map((v) => v.version)).toEqual(expect.arrayContaining([live, a.version, b.version]));
    for (const v of [live, a.version, b.version])
      expect((await fetch(`${INBOX_ORIGIN}/${v}/remoteEntry.js`)).status, v).toBe(200);

    // A promote from runner A's clone: the gate reads every live version from its site, and passes.
    const verdicts: string[][] = [];
    await promote({
      deployment: deploymentOf(runnerEnv(a.store)),
      app: 'mf_inbox',
      version: a.version,
      why: 'e2e: dos subidas a la vez',
      gate: { smoke: false, onVerdict: (v) => verdicts.push(v.reasons) },
    });
    expect(verdicts).toEqual([[]]);
    expect(liveVersion('mf_inbox')).toBe(a.version);

    // Diego's inbox now loads from runner A's version folder.
    const inboxFiles = requestsTo(page, INBOX_ORIGIN);
    await login(page, diego);
    await page.goto(paths.inbox);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Ofertas' })).toBeVisible({ timeout: 30_000 });
    expect(inboxFiles.some((u) => u.includes(`/${a.version}/`))).toBe(true);
    expect(inboxFiles.filter((u) => u.includes(`/${live}/`))).toEqual([]);
  });
});

/**
 * `npm run upload` against the sites `npm start` serves: its store is the sites' folder, it makes and
 * promotes versions there itself, and none of them is listed in a `site.json`. Two runners uploading
 * the same app at once must keep what the registry names (live, canary, rollback target, recent
 * history) wherever the site serves it, the live version served throughout; a live version the site
 * does not serve stops the upload before anything moves. Real folders, served over HTTP.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_DIRS, versionDir, type AppName } from '@lotengo/platform/releases/layout';
import { readRegistry } from '@lotengo/platform/releases/registry';
import { removeRelease } from '@lotengo/platform/releases/store';
import { SITE_STATE_FILE, type SiteState } from '@lotengo/platform/releases/site-reader';
import { promote, rollback, startCanary } from '../lib/releases/operations';
import { uploadRelease } from '../lib/releases/deploy-site';
import { listLines } from '../lib/releases/list';
import { START_ACTOR } from '../lib/releases/ensure';
import { fakeRelease } from './support/registry-releases';
import { sitesEnv, testDeployment, withSites } from './support/deployment';
import { withRegistryService } from './support/registry-service';

let tmp: string;
/** `npm start`'s store: where it releases, and the folder its static servers serve each app's site from. */
let start: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-upload-start-'));
  start = path.join(tmp, 'releases');
  fs.mkdirSync(start);
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));
withRegistryService(() => start);
const sites = withSites(() => start);

/** `npm start` itself (its store is the sites' folder). */
const startD = () => testDeployment(start, sitesEnv(sites.origins()));
/** A runner with a clone of its own (RELEASES_DIR), deploying to the folder `npm start` serves (HOSTING_DIR). */
const runner = (name: string) => {
  const store = path.join(tmp, name);
  return {
    store,
    d: () => testDeployment(store, { ...sitesEnv(sites.origins()), HOSTING_DIR: start }),
    release: (app: AppName = 'mf_inbox') => fakeRelease(tmp, store, app),
  };
};

/**
 * `npm start`'s first run: a version released into its own store and promoted by it (the inbox only:
 * the fake builds expose nothing another app could mount).
 */
async function startLive(): Promise<Record<AppName, string>> {
  const live = {} as Record<AppName, string>;
  for (const app of ['mf_inbox'] as const) {
    live[app] = fakeRelease(tmp, start, app);
    await promote({ deployment: startD(), app, version: live[app], why: `${START_ACTOR}: primera versión` });
  }
  return live;
}

const served = async (app: AppName, version: string, file = 'remoteEntry.js') =>
  (await fetch(`${sites.origins()[app]}/${version}/${file}`)).status;
const listed = (app: AppName) =>
  (JSON.parse(fs.readFileSync(path.join(start, APP_DIRS[app], SITE_STATE_FILE), 'utf8')) as SiteState).versions
    .map((v) => v.version)
    .sort();

describe("npm run upload to npm start's sites", () => {
  it('two runners at once keep the live version served throughout, and a promote still passes the gate', async () => {
    const live = await startLive();
    const [a, b] = [runner('runner-a'), runner('runner-b')];
    const va = a.release();
    const vb = b.release();

    // The live inbox is polled while both uploads run: it must never stop answering.
    const answers: number[] = [];
    let polling = true;
    const poll = (async () => {
      while (polling) {
        answers.push(await served('mf_inbox', live.mf_inbox));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    try {
      await Promise.all([
        uploadRelease({ deployment: a.d(), app: 'mf_inbox', version: va }),
        uploadRelease({ deployment: b.d(), app: 'mf_inbox', version: vb }),
      ]);
    } finally {
      polling = false;
      await poll;
    }
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((s) => s !== 200)).toEqual([]);
    expect(await served('mf_inbox', live.mf_inbox)).toBe(200);
    for (const v of [va, vb]) expect(await served('mf_inbox', v)).toBe(200);
    // The site now says what it holds: the runners' versions and the live one it served unlisted.
    expect(listed('mf_inbox')).toEqual([live.mf_inbox, va, vb].sort());
    // Other sites untouched.
    expect(fs.existsSync(path.join(start, 'shell', SITE_STATE_FILE))).toBe(false);

    // The gate reads every live version from its site: it passes, and the pointer moves.
    const out = await promote({ deployment: a.d(), app: 'mf_inbox', version: va, gate: { smoke: false } });
    expect(out.changed).toBe(true);
    expect(readRegistry(start).apps['mf-inbox']?.live).toBe(va);
    // And back: the version npm start had put live is still there to go back to.
    await rollback({ deployment: b.d(), app: 'mf_inbox', gate: { smoke: false } });
    expect(readRegistry(start).apps['mf-inbox']?.live).toBe(live.mf_inbox);
  });

  it('keeps the canary and the rollback target the site serves unlisted, and says what the site holds', async () => {
    await startLive();
    const [v1, v2, v3] = [fakeRelease(tmp, start), fakeRelease(tmp, start), fakeRelease(tmp, start)];
    await promote({ deployment: startD(), app: 'mf_inbox', version: v1, why: `${START_ACTOR}: primera versión` });
    await promote({ deployment: startD(), app: 'mf_inbox', version: v2, why: `${START_ACTOR}: fuentes actuales` });
    await startCanary({ deployment: startD(), app: 'mf_inbox', version: v3, percent: 10 });
    const a = runner('runner-a');
    const va = a.release();
    // `list` marks what the site serves, listed or not (npm start's site lists nothing yet).
    const marked = async () => (await listLines(a.d(), ['mf_inbox'])).join('\n');
    expect(await marked()).toMatch(new RegExp(`● ${v2}  hace \\d+ min  sitio$`, 'm'));
    expect(await marked()).toMatch(new RegExp(`◐ ${v3}  hace \\d+ min  sitio  canario 10 %$`, 'm'));
    const out = await uploadRelease({ deployment: a.d(), app: 'mf_inbox', version: va });
    expect(out.kept).toEqual(expect.arrayContaining([v1, v2, v3, va]));
    for (const v of [v1, v2, v3, va]) expect(await served('mf_inbox', v)).toBe(200);
    expect(listed('mf_inbox')).toEqual(expect.arrayContaining([v1, v2, v3, va]));
    expect(await marked()).toMatch(new RegExp(`● ${v2}  hace \\d+ min  sitio$`, 'm'));
    expect(await marked()).not.toContain('no está en su sitio');
  });

  it('a live version the site does not serve stops the upload, naming it, before anything moves', async () => {
    const live = await startLive();
    const a = runner('runner-a');
    const va = a.release();
    // A runner that still holds the live version (built from the same sources).
    const keeper = runner('runner-b');
    fs.cpSync(versionDir(start, 'mf_inbox', live.mf_inbox), versionDir(keeper.store, 'mf_inbox', live.mf_inbox), {
      recursive: true,
    });
    // As a Hosting rollback or a hand would leave it: the live inbox's folder is gone from the site.
    removeRelease(start, 'mf_inbox', live.mf_inbox);
    const before = fs.readdirSync(path.join(start, 'mf-inbox')).sort();
    await expect(uploadRelease({ deployment: a.d(), app: 'mf_inbox', version: va })).rejects.toThrow(
      `Rechazado: la versión en vivo de mf-inbox (${live.mf_inbox}) no está en su sitio`,
    );
    expect(fs.readdirSync(path.join(start, 'mf-inbox')).sort()).toEqual(before);
    expect(await served('mf_inbox', va)).toBe(404);
    // Uploading the live version itself is how it comes back; then the other upload passes.
    await uploadRelease({ deployment: keeper.d(), app: 'mf_inbox', version: live.mf_inbox });
    expect(await served('mf_inbox', live.mf_inbox)).toBe(200);
    await uploadRelease({ deployment: a.d(), app: 'mf_inbox', version: va });
    expect(listed('mf_inbox')).toEqual([live.mf_inbox, va].sort());
  });
});

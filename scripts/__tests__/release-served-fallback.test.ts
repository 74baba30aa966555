/**
 * A site whose files lack the live version (Hosting's own rollback put an older file set back, or a
 * hand removed the folder) keeps serving the last live version it has: `/` and the routes are that
 * version's pages, never a 503, and /config.json names it for each app, saying so in the log once. The
 * registry is not touched: with the live version back on its site, it is served again. The same code
 * answers in the `page` and `config` functions (platform/src/releases/pages.ts, served-config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import supertest from 'supertest';
import { versionDir, type AppName } from '@lotengo/platform/releases/layout';
import { readRegistry } from '@lotengo/platform/releases/registry';
import { livePage } from '@lotengo/platform/releases/pages';
import { fallbackChain } from '@lotengo/platform/releases/fallback';
import { createStaticApp } from '../serve-static';
import { promote, rollback, startCanary } from '../lib/releases/operations';
import { testDeployment } from './support/deployment';
import { withReleaseStore } from './support/release-store-builds';

const r = withReleaseStore();
const d = () => testDeployment(r.store);

let warned: string[];
beforeEach(() => {
  warned = [];
  jest.spyOn(console, 'warn').mockImplementation((line: string) => void warned.push(line));
});
afterEach(() => jest.restoreAllMocks());

/** Three versions of `app` promoted in turn: [oldest, previous, live]. */
async function threeLive(app: AppName): Promise<string[]> {
  const versions = ['a', 'b', 'c'].map(
    (variant) => r.add(r.fakeBuild(`${app}-${variant}`, `${app}-${variant}`), { app }).record.version,
  );
  for (const v of versions) await promote({ deployment: d(), app, version: v });
  return versions;
}

/** The version folder moved away (as a Hosting rollback leaves the site), and a way to put it back. */
function takeAway(app: AppName, version: string): () => void {
  const dir = versionDir(r.store, app, version);
  const aside = path.join(r.tmp, `aparte-${version}`);
  fs.renameSync(dir, aside);
  return () => fs.renameSync(aside, dir);
}

const shellSite = () =>
  supertest(createStaticApp({ distDir: r.tmp, releases: { store: r.store, app: 'shell', env: {} } }));

describe('a site whose files lack the live version', () => {
  it('`/` and the routes are the last live shell version the site has; back when the live one is', async () => {
    const [, previous, live] = await threeLive('shell');
    const s = shellSite();
    expect((await s.get('/').expect(200)).text).toContain(`src="/${live}/main.js"`);

    const putBack = takeAway('shell', live!);
    const index = await s.get('/').expect(200);
    expect(index.text).toContain(`src="/${previous}/main.js"`);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect((await s.get('/page/requests').expect(200)).text).toContain('Búsqueda de solicitudes');
    expect((await s.get('/page/login').expect(200)).text).toContain(`src="/${previous}/main.js"`);
    // The config names the version the page is: the tab's own version matches what it loaded.
    expect((await s.get('/config.json').expect(200)).body.release.versions.shell).toBe(previous);
    // Said once, naming both versions, however many requests.
    expect(warned.filter((w) => w.includes(live!))).toEqual([
      `shell: la versión ${live} no está en su sitio; se sirve ${previous}, la última en vivo que el sitio tiene ` +
        '(súbela de nuevo con npm run upload).',
    ]);
    // Nothing was moved: the registry still names the live version.
    expect(readRegistry(r.store).apps.shell?.live).toBe(live);

    putBack();
    expect((await s.get('/').expect(200)).text).toContain(`src="/${live}/main.js"`);
  });

  it('skips every missing version, back to the oldest live one; none at all is the only 503', async () => {
    const [oldest, previous, live] = await threeLive('shell');
    takeAway('shell', live!);
    takeAway('shell', previous!);
    const s = shellSite();
    expect((await s.get('/').expect(200)).text).toContain(`src="/${oldest}/main.js"`);
    takeAway('shell', oldest!);
    const none = await s.get('/').expect(503);
    expect(none.text).toBe(`La versión en vivo del sitio (${live}) no está donde se sirve, ni ninguna anterior.`);
  });

  it("/config.json names the last live version each remote's site has, and a missing canary's stable", async () => {
    const [, previous, live] = await threeLive('mf_inbox');
    const [shell] = await threeLive('shell').then((v) => v.slice(-1));
    const s = shellSite();
    const config = async (query: Record<string, string> = {}) =>
      (await s.get('/config.json').query(query).expect(200)).body as {
        remotes: Record<string, string>;
        release: { versions: Record<string, string>; canary: string[] };
      };
    expect((await config()).remotes.mf_inbox).toContain(`/${live}/mf-manifest.json`);

    const putBack = takeAway('mf_inbox', live!);
    const fallen = await config();
    expect(fallen.remotes.mf_inbox).toContain(`/${previous}/mf-manifest.json`);
    expect(fallen.release.versions).toEqual({ shell, 'mf-inbox': previous });
    putBack();
    expect((await config()).remotes.mf_inbox).toContain(`/${live}/mf-manifest.json`);

    // A canary whose folder is gone: its browsers get the stable version, not a 404 for the remote.
    const canary = r.add(r.fakeBuild('inbox-canary', 'canary')).record.version;
    await startCanary({ deployment: d(), app: 'mf_inbox', version: canary, percent: 99 });
    const ids = Array.from({ length: 20 }, (_, i) => `${String(i).padStart(2, '0')}`.repeat(16));
    const inCanary = [];
    for (const id of ids) if ((await config({ canary: id })).release.canary.includes('mf-inbox')) inCanary.push(id);
    expect(inCanary.length).toBeGreaterThan(0);
    takeAway('mf_inbox', canary);
    for (const id of inCanary) {
      const answer = await config({ canary: id });
      expect(answer.remotes.mf_inbox).toContain(`/${live}/mf-manifest.json`);
      expect(answer.release.canary).toEqual([]);
    }
  });

  it('the order tried: the live version, the rollback targets (latest first), then the history', async () => {
    const [oldest, previous, live] = await threeLive('shell');
    await rollback({ deployment: d(), app: 'shell' });
    // After the rollback `previous` is live; `live`, rolled back from, comes after what a rollback would go to.
    expect(fallbackChain(readRegistry(r.store), 'shell', previous!)).toEqual([previous, oldest, live]);
    // A page read from a site that has only the oldest, as the `page` function reads one.
    const read = async (version: string, rel: string) =>
      version === oldest ? fs.promises.readFile(path.join(versionDir(r.store, 'shell', version), rel), 'utf8') : null;
    const lines: string[] = [];
    const page = await livePage({ registry: readRegistry(r.store), read, urlPath: '/', log: (l) => lines.push(l) });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`src="/${oldest}/main.js"`);
    expect(lines).toHaveLength(1);
  });
});

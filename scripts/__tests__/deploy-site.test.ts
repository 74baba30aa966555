/**
 * `npm run upload`: the app's site is deployed whole with the new version and every version it must
 * keep, read from the site itself (a runner holds nothing else); other sites are never touched; two
 * deploys of one site at once both land, the second assembled again from the first's result. The
 * folder deploy is what the emulator serves; Firebase Hosting's deploy is `firebase deploy --only
 * hosting:<target>` with the committed entry of that target.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_DIRS, APP_NAMES, type AppName } from '@lotengo/platform/releases/layout';
import { addRelease } from '@lotengo/platform/releases/store';
import { promote } from '../lib/releases/operations';
import { ROBOTS_FILE, uploadRelease } from '../lib/releases/deploy-site';
import { robotsText } from '@lotengo/platform/public-pages/sitemaps';
import { firebaseDeployPlan, hostingEntry, hostingSiteOf, siteOfTarget } from '../lib/releases/firebase-deploy';
import { SITE_STATE_FILE, type SiteState } from '@lotengo/platform/releases/site-reader';
import { withRegistryService } from './support/registry-service';
import { sitesEnv, testDeployment, withSites } from './support/deployment';

let tmp: string;
let hosting: string;
let runnerStore: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-deploy-site-'));
  hosting = path.join(tmp, 'hosting');
  runnerStore = path.join(tmp, 'runner');
  for (const app of APP_NAMES) fs.mkdirSync(path.join(hosting, APP_DIRS[app]), { recursive: true });
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));
withRegistryService(() => hosting);
const sites = withSites(() => hosting);
/** A runner that deploys to the hosting folder the sites serve, as the rehearsal's runners do. */
const d = () => testDeployment(runnerStore, { ...sitesEnv(sites.origins()), HOSTING_DIR: hosting });

let n = 0;
function version(app: AppName = 'mf_inbox', now?: Date): string {
  n += 1;
  const dir = path.join(tmp, 'builds', String(n));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ metaData: { pluginVersion: '2.9.2' }, exposes: [], shared: [] }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var v = ${n};`);
  return addRelease({
    store: runnerStore,
    app,
    builtDir: dir,
    commit: 'abc1234',
    dirty: false,
    inputsHash: `in${n}`,
    createdBy: 'test',
    now,
  }).record.version;
}
const state = (app = 'mf-inbox') =>
  JSON.parse(fs.readFileSync(path.join(hosting, app, SITE_STATE_FILE), 'utf8')) as SiteState;
const onSite = (app = 'mf-inbox') =>
  state(app)
    .versions.map((v) => v.version)
    .sort();

describe('npm run upload', () => {
  it(
    'the site gets the new version and keeps what it must, copied from the site itself; the ' +
      'other sites are untouched',
    async () => {
      const others = APP_NAMES.filter((a) => a !== 'mf_inbox').map((a) =>
        fs.readdirSync(path.join(hosting, APP_DIRS[a])),
      );
      const DAY = 24 * 3600_000;
      // Seven old versions (a week ago), uploaded from a runner that is gone afterwards.
      const old = Array.from({ length: 7 }, (_, i) => version('mf_inbox', new Date(Date.now() - (8 - i) * DAY)));
      for (const v of old) {
        await uploadRelease({ deployment: d(), app: 'mf_inbox', version: v });
        if (v === old[0]) await promote({ deployment: d(), app: 'mf_inbox', version: v });
      }
      expect(onSite()).not.toContain(old[1]);
      fs.rmSync(runnerStore, { recursive: true, force: true });

      const fresh = version();
      const out = await uploadRelease({ deployment: d(), app: 'mf_inbox', version: fresh });
      // The live one (the oldest), the five newest (the new one among them); the one in between goes.
      expect(out.kept.sort()).toEqual([old[0]!, ...old.slice(3), fresh].sort());
      expect(out.message).toContain(`deja ${old[2]}.`);
      expect(onSite()).toEqual(out.kept.sort());
      for (const v of out.kept) expect(fs.existsSync(path.join(hosting, 'mf-inbox', v, 'remoteEntry.js'))).toBe(true);
      expect(fs.existsSync(path.join(hosting, 'mf-inbox', old[1]!))).toBe(false);
      expect(
        APP_NAMES.filter((a) => a !== 'mf_inbox').map((a) => fs.readdirSync(path.join(hosting, APP_DIRS[a]))),
      ).toEqual(others);
    },
  );

  it("the shell's site holds robots.txt as a file (Cloud Functions answer that path 404 themselves)", async () => {
    await uploadRelease({ deployment: d(), app: 'mf_inbox', version: version() });
    expect(fs.existsSync(path.join(hosting, 'mf-inbox', ROBOTS_FILE))).toBe(false);
    await uploadRelease({ deployment: d(), app: 'shell', version: version('shell') });
    const robots = fs.readFileSync(path.join(hosting, 'shell', ROBOTS_FILE), 'utf8');
    expect(robots).toBe(robotsText(d().settings.shellUrl));
    expect(robots).toMatch(/^Disallow: \/page\/login$/m);
    expect(robots).toContain(`Sitemap: ${d().settings.shellUrl.replace(/\/$/, '')}/sitemap.xml`);
  });

  it('refuses a version this runner does not hold, naming the command that makes one', async () => {
    await expect(uploadRelease({ deployment: d(), app: 'mf_inbox', version: 'abc1234-0123456789' })).rejects.toThrow(
      'no está en este runner',
    );
  });

  it('two deploys of one site at once: both versions end up on it (the second assembled again)', async () => {
    const [a, b] = [version(), version()];
    await Promise.all([
      uploadRelease({ deployment: d(), app: 'mf_inbox', version: a }),
      uploadRelease({ deployment: d(), app: 'mf_inbox', version: b }),
    ]);
    expect(onSite()).toEqual([a, b].sort());
  });
});

describe('Firebase Hosting', () => {
  it('deploys only the app’s target, to its own project, with its committed entry and the assembled folder', () => {
    const plan = firebaseDeployPlan({ app: 'mf_inbox', projectId: 'lotengo-prod', message: 'mf-inbox v' });
    expect(plan.args).toEqual([
      'deploy',
      '--only',
      'hosting:mf-inbox',
      '--project',
      'lotengo-mf-inbox',
      '--config',
      'firebase.json',
      '--non-interactive',
      '--message',
      'mf-inbox v',
    ]);
    expect(plan.config.hosting).toEqual([{ ...hostingEntry('mf_inbox'), public: 'site' }]);
  });

  it('.firebaserc maps every app to a site in each committed environment (its own project in production)', () => {
    for (const project of ['lotengo-prod', 'demo-lotengo']) {
      for (const app of APP_NAMES) {
        const own = hostingSiteOf(app, project);
        expect({ app, site: siteOfTarget(own.project, APP_DIRS[app]) }).toEqual({ app, site: own.site });
      }
    }
    expect(() => firebaseDeployPlan({ app: 'mf_inbox', projectId: 'otro-proyecto', message: '' })).toThrow(
      '.firebaserc no asigna un sitio al target mf-inbox en el proyecto otro-proyecto.',
    );
  });
});

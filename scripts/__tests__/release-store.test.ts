/**
 * The release store (scripts/lib/releases): a version is an immutable folder named
 * `<commit>-<content hash>` with its record; adding the same build again is a no-op naming the version
 * that holds it; a version's files are checked against its record; the shell's pages are the live
 * version's, pointed into its folder, answered from the registry. Small fake builds in temp folders.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  isVersion,
  RECORD_FILE,
  ReleaseError,
  VERSION_PATTERN,
  versionDir,
  type AppName,
} from '@lotengo/platform/releases/layout';
import { addBuild, promote } from '../lib/releases/operations';
import { uploadRelease } from '../lib/releases/deploy-site';
import { readRegistry } from '@lotengo/platform/releases/registry';
import {
  addRelease,
  cleanTemporary,
  listReleases,
  readRecord,
  removeRelease,
  verifyRelease,
} from '@lotengo/platform/releases/store';
import { livePage, pointHtmlAt } from '@lotengo/platform/releases/pages';
import { listFiles } from '@lotengo/platform/releases/hashing';
import { withRegistryService } from './support/registry-service';
import { testDeployment } from './support/deployment';

const ROOT = path.resolve(__dirname, '..', '..');
const MANIFEST = {
  metaData: { pluginVersion: '2.9.2' },
  exposes: [{ name: 'inbox-page' }],
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
};

let tmp: string;
let store: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-release-store-'));
  store = path.join(tmp, 'releases');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));
withRegistryService(() => store);
const d = () => testDeployment(store);

/** A small build as webpack leaves it; `variant` changes one chunk (another build, another version). */
function fakeBuild(name: string, variant = 'a'): string {
  const dir = path.join(tmp, 'builds', name);
  fs.mkdirSync(path.join(dir, 'routes', 'page'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script defer src="/main.js"></script><link rel="icon" href="/favicon.ico"></head>' +
      '<body><a href="/page/login">Ingresar</a><a href="/index">Inicio</a><script ' +
      'src="https://cdn.example/x.js"></script><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'routes', 'page', 'requests.html'),
    '<!doctype html><script defer src="/main.js"></script><h1>Búsqueda de solicitudes</h1>',
  );
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mf_inbox;');
  fs.writeFileSync(path.join(dir, 'main.js'), 'console.log("main");');
  fs.writeFileSync(path.join(dir, 'favicon.ico'), 'ico');
  fs.writeFileSync(path.join(dir, '12.abcdef12.js'), `chunk(${JSON.stringify(variant)});`);
  return dir;
}

const add = (builtDir: string, opts: { commit?: string; app?: AppName; now?: Date } = {}) =>
  addRelease({
    store,
    app: opts.app ?? 'mf_inbox',
    builtDir,
    commit: opts.commit ?? 'abc1234',
    dirty: false,
    inputsHash: 'inputs',
    createdBy: 'test',
    now: opts.now,
  });

const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Every file of a folder with its bytes: to show nothing was rewritten. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const e of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, e.name);
      if (e.isDirectory()) walk(rel);
      else out[rel] = fs.readFileSync(path.join(dir, rel), 'utf8');
    }
  };
  walk('');
  return out;
}

/** Changes a file of a (read-only) version folder, as someone editing the store by hand would. */
function tamper(file: string, content: string): void {
  fs.chmodSync(file, 0o644);
  fs.writeFileSync(file, content);
}

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
    expect(fs.existsSync(path.join(versionDir(store, 'mf_inbox', record.version), 'remoteEntry.js'))).toBe(true);
    expect(fs.existsSync(path.join(store, 'mf-inbox', record.version, RECORD_FILE))).toBe(true);
  });

  it('addBuild (what `npm run release` and the e2e setup call) names the version after the git commit', () => {
    const out = addBuild({
      store,
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
    const dir = versionDir(store, 'mf_inbox', record.version);
    expect(fs.existsSync(path.join(dir, '.build-stamp'))).toBe(false);
    expect(readRecord(store, 'mf_inbox', record.version)).toEqual(record);
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
    expect(listReleases(store, 'mf_inbox')).toEqual([]);
    expect(fs.readdirSync(path.join(store, 'mf-inbox'))).toEqual([]);
  });
});

describe("a version's files are never overwritten", () => {
  it('adding the same build again is a no-op that names the existing version', () => {
    const built = fakeBuild('one');
    const first = add(built);
    const dir = versionDir(store, 'mf_inbox', first.record.version);
    const before = snapshot(dir);
    const again = add(built, { commit: 'def5678' });
    expect(again.created).toBe(false);
    expect(again.record.version).toBe(first.record.version);
    expect(again.created === false && again.reason).toContain(first.record.version);
    expect(snapshot(dir)).toEqual(before);
    expect(listReleases(store, 'mf_inbox').map((r) => r.version)).toEqual([first.record.version]);
  });

  it("a version's files (and its record) are read-only", () => {
    const { record } = add(fakeBuild('one'));
    const dir = versionDir(store, 'mf_inbox', record.version);
    const files = Object.keys(record.files).concat(RECORD_FILE);
    for (const rel of files) {
      const mode = fs.statSync(path.join(dir, rel)).mode & 0o777;
      expect({ rel, writable: (mode & 0o222) !== 0 }).toEqual({ rel, writable: false });
    }
  });

  it('a different build gets a different version, and the first one is left as it was', () => {
    const a = add(fakeBuild('one', 'a'));
    const dirA = versionDir(store, 'mf_inbox', a.record.version);
    const before = snapshot(dirA);
    const b = add(fakeBuild('two', 'b'));
    expect(b.created).toBe(true);
    expect(b.record.version).not.toBe(a.record.version);
    expect(b.record.version).toMatch(VERSION_PATTERN);
    expect(snapshot(dirA)).toEqual(before);
    expect(verifyRelease(store, 'mf_inbox', a.record.version)).toEqual([]);
    expect(
      listReleases(store, 'mf_inbox')
        .map((r) => r.version)
        .sort(),
    ).toEqual([a.record.version, b.record.version].sort());
  });

  it('a folder already holding the name is refused, not overwritten', () => {
    const built = fakeBuild('one');
    const { record } = add(built);
    // Someone removed the record by hand: the store no longer knows the version, the folder is still there.
    const dir = versionDir(store, 'mf_inbox', record.version);
    fs.rmSync(path.join(dir, RECORD_FILE));
    fs.writeFileSync(path.join(dir, 'keep.txt'), 'mine');
    const before = snapshot(dir);
    expect(() => add(built)).toThrow(ReleaseError);
    expect(() => add(built)).toThrow(/ya existe y no se sobrescribe/);
    expect(snapshot(dir)).toEqual(before);
    expect(fs.readdirSync(path.join(store, 'mf-inbox')).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  });

  it('lists versions newest first; anything that is not a complete version is not listed', () => {
    const old = add(fakeBuild('one', 'a'), { now: new Date('2026-01-01T00:00:00Z') });
    const young = add(fakeBuild('two', 'b'), { now: new Date('2026-02-01T00:00:00Z') });
    fs.mkdirSync(path.join(store, 'mf-inbox', 'routes'));
    fs.mkdirSync(path.join(store, 'mf-inbox', 'abc1234-ffffffffff')); // no record: half there
    expect(listReleases(store, 'mf_inbox').map((r) => r.version)).toEqual([young.record.version, old.record.version]);
    expect(readRecord(store, 'mf_inbox', '../shell')).toBeNull();
  });

  it('removeRelease takes a whole version away; cleanTemporary only old hidden leftovers', () => {
    const { record } = add(fakeBuild('one'));
    const appDir = path.join(store, 'mf-inbox');
    fs.mkdirSync(path.join(appDir, '.tmp-old'));
    fs.mkdirSync(path.join(appDir, '.tmp-fresh'));
    const hourAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(path.join(appDir, '.tmp-old'), hourAgo, hourAgo);
    cleanTemporary(store, 'mf_inbox');
    expect(fs.readdirSync(appDir).sort()).toEqual(['.tmp-fresh', record.version]);
    removeRelease(store, 'mf_inbox', record.version);
    expect(fs.readdirSync(appDir)).toEqual(['.tmp-fresh']);
  });
});

describe('verifyRelease', () => {
  it('passes an untouched version and names a changed, a missing and an extra file', () => {
    const { record } = add(fakeBuild('one'));
    const dir = versionDir(store, 'mf_inbox', record.version);
    expect(verifyRelease(store, 'mf_inbox', record.version)).toEqual([]);
    tamper(path.join(dir, '12.abcdef12.js'), 'evil();');
    fs.rmSync(path.join(dir, 'remoteEntry.js'));
    fs.writeFileSync(path.join(dir, 'extra.js'), '1');
    const problems = verifyRelease(store, 'mf_inbox', record.version);
    expect(problems).toEqual(
      expect.arrayContaining([
        '12.abcdef12.js cambió desde que se publicó',
        'falta remoteEntry.js',
        'extra.js no es parte de la versión',
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it('a version that is not in the store is named', () => {
    expect(verifyRelease(store, 'mf_inbox', 'abc1234-0123456789')).toEqual([
      'la versión abc1234-0123456789 de mf-inbox no está en el almacén',
    ]);
  });

  it('upload refuses a tampered version, naming the file', async () => {
    const bad = add(fakeBuild('two', 'b'));
    tamper(path.join(versionDir(store, 'mf_inbox', bad.record.version), 'mf-manifest.json'), '{}');
    await expect(uploadRelease({ deployment: d(), app: 'mf_inbox', version: bad.record.version })).rejects.toThrow(
      ReleaseError,
    );
    await expect(uploadRelease({ deployment: d(), app: 'mf_inbox', version: bad.record.version })).rejects.toThrow(
      /incompleta o alterada: mf-manifest\.json cambió desde que se publicó/,
    );
  });
});

describe("the shell's pages (answered from the registry, the same code as the page function)", () => {
  it(
    "pointHtmlAt points the version's own top-level files into its folder and leaves routes " + 'and other URLs alone',
    () => {
      const html =
        '<script src="/main.js"></script><a href="/page/login">x</a><a href="/index">y</a><a ' +
        'href="/contacto">z</a><link href="/app.css"><img src="/main.js?v=1"><script ' +
        'src="https://cdn.example/main.js"></script>';
      const out = pointHtmlAt(html, 'abc1234-0123456789', new Set(['main.js', 'app.css', 'index.html']));
      expect(out).toBe(
        '<script src="/abc1234-0123456789/main.js"></script><a href="/page/login">x</a><a href="/index">y</a><a ' +
          'href="/contacto">z</a><link href="/abc1234-0123456789/app.css"><img src="/main.js?v=1"><script ' +
          'src="https://cdn.example/main.js"></script>',
      );
    },
  );

  const read = (version: string, rel: string) =>
    fs.promises.readFile(path.join(versionDir(store, 'shell', version), rel), 'utf8').catch(() => null);
  const page = (urlPath: string) => livePage({ registry: readRegistry(store), read, urlPath });

  it(
    "after a promote: `/` and the prerendered routes are the live version's, pointed into its " +
      'folder; nothing is written',
    async () => {
      const shell = add(fakeBuild('shell'), { app: 'shell' });
      const sv = shell.record.version;
      expect((await page('/')).status).toBe(503);
      const before = listFiles(store).filter((f) => !f.startsWith('.registry/'));
      await promote({ deployment: d(), app: 'shell', version: sv, by: 'test' });
      expect(listFiles(store).filter((f) => !f.startsWith('.registry/'))).toEqual(before);
      const index = await page('/');
      expect(index.status).toBe(200);
      expect(index.headers).toMatchObject({
        'Cache-Control': 'no-cache',
        ETag: expect.stringMatching(/^"[\w-]{16}"$/),
      });
      expect(index.body).toContain(`src="/${sv}/main.js"`);
      expect(index.body).toContain(`href="/${sv}/favicon.ico"`);
      expect(index.body).toContain('href="/page/login"');
      expect(index.body).toContain('src="https://cdn.example/x.js"');
      expect((await page('/page/requests')).body).toContain('<h1>Búsqueda de solicitudes</h1>');
      expect((await page('/page/requests')).body).toContain(`src="/${sv}/main.js"`);
      expect((await page('/page/login')).body).toBe(index.body);
    },
  );

  it(
    'a new live version answers whole at the next request: a route it does not ' + 'prerender gets its app shell',
    async () => {
      const v1 = add(fakeBuild('one', 'a'), { app: 'shell' });
      const b2 = fakeBuild('two', 'b');
      fs.rmSync(path.join(b2, 'routes'), { recursive: true });
      const v2 = add(b2, { app: 'shell' });
      await promote({ deployment: d(), app: 'shell', version: v1.record.version, by: 'test' });
      expect((await page('/page/requests')).body).toContain('Búsqueda de solicitudes');
      await promote({ deployment: d(), app: 'shell', version: v2.record.version, by: 'test' });
      const after = await page('/page/requests');
      expect(after.body).not.toContain('Búsqueda de solicitudes');
      expect(after.body).toContain(`src="/${v2.record.version}/main.js"`);
    },
  );
});

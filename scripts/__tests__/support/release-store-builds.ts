/**
 * Small fake builds for the release store tests, as webpack leaves them, and helpers to look at (and
 * tamper with) what the store holds.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppName } from '@lotengo/platform/releases/layout';
import { addRelease } from '@lotengo/platform/releases/store';
import { withRegistryService } from './registry-service';

const MANIFEST = {
  metaData: { pluginVersion: '2.9.2' },
  exposes: [{ name: 'inbox-page' }],
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
};

/**
 * A small build as webpack leaves it, under `tmp`; `variant` changes one chunk (another build, another
 * version).
 */
export function fakeStoreBuild(tmp: string, name: string, variant = 'a'): string {
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

/** Adds a built folder to `store` as a version of `app` (mf_inbox unless told). */
export const addToStore = (
  store: string,
  builtDir: string,
  opts: { commit?: string; app?: AppName; now?: Date } = {},
) =>
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

export const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Every file of a folder with its bytes: to show nothing was rewritten. */
export function snapshot(dir: string): Record<string, string> {
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
export function tamper(file: string, content: string): void {
  fs.chmodSync(file, 0o644);
  fs.writeFileSync(file, content);
}

/**
 * The release store tests' world, new for each test: a temp store with its pointer service. Its fields are
 * read inside tests (they change in every beforeEach).
 */
export function withReleaseStore() {
  const r = {
    tmp: '',
    store: '',
    fakeBuild: (name: string, variant?: string) => fakeStoreBuild(r.tmp, name, variant),
    add: (builtDir: string, opts: Parameters<typeof addToStore>[2] = {}) => addToStore(r.store, builtDir, opts),
  };
  beforeEach(() => {
    r.tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-release-store-'));
    r.store = path.join(r.tmp, 'releases');
  });
  afterEach(() => fs.rmSync(r.tmp, { recursive: true, force: true }));
  withRegistryService(() => r.store);
  return r;
}

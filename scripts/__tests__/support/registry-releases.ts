/**
 * Fake releases for the registry tests: a small build of `app` under `tmp`, added to `store` as a new
 * version (each call another chunk, so another version).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppName } from '@lotengo/platform/releases/layout';
import { addRelease } from '@lotengo/platform/releases/store';
import { sitesEnv, testDeployment, withSites } from './deployment';
import { withRegistryService } from './registry-service';

const MANIFEST = {
  metaData: { pluginVersion: '2.9.2' },
  exposes: [{ name: 'inbox-page' }],
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
};

let builds = 0;
/** A new version of `app` in the store (a small fake build: each call another chunk, another version). */
export function fakeRelease(tmp: string, store: string, app: AppName = 'mf_inbox', createdAt?: Date): string {
  builds += 1;
  const dir = path.join(tmp, 'builds', String(builds));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script defer src="/main.js"></script>');
  fs.writeFileSync(path.join(dir, 'main.js'), 'main();');
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(MANIFEST));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x;');
  fs.writeFileSync(path.join(dir, '12.abcdef12.js'), `chunk(${builds});`);
  const out = addRelease({
    store,
    app,
    builtDir: dir,
    commit: 'abc1234',
    dirty: false,
    inputsHash: `in-${builds}`,
    createdBy: 'test',
    now: createdAt,
  });
  if (!out.created) throw new Error('expected a new version');
  return out.record.version;
}

/**
 * The registry tests' world, new for each test: a temp store, the pointer service and the sites over it.
 * Its fields are read inside tests (they change in every beforeEach).
 */
export function withRegistryWorld() {
  const w = {
    tmp: '',
    store: '',
    registryFile: '',
    d: (env: NodeJS.ProcessEnv = {}) => testDeployment(w.store, { ...sitesEnv(sites.origins()), ...env }),
    release: (app?: AppName, createdAt?: Date) => fakeRelease(w.tmp, w.store, app, createdAt),
    registryBytes: () => (fs.existsSync(w.registryFile) ? fs.readFileSync(w.registryFile, 'utf8') : null),
  };
  beforeEach(() => {
    w.tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-release-registry-'));
    w.store = path.join(w.tmp, 'releases');
    w.registryFile = path.join(w.store, '.registry', 'registry.json');
  });
  afterEach(() => fs.rmSync(w.tmp, { recursive: true, force: true }));
  withRegistryService(() => w.store);
  const sites = withSites(() => w.store);
  return w;
}

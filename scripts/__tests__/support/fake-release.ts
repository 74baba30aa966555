import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addRelease } from '@lotengo/platform/releases/store';
import { withRegistryService } from './registry-service';
import { sitesEnv, testDeployment, withSites } from './deployment';

let n = 0;
/** A small fake version of mf-inbox built under `tmp` and added to `store` (each call different content). */
export function fakeInboxVersion(tmp: string, store: string): string {
  n += 1;
  const dir = path.join(tmp, `build-${n}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ metaData: { pluginVersion: '2.9.2' }, exposes: [{ name: 'inbox-page' }], shared: [] }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var mf_inbox = ${n};`);
  return addRelease({
    store,
    app: 'mf_inbox',
    builtDir: dir,
    commit: 'abc1234',
    dirty: false,
    inputsHash: `x${n}`,
    createdBy: 'test',
  }).record.version;
}

/** A fresh folder per test with its release store (`<dir>/releases`) and the pointer service over it; removed after. */
export function withCanaryStore(set: (dir: string, store: string) => void): void {
  let dir = '';
  let store = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-canary-'));
    store = path.join(dir, 'releases');
    set(dir, store);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  withRegistryService(() => store);
}

/**
 * The canary tests' world, new for each test: a temp store with its pointer service and the sites over it.
 * Its fields are read inside tests (they change in every beforeEach).
 */
export function withCanaryWorld() {
  const c = {
    tmp: '',
    store: '',
    d: () => testDeployment(c.store, sitesEnv(sites.origins())),
    fakeVersion: () => fakeInboxVersion(c.tmp, c.store),
    sites: undefined as unknown as ReturnType<typeof withSites>,
  };
  withCanaryStore((dir, releases) => ((c.tmp = dir), (c.store = releases)));
  const sites = withSites(() => c.store);
  c.sites = sites;
  return c;
}

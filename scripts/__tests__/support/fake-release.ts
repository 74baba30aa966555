import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addRelease } from '@lotengo/platform/releases/store';
import { withRegistryService } from './registry-service';

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

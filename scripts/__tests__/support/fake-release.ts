import fs from 'node:fs';
import path from 'node:path';
import { addRelease } from '../../lib/releases/store';

let n = 0;
/** A small fake version of mf-inbox built under `tmp` and added to `store` (each call different content). */
export function fakeInboxVersion(tmp: string, store: string): string {
  n += 1;
  const dir = path.join(tmp, `build-${n}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '2.9.2' }, exposes: [{ name: 'inbox-page' }], shared: [] }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var mf_inbox = ${n};`);
  return addRelease({ store, app: 'mf_inbox', builtDir: dir, commit: 'abc1234', dirty: false, inputsHash: `x${n}`, createdBy: 'test' }).record.version;
}

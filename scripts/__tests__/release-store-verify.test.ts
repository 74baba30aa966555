/**
 * The release store (scripts/lib/releases): a version's files are checked against its record, and a
 * tampered version is not uploaded. Small fake builds in temp folders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseError, versionDir } from '@lotengo/platform/releases/layout';
import { uploadRelease } from '../lib/releases/deploy-site';
import { verifyRelease } from '@lotengo/platform/releases/store';
import { withRegistryService } from './support/registry-service';
import { testDeployment } from './support/deployment';
import { addToStore, fakeStoreBuild, tamper } from './support/release-store-builds';

let tmp: string;
let store: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-release-store-'));
  store = path.join(tmp, 'releases');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));
withRegistryService(() => store);
const d = () => testDeployment(store);

const fakeBuild = (name: string, variant?: string) => fakeStoreBuild(tmp, name, variant);
const add = (builtDir: string, opts: Parameters<typeof addToStore>[2] = {}) => addToStore(store, builtDir, opts);

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

/**
 * The release store (scripts/lib/releases): a version's files are checked against its record, and a
 * tampered version is not uploaded. Small fake builds in temp folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseError, versionDir } from '@lotengo/platform/releases/layout';
import { uploadRelease } from '../lib/releases/deploy-site';
import { verifyRelease } from '@lotengo/platform/releases/store';
import { testDeployment } from './support/deployment';
import { tamper, withReleaseStore } from './support/release-store-builds';

const r = withReleaseStore();
const { fakeBuild, add } = r;
const d = () => testDeployment(r.store);

describe('verifyRelease', () => {
  it('passes an untouched version and names a changed, a missing and an extra file', () => {
    const { record } = add(fakeBuild('one'));
    const dir = versionDir(r.store, 'mf_inbox', record.version);
    expect(verifyRelease(r.store, 'mf_inbox', record.version)).toEqual([]);
    tamper(path.join(dir, '12.abcdef12.js'), 'evil();');
    fs.rmSync(path.join(dir, 'remoteEntry.js'));
    fs.writeFileSync(path.join(dir, 'extra.js'), '1');
    const problems = verifyRelease(r.store, 'mf_inbox', record.version);
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
    expect(verifyRelease(r.store, 'mf_inbox', 'abc1234-0123456789')).toEqual([
      'la versión abc1234-0123456789 de mf-inbox no está en el almacén',
    ]);
  });

  it('upload refuses a tampered version, naming the file', async () => {
    const bad = add(fakeBuild('two', 'b'));
    tamper(path.join(versionDir(r.store, 'mf_inbox', bad.record.version), 'mf-manifest.json'), '{}');
    await expect(uploadRelease({ deployment: d(), app: 'mf_inbox', version: bad.record.version })).rejects.toThrow(
      ReleaseError,
    );
    await expect(uploadRelease({ deployment: d(), app: 'mf_inbox', version: bad.record.version })).rejects.toThrow(
      /incompleta o alterada: mf-manifest\.json cambió desde que se publicó/,
    );
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_DIRS } from '../../../build/ports';
import { exposesOf } from '../../../build/remotes';
import { REMOTE_DECLARATIONS, REMOTE_NAMES } from '../declarations';

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

describe('one declaration per remote', () => {
  it.each(REMOTE_NAMES)(
    '%s: every declared key has its src/expose/<key>.tsx and every file there is declared',
    (remote) => {
      const exposes = exposesOf(remote, path.join(repoRoot, APP_DIRS[remote]));
      expect(Object.keys(exposes).sort()).toEqual(
        Object.keys(REMOTE_DECLARATIONS[remote])
          .map((k) => `./${k}`)
          .sort(),
      );
    },
  );

  describe('a remote whose files disagree with its declaration fails the build', () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exposes-'));
      fs.mkdirSync(path.join(dir, 'src', 'expose'), { recursive: true });
      for (const key of Object.keys(REMOTE_DECLARATIONS.mf_inbox))
        fs.writeFileSync(path.join(dir, 'src', 'expose', `${key}.tsx`), '');
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('maps each key to ./src/expose/<key>.tsx', () => {
      expect(exposesOf('mf_inbox', dir)).toEqual({
        './inbox-page': './src/expose/inbox-page.tsx',
        './offer-actions': './src/expose/offer-actions.tsx',
      });
    });

    it('a file without a declared key', () => {
      fs.writeFileSync(path.join(dir, 'src', 'expose', 'visit-card.tsx'), '');
      expect(() => exposesOf('mf_inbox', dir)).toThrow('src/expose/visit-card.tsx is not declared');
    });

    it('a declared key without a file', () => {
      fs.rmSync(path.join(dir, 'src', 'expose', 'inbox-page.tsx'));
      expect(() => exposesOf('mf_inbox', dir)).toThrow('declared "inbox-page" has no src/expose/inbox-page.tsx');
    });
  });
});

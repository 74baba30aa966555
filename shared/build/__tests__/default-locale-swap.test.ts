/** The browser builds swap the contracts' synchronous zod locale for the deferred one (webpack.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE_BROWSER, DEFAULT_LOCALE_MODULE } from '../webpack';

describe('the zod locale swap', () => {
  it('names the real default-locale.ts and a stand-in that exists', () => {
    expect(DEFAULT_LOCALE_MODULE.test(path.join(__dirname, '..', '..', 'src', 'contracts', 'default-locale.ts'))).toBe(
      true,
    );
    expect(fs.existsSync(DEFAULT_LOCALE_BROWSER)).toBe(true);
  });

  it('loads a locale path zod exports (an upgrade that moves it fails here)', () => {
    expect(() => require.resolve('zod/v4/locales/es.js')).not.toThrow();
  });
});

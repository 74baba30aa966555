import fs from 'node:fs';
import path from 'node:path';

/*
 * compression-lib-url.ts points the compression worker at browser-image-compression's own build by a
 * path relative to the source file (webpack emits it as an asset; there is no CDN). The path is
 * written by hand, so this test fails when a move of the file or an upgrade of the library (a renamed
 * dist file, another install location) would leave the worker without its library.
 */
describe('the compression library the worker loads', () => {
  it('is the file the package itself names as its main build', () => {
    const source = fs.readFileSync(path.join(__dirname, '..', 'compression-lib-url.ts'), 'utf8');
    const relative = /new URL\(\s*'([^']+)',\s*import\.meta\.url,?\s*\)/.exec(source)?.[1];
    expect(relative).toBeDefined();
    const target = path.resolve(__dirname, '..', relative!);
    expect(fs.existsSync(target)).toBe(true);
    expect(target).toBe(require.resolve('browser-image-compression'));
  });
});

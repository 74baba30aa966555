/**
 * The build leans on two libraries' internals (README, "Clever code, and what guards it"). Each check
 * here reads the installed library and fails on the upgrade that would silently undo the trick.
 */
import fs from 'node:fs';
import path from 'node:path';

const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const read = (file: string) => fs.readFileSync(file, 'utf8');

describe("axios' fetch adapter, replaced by axios-without-fetch.js (webpack.ts)", () => {
  const adapters = path.join(packageDir('axios'), 'lib', 'adapters');

  it(
    'is still the file the replacement matches, imported by the adapter table for the names ' + 'the stand-in exports',
    () => {
      // The NormalModuleReplacementPlugin pattern: node_modules/axios/lib/adapters/fetch.js.
      expect(fs.existsSync(path.join(adapters, 'fetch.js'))).toBe(true);
      const table = read(path.join(adapters, 'adapters.js'));
      expect(table).toMatch(/import \* as fetchAdapter from '\.\/fetch\.js'/);
      const used = [...table.matchAll(/fetchAdapter\.(\w+)/g)].map((m) => m[1]);
      const standIn = read(path.join(__dirname, '..', 'axios-without-fetch.js'));
      for (const name of new Set(used)) expect(standIn).toMatch(new RegExp(`export const ${name}\\b`));
    },
  );
});

describe("mini-css-extract's runtime counts an inlined <style data-href> as the loaded CSS file (prerender.ts)", () => {
  it('finds an existing stylesheet by the data-href of a <style> tag', () => {
    const plugin = read(path.join(packageDir('mini-css-extract-plugin'), 'dist', 'index.js'));
    const styleLoop = plugin.indexOf('var existingStyleTags = document.getElementsByTagName("style");');
    expect(styleLoop).toBeGreaterThan(0);
    const loop = plugin.slice(styleLoop, styleLoop + 400);
    expect(loop).toContain('var dataHref = tag.getAttribute("data-href");');
    expect(loop).toContain('if(dataHref === href || dataHref === fullhref) return tag;');
  });
});

describe("MF's runtime provider plugin, pointed at its ES module build (INJECT_RUNTIME_ALIAS in webpack.ts)", () => {
  it('resolves to index.cjs with the ES module build index.js beside it', () => {
    const cjs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
    expect(cjs).toMatch(/index\.cjs$/);
    expect(fs.existsSync(cjs.replace(/index\.cjs$/, 'index.js'))).toBe(true);
  });
});

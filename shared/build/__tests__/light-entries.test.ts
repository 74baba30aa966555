/**
 * A subpath entry of @lotengo/shared that the shell's first load does not hold (webpack.ts,
 * isFirstLoadModule) is shipped by the remote that loads it first, with everything it imports bundled
 * into that remote's chunk — zod included, since zod is not a shared module. A formatter entry that
 * reached zod through a contract gave a property's detail a second zod (≈ 19 KB gzip). The formatter
 * entries a browser app imports must stay free of zod (the API's, e.g. format/titles, may use the contracts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SRC = path.join(__dirname, '..', '..', 'src');
const exportsMap = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  }
).exports;
const ROOT = path.join(__dirname, '..', '..', '..');
const APPS = ['shell', 'mf-requests', 'mf-properties', 'mf-inbox', 'mf-account'];

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === '__tests__' ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(d.name) ? [full] : [];
  });
}

/** The `./format/*` entries the apps' browser code imports. */
const LIGHT_ENTRIES = [
  ...new Set(
    APPS.flatMap((app) => sourcesUnder(path.join(ROOT, app, 'src'))).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/'@lotengo\/shared\/(format\/[\w-]+)'/g)].map((m) => `./${m[1]}`),
    ),
  ),
].sort();

/** Every bare import reached from `file` through relative imports. */
function bareImportsOf(file: string, seen = new Set<string>()): Set<string> {
  const bare = new Set<string>();
  if (seen.has(file)) return bare;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  // `import type` and `export type` are erased by the compiler: they bring no module into a bundle.
  for (const m of source.matchAll(/(?:import|export)\s(?!type\s)[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)) {
    // A static import's name is the first group, a dynamic import()'s the second.
    const spec = m[1] ?? m[2];
    if (!spec) continue;
    if (!spec.startsWith('.')) {
      bare.add(spec);
      continue;
    }
    const base = path.resolve(path.dirname(file), spec);
    const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
    if (!target) throw new Error(`${file}: no se encuentra ${spec}`);
    for (const b of bareImportsOf(target, seen)) bare.add(b);
  }
  return bare;
}

describe('bareImportsOf (the check below)', () => {
  it('finds static and dynamic imports, through relative ones', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotengo-light-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'entry.ts'),
        "import { a } from './helper';\nimport type { T } from 'typed-only';\nexport type { U } from 'zod';\n" +
          'export const b = a;\n',
      );
      fs.writeFileSync(
        path.join(dir, 'helper.ts'),
        "export { c } from 'react';\nexport const a = () => import('zod/mini');\n",
      );
      expect([...bareImportsOf(path.join(dir, 'entry.ts'))].sort()).toEqual(['react', 'zod/mini']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the formatter entries of @lotengo/shared (a remote ships its own copy)', () => {
  it('are found, each a declared entry', () => {
    expect(LIGHT_ENTRIES).toEqual(expect.arrayContaining(['./format/photos', './format/visit-dates']));
    for (const entry of LIGHT_ENTRIES) expect(exportsMap[entry]).toBeDefined();
  });

  it.each(LIGHT_ENTRIES)('%s imports no zod, directly or through the modules it imports', (entry) => {
    const file = path.resolve(SRC, '..', exportsMap[entry]!);
    expect(file.startsWith(SRC)).toBe(true);
    expect([...bareImportsOf(file)].filter((spec) => spec === 'zod' || spec.startsWith('zod/'))).toEqual([]);
  });
});

/**
 * The browser builds alias react-router(-dom) to react-router-lite.ts: a name it does not re-export would
 * be undefined at run time, not a build error (imports from a federated singleton are not checked). So
 * every name any browser source imports from the router must be in its list.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as realRouter from 'react-router';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const LITE = path.join(__dirname, '..', 'react-router-lite.ts');
const SOURCE_DIRS = [
  'shell/src',
  'shared/src',
  'mf-requests/src',
  'mf-properties/src',
  'mf-inbox/src',
  'mf-account/src',
];
/** Run in Node at build time only (the real react-router there, no alias). */
const NODE_ONLY = ['shell/src/app/landing-prerender.tsx'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Value names in `import { a, type B, c as d } from 'react-router…'` (type-only imports left out). */
function importedNames(code: string): string[] {
  const names: string[] = [];
  const re = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g;
  for (let m = re.exec(code); m; m = re.exec(code)) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

const liteExports = new Set(
  (/export\s*\{([^}]*)\}/.exec(fs.readFileSync(LITE, 'utf8'))?.[1] ?? '')
    .split(',')
    .map((s) => s.replace(/\/\/.*$/gm, '').trim())
    .filter(Boolean),
);

describe('react-router-lite', () => {
  it('re-exports only names the real react-router has', () => {
    expect(liteExports.size).toBeGreaterThan(20);
    for (const name of liteExports) expect(realRouter).toHaveProperty(name);
  });

  it('exports every router name the browser sources import', () => {
    const missing: string[] = [];
    for (const dir of SOURCE_DIRS) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        if (file.includes(`${path.sep}__tests__${path.sep}`) || NODE_ONLY.includes(path.relative(ROOT, file))) continue;
        for (const name of importedNames(fs.readFileSync(file, 'utf8'))) {
          if (!liteExports.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

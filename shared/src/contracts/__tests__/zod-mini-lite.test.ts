/**
 * The browser builds alias zod/mini to zod-mini-lite.ts: a name it does not re-export would be undefined
 * at run time, not a build error. So every zod/mini name a browser source uses (`z.object`, or a named
 * import) must be in its list, and every name in it must be zod/mini's.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as realZod from 'zod/mini';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const LITE = path.join(__dirname, '..', 'zod-mini-lite.ts');
const APPS = ['shell', 'shared', 'mf-requests', 'mf-properties', 'mf-inbox', 'mf-account'];
const SOURCE_DIRS = APPS.map((p) => `${p}/src`);
const SKIPPED = ['node_modules', '__tests__', 'testing'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.includes(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Value names a file uses from zod/mini: `z.name(` / `z.name.` after `import * as z`, and named imports. */
function usedNames(code: string): string[] {
  const names: string[] = [];
  const star = /import\s+\*\s+as\s+(\w+)\s+from\s+'zod\/mini'/.exec(code)?.[1];
  const member = star && new RegExp(`\\b${star}\\.([A-Za-z_$][\\w$]*)\\s*[(.]`, 'g');
  if (member) for (const m of code.matchAll(member)) names.push(m[1]!);
  for (const m of code.matchAll(/import\s+\{([^}]*)\}\s+from\s+'zod\/mini'/g)) {
    for (const part of m[1]!.split(',')) {
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
    .split(/[,\n]/)
    .map((s) => s.replace(/\/\/.*$/, '').trim())
    .filter(Boolean),
);

describe('zod-mini-lite', () => {
  it('re-exports only names zod/mini has', () => {
    expect(liteExports.size).toBeGreaterThan(20);
    for (const name of liteExports) expect(realZod).toHaveProperty(name);
  });

  it('exports every zod/mini name the browser sources use', () => {
    const missing: string[] = [];
    // Namespaces used as values (z.core for types, z.iso.date(), z.coerce.number()) are their own names.
    const typesOnly = new Set(['core']);
    for (const dir of SOURCE_DIRS) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        if (file === LITE) continue;
        for (const name of usedNames(fs.readFileSync(file, 'utf8'))) {
          if (!liteExports.has(name) && !typesOnly.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds the names a source uses (the check above)', () => {
    const code = [
      "import * as z from 'zod/mini';",
      "const a = z.object({ b: z._default(z.string(), '') });",
      'const c = z.iso.date();',
    ].join('\n');
    expect(usedNames(code)).toEqual(['object', '_default', 'string', 'iso']);
    expect(usedNames("import { config, type core } from 'zod/mini';")).toEqual(['config']);
  });
});

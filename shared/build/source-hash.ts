import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A hash of the sources an entry of @lotengo/shared is built from: its file and every file it reaches
 * through relative imports (an import by package name is another shared module, hashed on its own). It
 * versions an entry shared by version (singletons.json `versioned`): two builds share one copy only when
 * their sources are the same to the byte.
 */
export function sourceHash(entryFile: string): string {
  const hash = createHash('sha256');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    hash.update(`${path.basename(file)}\0${text}\0`);
    for (const m of text.matchAll(/(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)|^import\s+'(\.[^']+)'/gm)) {
      const spec = m[1] ?? m[2] ?? m[3]!;
      const base = path.resolve(path.dirname(file), spec);
      const target = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (target) visit(target);
    }
  };
  visit(entryFile);
  return hash.digest('hex').slice(0, 10);
}

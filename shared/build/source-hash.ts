import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A hash of the sources an entry of @lotengo/shared is built from: its file and every file it reaches
 * through relative imports (an import by package name is another shared module, hashed on its own). It
 * versions an entry shared by version (singletons.json `versioned`): two builds share one copy only when
 * their sources are the same to the byte.
 */
/** `from './x'`, `import('./x')` and a bare `import './x.css'`: the relative ones only. */
const RELATIVE_IMPORT =
  /(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)|^import\s+'(\.[^']+)'/gm;

export function sourceHash(entryFile: string): string {
  const hash = createHash('sha256');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    hash.update(`${path.basename(file)}\0${text}\0`);
    for (const m of text.matchAll(RELATIVE_IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3]!;
      const base = path.resolve(path.dirname(file), spec);
      const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
      const target = candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (target) visit(target);
    }
  };
  visit(entryFile);
  return hash.digest('hex').slice(0, 10);
}

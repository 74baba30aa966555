/**
 * The lint-boundary probes' shared machinery: each probe import is linted as if it were a file at the
 * given path (ESLint's Node API with the repository config, in a child process) and must be reported
 * by the named rule; allowed imports must pass clean.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
export const ZONES = 'import-x/no-restricted-paths';
export const RELATIVE = 'lotengo/no-relative-cross-package';
export const UNRESOLVED = 'import-x/no-unresolved';
export const CYCLE = 'import-x/no-cycle';
export const KEBAB = 'lotengo/kebab-case-files';
export const SINGLETON = 'lotengo/singletons-by-name';

export interface Probe {
  /** What the probe shows. */
  name: string;
  /** Where the importing file would be (relative to the repo root). */
  filePath: string;
  /** The import specifier. */
  from: string;
  /** Rules that must report it; empty = allowed. */
  expect: string[];
  /** A file the import resolves to, checked to exist so the probe stays meaningful as code moves. */
  target?: string;
}

type Result = { filePath: string; ruleIds: string[]; messages: string[] };

/** Lints every probe once (one child process) and checks each in its own test. */
export function checkProbes(probes: Probe[]): void {
  let results: Result[];

  beforeAll(() => {
    const input = probes.map((p) => ({ filePath: p.filePath, code: `import '${p.from}';\n` }));
    const out = execFileSync(process.execPath, [path.join(ROOT, 'scripts/lint/lint-probes.mjs')], {
      cwd: ROOT,
      input: JSON.stringify(input),
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    results = JSON.parse(out) as Result[];
  });

  describe('lint boundaries (eslint.config.mjs)', () => {
    it.each(probes.map((p, i) => [p.name, i] as const))('%s', (_name, i) => {
      const probe = probes[i]!;
      if (probe.target) expect(existsSync(path.join(ROOT, probe.target))).toBe(true);
      const { ruleIds, messages } = results[i]!;
      if (probe.expect.length === 0) {
        expect(messages).toEqual([]);
      } else {
        for (const rule of probe.expect)
          expect({ rule, fired: ruleIds.includes(rule), messages }).toEqual(expect.objectContaining({ fired: true }));
      }
    });
  });
}

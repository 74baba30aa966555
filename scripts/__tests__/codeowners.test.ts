/**
 * .github/CODEOWNERS as GitHub reads it (the last matching pattern wins): every pattern names a path
 * that exists, every owner is a team, each app's folder is its team's, and the contracts package and the
 * release tooling have owners of their own (not the catch-all).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const FILE = path.join(ROOT, '.github', 'CODEOWNERS');

interface Rule {
  pattern: string;
  owners: string[];
}

const rules: Rule[] = fs
  .readFileSync(FILE, 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*$/, '').trim())
  .filter(Boolean)
  .map((line) => {
    const [pattern, ...owners] = line.split(/\s+/);
    return { pattern: pattern!, owners };
  });

/** The owners GitHub would request for `file` (a repository-relative path): the last rule that matches. */
function ownersOf(file: string): string[] {
  let owners: string[] = [];
  for (const rule of rules) {
    const p = rule.pattern;
    const matches = p === '*' || (p.endsWith('/') ? `/${file}`.startsWith(p) : `/${file}` === p);
    if (matches) owners = rule.owners;
  }
  return owners;
}

describe('.github/CODEOWNERS', () => {
  it('names paths that exist, each with team owners', () => {
    expect(rules.length).toBeGreaterThan(10);
    for (const { pattern, owners } of rules) {
      const exists = pattern === '*' || fs.existsSync(path.join(ROOT, pattern));
      expect({ pattern, exists }).toEqual({ pattern, exists: true });
      expect(owners.length).toBeGreaterThan(0);
      for (const owner of owners) expect(owner).toMatch(/^@lotengo\/[a-z-]+$/);
    }
  });

  it.each([
    ['shell/src/layout/site-header.tsx', '@lotengo/shell'],
    ['mf-requests/src/texts/requests.ts', '@lotengo/requests'],
    ['mf-properties/src/features/gallery/gallery.tsx', '@lotengo/properties'],
    ['mf-inbox/src/lib/format-price.ts', '@lotengo/inbox'],
    ['mf-account/src/texts/account.ts', '@lotengo/account'],
    ['e2e/inbox/seeker-books-visit.spec.ts', '@lotengo/inbox'],
    ['mock-api/src/routes/inbox.ts', '@lotengo/backend'],
  ])("%s is its team's (%s)", (file, team) => {
    expect(ownersOf(file)).toEqual([team]);
  });

  it('the contracts package, its singletons and the release tooling have owners of their own', () => {
    const fallback = ownersOf('README.md');
    const files = [
      'shared/src/index.ts',
      'shared/src/contracts/inbox.ts',
      'shared/src/session/session-store.ts',
      'shared/build/singletons.json',
      'scripts/lib/releases/can-deploy.ts',
      'functions/src/index.ts',
    ];
    for (const file of files) {
      expect({ file, owned: ownersOf(file).length > 0 }).toEqual({ file, owned: true });
    }
    expect(ownersOf('shared/src/session/session-store.ts')).toContain('@lotengo/shell');
    expect(ownersOf('shared/src/contracts/inbox.ts')).toContain('@lotengo/backend');
    expect(fallback).toEqual(['@lotengo/platform']);
  });
});

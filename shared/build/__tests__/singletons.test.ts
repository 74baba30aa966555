/**
 * "One React, one router, one session — and nothing else is one" (docs/architecture.md §2), checked on the one
 * list (singletons.json) and on the code it names:
 *  - the federation shares exactly the list: each singleton as one, each versioned module by its exact
 *    version only (never one per page), and a versioned module of ours holds no state;
 *  - a library is listed only with the line of its own code that holds the state, and a library known
 *    to hold state that crosses apps is listed;
 *  - an entry of @lotengo/shared is a singleton exactly when its modules hold state (module-level `let`,
 *    a collection the module changes, a store or a context made at import); state a bundled module keeps
 *    for its own copy on purpose is named in `perCopy` with why.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import list from '../singletons.json';
import { SINGLETON_NAMES, VERSIONED_NAMES } from '../singletons';
import { createAppConfig } from '../webpack';
import { moduleState } from './support/module-state';

const SHARED = path.join(__dirname, '..', '..');
const SRC = path.join(SHARED, 'src');
type Package = { name: string; exports: Record<string, string> };
const pkg = JSON.parse(fs.readFileSync(path.join(SHARED, 'package.json'), 'utf8')) as Package;

/**
 * The libraries whose state the apps meet across their boundaries, and the line of their installed code
 * that holds it: a provider or a registry made by one app's copy and read by another's components.
 */
const LIBRARY_STATE: Record<string, { dir: string; text: string }> = {
  react: { dir: 'react/cjs', text: 'ReactSharedInternals = { H: null' },
  'react/': { dir: 'react/cjs', text: 'React.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE' },
  'react-dom': { dir: 'react-dom/cjs', text: 'var Internals = {' },
  'react-dom/': { dir: 'react-dom/cjs', text: 'require("react-dom")' },
  'react-router': { dir: 'react-router/dist', text: 'LocationContext = React.createContext(' },
  'react-router-dom': { dir: 'react-router/dist', text: 'LocationContext = React.createContext(' },
  '@tanstack/react-query': {
    dir: '@tanstack/react-query/build/modern',
    text: 'QueryClientContext = React.createContext(',
  },
  '@firebase/app': { dir: '@firebase/app/dist/esm', text: 'const _apps = new Map()' },
};

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === '__tests__' ? [] : filesUnder(full, test);
    return test(e.name) ? [full] : [];
  });
}

const nodeModules = path.join(SHARED, '..', 'node_modules');
const holdsState = (name: string) => {
  const evidence = LIBRARY_STATE[name];
  if (!evidence) return false;
  const files = filesUnder(path.join(nodeModules, evidence.dir), (f) => /\.(c|m)?js$/.test(f));
  return files.some((f) => fs.readFileSync(f, 'utf8').includes(evidence.text));
};

const isEntry = (name: string) => name.startsWith(`${pkg.name}/`);
const entryFile = (entry: string) => pkg.exports[`./${entry.slice(pkg.name.length + 1)}`]!;
const folderOf = (entry: string) => path.dirname(path.join(SHARED, entryFile(entry)));

describe('the federation shares the list and nothing else', () => {
  const shell = createAppConfig({ dir: path.join(SHARED, '..', 'shell'), name: 'shell' });
  const config = shell(undefined, { mode: 'production' }) as Configuration;
  const isFederation = (p: unknown): p is WebpackPluginInstance =>
    (p as object)?.constructor?.name === 'ModuleFederationPlugin';
  const federation = (config.plugins ?? []).find(isFederation) as
    { _options: { shared: Record<string, { singleton: boolean }> } } | undefined;
  const shared = federation!._options.shared;

  it('every singleton of the list, as a singleton; every versioned module by its exact version, not one', () => {
    expect(Object.keys(shared).sort()).toEqual([...SINGLETON_NAMES, ...VERSIONED_NAMES].sort());
    for (const name of SINGLETON_NAMES) {
      expect({ name, singleton: shared[name]!.singleton }).toEqual({ name, singleton: true });
    }
    for (const name of VERSIONED_NAMES) {
      const config = shared[name] as unknown as { singleton: boolean; version: string; requiredVersion: string };
      const exact = config.requiredVersion === config.version;
      expect({ name, singleton: config.singleton, exact }).toEqual({ name, singleton: false, exact: true });
    }
  });

  it('says why for each, once', () => {
    const names = [...SINGLETON_NAMES, ...VERSIONED_NAMES];
    expect(new Set(names).size).toBe(names.length);
    for (const s of [...list.singletons, ...list.versioned]) expect(s.why.length).toBeGreaterThan(30);
  });
});

describe('a library is one per page exactly when it holds state the apps meet', () => {
  const libraries = SINGLETON_NAMES.filter((n) => !isEntry(n));

  it.each(libraries)('%s: its state is where the list says', (name) => {
    expect({ name, knownState: Boolean(LIBRARY_STATE[name]) }).toEqual({ name, knownState: true });
    expect(holdsState(name)).toBe(true);
  });

  it.each(Object.keys(LIBRARY_STATE))('%s holds state the apps meet: it is a singleton', (name) => {
    expect(SINGLETON_NAMES).toContain(name);
  });
});

describe('an entry of @lotengo/shared is one per page exactly when it holds state', () => {
  const entries = SINGLETON_NAMES.filter(isEntry);
  const singletonDirs = entries.map(folderOf);
  const inSingleton = (file: string) => singletonDirs.some((dir) => !path.relative(dir, file).startsWith('..'));
  const isSource = (f: string) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts');
  const sources = filesUnder(SRC, isSource).filter((f) => !f.startsWith(path.join(SRC, 'testing')));
  const statefulIn = (dir: string) =>
    sources.filter((f) => !path.relative(dir, f).startsWith('..') && stateOf.get(f)!.length);
  const stateOf = new Map(sources.map((f) => [f, moduleState(f)] as const));
  const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
  const perCopy = new Map(list.perCopy.map((p) => [p.module, p.why]));

  it.each(VERSIONED_NAMES.filter(isEntry))('%s, shared by version, holds no state', (entry) => {
    expect(statefulIn(folderOf(entry)).map(rel)).toEqual([]);
  });

  it.each(entries)('%s holds state', (entry) => {
    expect({ entry, stateful: statefulIn(folderOf(entry)).length > 0 }).toEqual({ entry, stateful: true });
  });

  it('no module bundled into each app holds state, but the copies listed under perCopy', () => {
    const unlisted = sources
      .filter((f) => !inSingleton(f) && stateOf.get(f)!.length && !perCopy.has(rel(f)))
      .map((f) => `${rel(f)}: ${stateOf.get(f)!.join(', ')}`);
    expect(unlisted).toEqual([]);
  });

  it('perCopy names modules that still hold state, each with why', () => {
    for (const [module, why] of perCopy) {
      expect({ module, state: stateOf.get(path.join(SRC, module))?.length ?? 0 }).not.toEqual({ module, state: 0 });
      expect(why.length).toBeGreaterThan(30);
    }
  });

  it('the scan finds the state it is meant to find', () => {
    const store = stateOf.get(path.join(SRC, 'session', 'session-store.ts'));
    expect(store).toEqual(expect.arrayContaining([expect.stringMatching(/useSession/)]));
    expect(stateOf.get(path.join(SRC, 'config', 'runtime-config.ts'))).toEqual(expect.arrayContaining(['let current']));
    expect(stateOf.get(path.join(SRC, 'remotes', 'remote-component-cache.ts'))!.length).toBeGreaterThan(0);
    expect(stateOf.get(path.join(SRC, 'format', 'numbers.ts'))).toEqual([]);
    expect(stateOf.get(path.join(SRC, 'routing', 'paths.ts'))).toEqual([]);
  });
});

describe('moduleState (the scan above)', () => {
  const scan = (code: string) => moduleState('x.ts', ts.createSourceFile('x.ts', code, ts.ScriptTarget.ES2022, true));

  it('finds module-level let, a changed collection, a store or a context; not constants', () => {
    expect(scan('let a = 1;')).toEqual(['let a']);
    const seen = 'const seen = new Set<string>();\nexport const add = (s: string) => seen.add(s);';
    expect(scan(seen)).toEqual(['seen (changed)']);
    const store = "import { create } from 'zustand';\nexport const useStore = create(() => ({}));";
    expect(scan(store)).toEqual(['useStore (made at import)']);
    const context = "import { createContext } from 'react';\nexport const Ctx = createContext(null);";
    expect(scan(context)).toEqual(['Ctx (made at import)']);
    const slot = 'const slot = globalThis as { x?: number };\nexport const x = (slot.x ??= 1);';
    expect(scan(slot)).toEqual(['x (made at import)']);
    expect(scan('const WORDS = new Set([1, 2]);\nexport const has = (n: number) => WORDS.has(n);')).toEqual([]);
    expect(scan("export const PATHS = { a: '/a' };\nfunction f() { let local = 1; return local; }")).toEqual([]);
  });
});

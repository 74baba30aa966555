/**
 * What a release record keeps of @lotengo/shared (contract.ts reads it with the TypeScript compiler):
 *  - `sharedApi`: the names each singleton entry exports (what the shell's copy gives every app) and the
 *    names this app needs from them at run time: imported by its own code or by the code of the
 *    contracts package it bundles (that code runs in the app and reaches the shell's singletons);
 *  - `contractTypes`: the app's copy of the contracts (each entity type of @lotengo/shared/contracts as
 *    self-contained text) and the types the app's own code names, so the gate can tell whether another
 *    app's copy still gives what this one reads.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SHARED_SINGLETON_ENTRIES } from '@lotengo/shared/build/singletons';
import { LITE_MODULES } from '@lotengo/shared/build/lite-modules';
import { ROOT_DIR } from '../paths';
import type { TypeWriter } from './type-text';

export interface SharedApiRecord {
  /** Changes whenever a singleton entry's export changes its name or type: the shell's API version. */
  hash: string;
  /**
   * Singleton entry (`@lotengo/shared/session`, …) → exported names; likewise a library whose singleton
   * is a module of ours re-exporting part of it (`react-router-dom`: react-router-lite.ts).
   */
  exports: Record<string, string[]>;
  /** What this app needs from the singletons at run time: entry → name → first file that imports it. */
  uses: Record<string, Record<string, string>>;
}

export interface ContractTypesRecord {
  /** @lotengo/shared's package version and a hash of the types below. */
  version: string;
  /** Entity type (`InboxEntry`, …) → its shape as text (type-text.ts). */
  types: Record<string, string>;
  /** The types this app's own code names (the ones another app's copy must still give it). */
  uses: string[];
}

const SHARED_DIR = path.join(ROOT_DIR, 'shared');
const SRC_DIR = path.join(SHARED_DIR, 'src');
/** The contracts package's entries whose types are the API's entities (docs/product/entities.md). */
export const CONTRACT_ENTRIES = [
  '@lotengo/shared/contracts',
  '@lotengo/shared/contracts/alerts',
  '@lotengo/shared/contracts/demand',
] as const;

const rel = (file: string) => path.relative(ROOT_DIR, file).split(path.sep).join('/');
const inside = (file: string, dir: string) => !path.relative(dir, file).startsWith('..');

/** The folders of the singleton entries (`shared/src/session`, …): their code is the shell's, not the app's. */
function singletonDirs(entries: Record<string, string>): string[] {
  return SHARED_SINGLETON_ENTRIES.flatMap((e) => (entries[e] ? [path.dirname(entries[e])] : []));
}

const byName = (a: ts.Symbol, b: ts.Symbol) => (a.name < b.name ? -1 : 1);
const hashOf = (lines: string[]) => createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);

/** Names each singleton entry (and lite library module) exports, and a hash of their types (the checker's own text). */
export function singletonExports(program: ts.Program, entries: Record<string, string>): Omit<SharedApiRecord, 'uses'> {
  const checker = program.getTypeChecker();
  const exports: Record<string, string[]> = {};
  const lines: string[] = [];
  const ours = SHARED_SINGLETON_ENTRIES.filter((e) => entries[e]).map((e) => [e, entries[e]!] as const);
  const files: Record<string, string> = { ...Object.fromEntries(ours), ...LITE_MODULES };
  for (const entry of Object.keys(files).sort()) {
    const sf = program.getSourceFile(files[entry]!);
    const moduleSymbol = sf && checker.getSymbolAtLocation(sf);
    const symbols = moduleSymbol ? [...checker.getExportsOfModule(moduleSymbol)].sort(byName) : [];
    exports[entry] = symbols.map((s) => s.name);
    for (const s of symbols) {
      const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      const isValue = target.flags & ts.SymbolFlags.Value;
      const type = isValue ? checker.getTypeOfSymbol(target) : checker.getDeclaredTypeOfSymbol(target);
      lines.push(`${entry}\0${s.name}\0${checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation)}`);
    }
  }
  return { hash: hashOf(lines), exports };
}

function resolveIn(program: ts.Program, spec: string, from: string): string | undefined {
  const resolution = ts.resolveModuleName(spec, from, program.getCompilerOptions(), ts.sys);
  const resolved = resolution.resolvedModule?.resolvedFileName;
  return resolved && !resolved.endsWith('.d.ts') ? fs.realpathSync(resolved) : undefined;
}

/**
 * Run-time names this app takes from the singleton entries: from its own files and from the modules of
 * the contracts package they reach (bundled into the app). Type-only imports need nothing at run time.
 */
export function singletonUses(
  program: ts.Program,
  appFiles: string[],
  entries: Record<string, string>,
): SharedApiRecord['uses'] {
  const singletons = new Set([...SHARED_SINGLETON_ENTRIES.filter((e) => entries[e]), ...Object.keys(LITE_MODULES)]);
  const dirs = singletonDirs(entries);
  const uses: SharedApiRecord['uses'] = {};
  const queue = [...appFiles];
  const seen = new Set(queue);
  while (queue.length) {
    const file = queue.shift()!;
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    for (const st of sf.statements) {
      if (!(ts.isImportDeclaration(st) || ts.isExportDeclaration(st))) continue;
      if (!st.moduleSpecifier || !ts.isStringLiteral(st.moduleSpecifier)) continue;
      const spec = st.moduleSpecifier.text;
      if (singletons.has(spec)) {
        if (!ts.isImportDeclaration(st)) continue;
        const clause = st.importClause;
        if (!clause || clause.isTypeOnly) continue;
        const named =
          clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
        for (const el of named) {
          if (!el.isTypeOnly) (uses[spec] ??= {})[(el.propertyName ?? el.name).text] ??= rel(file);
        }
        continue;
      }
      if (ts.isImportDeclaration(st) ? st.importClause?.isTypeOnly : st.isTypeOnly) continue;
      // Code of the contracts package the app bundles: followed. A singleton's own folder is the shell's.
      const target = resolveIn(program, spec, file);
      if (target && inside(target, SRC_DIR) && !dirs.some((d) => inside(target, d)) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return uses;
}

/** Every entity type the contracts entries export, written out (interfaces and type aliases). */
export function contractTypes(
  program: ts.Program,
  writer: TypeWriter,
  entries: Record<string, string>,
): Omit<ContractTypesRecord, 'uses'> {
  const checker = program.getTypeChecker();
  const types: Record<string, string> = {};
  for (const entry of CONTRACT_ENTRIES) {
    const sf = entries[entry] ? program.getSourceFile(entries[entry]) : undefined;
    const moduleSymbol = sf && checker.getSymbolAtLocation(sf);
    for (const s of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
      if (!(target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) || types[s.name]) continue;
      types[s.name] = writer.write(checker.getDeclaredTypeOfSymbol(target));
    }
  }
  const sorted = Object.fromEntries(Object.entries(types).sort(([a], [b]) => (a < b ? -1 : 1)));
  const pkg = JSON.parse(fs.readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8')) as { version: string };
  return { version: `${pkg.version}+${hashOf(Object.entries(sorted).map(([k, v]) => `${k}\0${v}`))}`, types: sorted };
}

/** The contract types an app's own files name, in an import from any entry of @lotengo/shared. */
export function contractTypeUses(program: ts.Program, appFiles: string[], typeNames: Set<string>): string[] {
  const used = new Set<string>();
  for (const file of appFiles) {
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    for (const st of sf.statements) {
      if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
      if (!st.moduleSpecifier.text.startsWith('@lotengo/shared')) continue;
      const named = st.importClause?.namedBindings;
      if (!named || !ts.isNamedImports(named)) continue;
      for (const el of named.elements) {
        const name = (el.propertyName ?? el.name).text;
        if (typeNames.has(name)) used.add(name);
      }
    }
  }
  return [...used].sort();
}

/**
 * What a release promises and what it relies on, read from the sources it was built from with the
 * TypeScript compiler, and kept in its record for the deploy gate (can-deploy.ts):
 *  - `contract.exposes`: each exposed module's props type, as text (declarations.ts is the one source of
 *    the webpack `exposes`, so the text is the public API the build has);
 *  - `contract.mounts`: each remote module the app mounts (a shell route, a <RemoteModule> of a card),
 *    with the props type it was built against and the file that mounts it;
 *  - `sharedApi` and `contractTypes`: what it needs from @lotengo/shared's singletons and the types of
 *    its copy of the contracts (shared-record.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT_DIR } from '../paths';
import { APP_DIRS, APP_NAMES, type AppName } from './layout';
import { TypeWriter } from './type-text';
import { LITE_MODULES } from '@lotengo/shared/build/lite-modules';
import { contractTypes, contractTypeUses, singletonExports, singletonUses } from './shared-record';
import type { ContractTypesRecord, SharedApiRecord } from './shared-record';

export type { ContractTypesRecord, SharedApiRecord };

export interface MountRecord {
  remote: string;
  module: string;
  /** The route, when the mount is one of the shell's routes, and who may open it (remote-routes.ts). */
  path?: string;
  access?: string;
  /** Where the mount is written (repository-relative). */
  file: string;
  /** The props type the app was built against, as text. */
  props: string;
}

export interface ContractRecord {
  /** `./request-card` → its props type as text. */
  exposes: Record<string, string>;
  mounts: MountRecord[];
}

const SHARED_DIR = path.join(ROOT_DIR, 'shared');
const DECLARATIONS = path.join(SHARED_DIR, 'src', 'remotes', 'declarations.ts');

/** The run-time public entries of @lotengo/shared: not its build helpers, its test kit or its package.json. */
export function sharedEntries(root = ROOT_DIR): Record<string, string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'shared', 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string>;
  };
  return Object.fromEntries(
    Object.entries(pkg.exports)
      .filter(([key, file]) => !/^\.\/(build|testing|package\.json)/.test(key) && file.endsWith('.ts'))
      .map(([key, file]) => [key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`, path.join(root, 'shared', file)]),
  );
}

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' || e.name === 'node_modules' ? [] : sourceFiles(abs);
    return /\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(e.name) ? [abs] : [];
  });
}

const rel = (file: string) => path.relative(ROOT_DIR, file).split(path.sep).join('/');

function createProgram(files: string[]): ts.Program {
  return ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    types: [],
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  });
}

/** Reads REMOTE_DECLARATIONS' type: remote → module → props type. */
function declaredProps(program: ts.Program): Map<string, Map<string, ts.Type>> {
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(DECLARATIONS)!;
  const declSymbol = checker
    .getExportsOfModule(checker.getSymbolAtLocation(file)!)
    .find((s) => s.name === 'REMOTE_DECLARATIONS')!;
  const all = checker.getTypeOfSymbol(declSymbol);
  const out = new Map<string, Map<string, ts.Type>>();
  for (const remote of checker.getPropertiesOfType(all)) {
    const modules = new Map<string, ts.Type>();
    for (const mod of checker.getPropertiesOfType(checker.getTypeOfSymbol(remote))) {
      const marker = checker.getTypeOfSymbol(mod);
      const props = checker.getPropertyOfType(marker, '__props');
      modules.set(
        mod.name,
        props ? checker.getNonNullableType(checker.getTypeOfSymbol(props)) : checker.getUnknownType(),
      );
    }
    out.set(remote.name, modules);
  }
  return out;
}

const literalOf = (checker: ts.TypeChecker, node: ts.Node | undefined): string | undefined => {
  if (!node) return undefined;
  if (ts.isStringLiteralLike(node)) return node.text;
  const type = checker.getTypeAtLocation(node);
  return type.isStringLiteral() ? type.value : undefined;
};

/** JSX `<… remote="…" module="…">` and object literals `{ remote: '…', module: '…', path }` (the shell's routes). */
function mountsIn(program: ts.Program, files: string[]): Array<Omit<MountRecord, 'props'>> {
  const checker = program.getTypeChecker();
  const out: Array<Omit<MountRecord, 'props'>> = [];
  for (const fileName of files) {
    const sf = program.getSourceFile(fileName);
    if (!sf) continue;
    const visit = (node: ts.Node) => {
      // <RemoteModule …> or a wrapper that passes them on (`<RemoteList remote module items>` of
      // @lotengo/shared/remotes).
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        const attr = (name: string) => {
          const a = node.attributes.properties.find(
            (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText(sf) === name,
          );
          const init = a?.initializer;
          return init && ts.isJsxExpression(init) ? literalOf(checker, init.expression) : literalOf(checker, init);
        };
        const remote = attr('remote');
        const module = attr('module');
        if (remote && module) out.push({ remote, module, file: rel(fileName) });
      } else if (ts.isObjectLiteralExpression(node)) {
        const prop = (name: string) => {
          const p = node.properties.find(
            (x): x is ts.PropertyAssignment => ts.isPropertyAssignment(x) && x.name.getText(sf) === name,
          );
          return literalOf(checker, p?.initializer);
        };
        const remote = prop('remote');
        const module = prop('module');
        const route = prop('path');
        const access = prop('access');
        if (remote && module)
          out.push({
            remote,
            module,
            file: rel(fileName),
            ...(route ? { path: route } : {}),
            ...(access ? { access } : {}),
          });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

export interface ContractFields {
  contract: ContractRecord;
  sharedApi: SharedApiRecord;
  contractTypes: ContractTypesRecord;
}

/** The contract and shared API of `apps` as the sources of this tree say, from one TypeScript program. */
export function contractsOf(apps: readonly AppName[]): Map<AppName, ContractFields> {
  const files = new Map(apps.map((app) => [app, sourceFiles(path.join(ROOT_DIR, APP_DIRS[app], 'src'))]));
  const entries = sharedEntries();
  const roots = [DECLARATIONS, ...Object.values(entries), ...Object.values(LITE_MODULES)];
  const program = createProgram([...roots, ...[...files.values()].flat()]);
  const writer = new TypeWriter(program);
  const declared = declaredProps(program);
  const api = singletonExports(program, entries);
  const types = contractTypes(program, writer, entries);
  const typeNames = new Set(Object.keys(types.types));
  const out = new Map<AppName, ContractFields>();
  for (const app of apps) {
    const appFiles = files.get(app)!;
    const exposes = Object.fromEntries(
      [...(declared.get(app)?.entries() ?? [])].map(([key, type]) => [`./${key}`, writer.write(type)]),
    );
    const mounts = mountsIn(program, appFiles)
      .filter((m) => declared.has(m.remote))
      .map((m) => {
        const type = declared.get(m.remote)?.get(m.module);
        return { ...m, props: type ? writer.write(type) : 'unknown' };
      });
    out.set(app, {
      contract: { exposes, mounts },
      sharedApi: { ...api, uses: singletonUses(program, appFiles, entries) },
      contractTypes: { ...types, uses: contractTypeUses(program, appFiles, typeNames) },
    });
  }
  return out;
}

export function contractOf(app: AppName): ContractFields {
  return contractsOf([app]).get(app)!;
}

let cache: { key: string; value: Map<AppName, ContractFields> } | undefined;

/** What the TypeScript program reads, by name and modification time: unchanged, the last reading holds. */
function treeKey(): string {
  const files = [
    ...Object.values(sharedEntries()),
    ...sourceFiles(SHARED_DIR),
    ...APP_NAMES.flatMap((a) => sourceFiles(path.join(ROOT_DIR, APP_DIRS[a], 'src'))),
  ];
  const h = createHash('sha256');
  for (const f of files) h.update(`${f}\0${fs.statSync(f).mtimeMs}\n`);
  return h.digest('hex');
}

/**
 * The contract of `app` from the current sources. All five apps are read in one program and kept while
 * the sources do not change: releasing every app (`npm start`, the e2e set-up) reads the tree once.
 */
export function contractOfCached(app: AppName): ContractFields {
  const key = treeKey();
  if (cache?.key !== key) cache = { key, value: contractsOf(APP_NAMES) };
  return cache.value.get(app)!;
}

/**
 * Whether the props a consumer was built to pass are still what a candidate's module accepts, checked by
 * the TypeScript compiler on the two types as the release records wrote them (contract.ts): a tiny
 * virtual program `type Passed_i = …; type Accepted_i = …;` and the checker's assignability, prop by prop
 * so each refusal can name its prop.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface PropsPair {
  passed: string;
  accepted: string;
}

export type PropProblem =
  | { kind: 'gone'; prop: string }
  | { kind: 'required'; prop: string }
  | { kind: 'type'; prop: string; passed: string; accepted: string }
  | { kind: 'whole'; message: string };

const FILE = '/__lotengo_gate__/props.ts';
const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
};
/** The library files, parsed once per process: they are most of the cost of each small program. */
const libFiles = new Map<string, ts.SourceFile | undefined>();

/**
 * Where TypeScript's own declarations (lib.es2022.d.ts, …) are: beside the compiler, or, in the functions'
 * bundle (where the compiler is inlined), beside the bundle (functions/build.ts copies them there).
 * Without them every type is an error type and each verdict would be wrong: a failure, not a verdict.
 */
let libDir: string | undefined;
function libDirectory(): string {
  if (libDir) return libDir;
  const candidates = [path.dirname(ts.getDefaultLibFilePath(OPTIONS))];
  try {
    candidates.push(path.dirname(require.resolve('typescript')));
  } catch {
    // Not installed beside the code (the deployed functions): the bundle's own copy must be there.
  }
  libDir = candidates.find((dir) => fs.existsSync(path.join(dir, 'lib.es2022.d.ts')));
  if (!libDir)
    throw new Error(
      `faltan las declaraciones de TypeScript (lib.es2022.d.ts) en ${candidates.join(' y ')}: no se pueden ` +
        `comparar los contratos`,
    );
  return libDir;
}

function virtualProgram(text: string): ts.Program {
  const host = ts.createCompilerHost(OPTIONS);
  const original = host.getSourceFile.bind(host);
  const dir = libDirectory();
  host.getDefaultLibLocation = () => dir;
  host.getDefaultLibFileName = (options) => path.join(dir, ts.getDefaultLibFileName(options));
  host.getSourceFile = (name, lang, onError) => {
    if (name === FILE) return ts.createSourceFile(FILE, text, lang);
    if (!libFiles.has(name)) libFiles.set(name, original(name, lang, onError));
    return libFiles.get(name);
  };
  host.fileExists = (
    (exists) => (name: string) =>
      name === FILE || exists(name)
  )(host.fileExists.bind(host));
  return ts.createProgram([FILE], OPTIONS, host);
}

const optional = (s: ts.Symbol) => (s.flags & ts.SymbolFlags.Optional) !== 0;

/** One list of problems per pair (empty: compatible). */
export function compareProps(pairs: PropsPair[]): PropProblem[][] {
  if (!pairs.length) return [];
  const text = pairs
    .map((p, i) => `export type Passed${i} = ` + `${p.passed};\nexport type ` + `Accepted${i} = ${p.accepted};\n`)
    .join('');
  const program = virtualProgram(text);
  const checker = program.getTypeChecker();
  const sf = program.getSourceFile(FILE)!;
  const syntax = program.getSyntacticDiagnostics(sf);
  if (syntax.length) {
    const message = ts.flattenDiagnosticMessageText(syntax[0]!.messageText, ' ');
    return pairs.map(() => [{ kind: 'whole', message: `el contrato guardado no se puede leer (${message})` }]);
  }
  const aliases = new Map(
    sf.statements
      .filter(ts.isTypeAliasDeclaration)
      .map((d) => [d.name.text, checker.getTypeAtLocation(d.name)] as const),
  );
  const show = (t: ts.Type) => checker.typeToString(t, undefined, ts.TypeFormatFlags.NoTruncation);
  return pairs.map((_, i) => {
    const passed = aliases.get(`Passed${i}`)!;
    const accepted = aliases.get(`Accepted${i}`)!;
    const problems: PropProblem[] = [];
    for (const p of checker.getPropertiesOfType(passed)) {
      const a = checker.getPropertyOfType(accepted, p.name);
      if (!a) {
        // An index signature that takes it (a page's Record<string, never>) is not a removed prop.
        if (!checker.getIndexInfosOfType(accepted).length) problems.push({ kind: 'gone', prop: p.name });
        continue;
      }
      const pt = checker.getTypeOfSymbol(p);
      const at = checker.getTypeOfSymbol(a);
      if (!checker.isTypeAssignableTo(pt, at))
        problems.push({ kind: 'type', prop: p.name, passed: show(pt), accepted: show(at) });
    }
    for (const a of checker.getPropertiesOfType(accepted)) {
      if (optional(a)) continue;
      const p = checker.getPropertyOfType(passed, a.name);
      if (!p || optional(p)) problems.push({ kind: 'required', prop: a.name });
    }
    if (!problems.length && !checker.isTypeAssignableTo(passed, accepted)) {
      problems.push({ kind: 'whole', message: `${show(passed)} no es asignable a ${show(accepted)}` });
    }
    return problems;
  });
}

/**
 * A type written out as self-contained TypeScript text: what a release record keeps of an
 * exposed module's props, so the deploy gate can compare two versions built from different trees without
 * either tree. Named types of the app are expanded structurally (the record must not refer to a file);
 * the TypeScript library's named types keep their names (every checker knows them); anonymous and
 * mapped types (Record<…>, zod's inferred objects) are expanded wherever they come from; named types of
 * the React typings (ReactNode, …) become `unknown`: the gate checks our contracts, not React's.
 */
import ts from 'typescript';

const KEEP_AS_IS =
  ts.TypeFlags.Any |
  ts.TypeFlags.Unknown |
  ts.TypeFlags.String |
  ts.TypeFlags.Number |
  ts.TypeFlags.Boolean |
  ts.TypeFlags.BigInt |
  ts.TypeFlags.Void |
  ts.TypeFlags.Undefined |
  ts.TypeFlags.Null |
  ts.TypeFlags.Never |
  ts.TypeFlags.StringLiteral |
  ts.TypeFlags.NumberLiteral |
  ts.TypeFlags.BooleanLiteral |
  ts.TypeFlags.BigIntLiteral |
  ts.TypeFlags.ESSymbol |
  ts.TypeFlags.TemplateLiteral |
  ts.TypeFlags.NonPrimitive;

const MAX_DEPTH = 12;

const propertyName = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

export class TypeWriter {
  constructor(
    private readonly program: ts.Program,
    private readonly checker = program.getTypeChecker(),
  ) {}

  /** 'lib' and 'package' only for named types: an anonymous or mapped type is expanded whatever its file. */
  private origin(symbol: ts.Symbol | undefined): 'lib' | 'package' | 'own' {
    const file = symbol?.declarations?.[0]?.getSourceFile();
    if (!file || !symbol || symbol.name.startsWith('__')) return 'own';
    if (this.program.isSourceFileDefaultLibrary(file)) return 'lib';
    return /[\\/]node_modules[\\/](@types[\\/]react|csstype)[\\/]/.test(file.fileName) ? 'package' : 'own';
  }

  /** `type` as TypeScript text that needs no import. */
  write(type: ts.Type, seen: ts.Type[] = []): string {
    const { checker } = this;
    if (type.flags & KEEP_AS_IS) return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
    if (seen.includes(type) || seen.length > MAX_DEPTH) return 'unknown';
    const inner = [...seen, type];
    const alias = this.origin(type.aliasSymbol);
    if (type.aliasSymbol && alias !== 'own')
      return alias === 'lib' ? checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation) : 'unknown';
    if (type.isUnion()) return type.types.map((t) => this.wrap(this.write(t, inner))).join(' | ');
    if (type.isIntersection()) return type.types.map((t) => this.wrap(this.write(t, inner))).join(' & ');
    if (!(type.flags & ts.TypeFlags.Object))
      return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
    const origin = this.origin(type.getSymbol());
    if (checker.isArrayType(type))
      return `Array<${this.write(checker.getTypeArguments(type as ts.TypeReference)[0]!, inner)}>`;
    if (checker.isTupleType(type))
      return `[${checker
        .getTypeArguments(type as ts.TypeReference)
        .map((t) => this.write(t, inner))
        .join(', ')}]`;
    if (origin === 'lib') return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
    if (origin === 'package') return 'unknown';
    const properties = checker.getPropertiesOfType(type);
    const calls = type.getCallSignatures();
    if (calls.length && !properties.length) return calls.map((s) => this.signature(s, inner)).join(' & ');
    const members = properties.map((p) => {
      const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
      return `${propertyName(p.name)}${optional}: ${this.write(this.typeOfProperty(p), inner)};`;
    });
    for (const info of checker.getIndexInfosOfType(type)) {
      members.push(`[key: ${checker.typeToString(info.keyType)}]: ${this.write(info.type, inner)};`);
    }
    return members.length ? `{ ${members.join(' ')} }` : '{}';
  }

  typeOfProperty(p: ts.Symbol): ts.Type {
    return this.checker.getTypeOfSymbol(p);
  }

  private signature(s: ts.Signature, seen: ts.Type[]): string {
    const params = s.getParameters().map((p) => `${p.name}: ${this.write(this.checker.getTypeOfSymbol(p), seen)}`);
    return `((${params.join(', ')}) => ${this.write(s.getReturnType(), seen)})`;
  }

  private wrap(text: string): string {
    return /^\(|^[\w$."'`<>[\], ]+$|^\{.*\}$/s.test(text) ? text : `(${text})`;
  }
}

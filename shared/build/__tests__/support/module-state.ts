/**
 * The state a module holds at its top level, as the singleton test reads it: a `let` or `var`, a Map,
 * Set, array or object the module changes, or a value made at import by a store or context factory
 * (zustand's create, React's createContext, axios.create) or kept on a global slot. Constants,
 * functions and schemas are not state: two copies of them behave alike.
 */
import fs from 'node:fs';
import ts from 'typescript';

const FACTORY = /^([\w$]+\.)?(create|createStore|createContext)\s*[<(]/;
const COLLECTION = /^(new (Map|Set|WeakMap|WeakSet|Array)\b|\[|\{)/;
/** A call that changes a collection, an index assignment, or a property assignment, on `name`. */
const CHANGE = [
  '\\.(set|add|delete|clear|push|pop|shift|unshift|splice)\\(',
  '\\s*\\[[^\\]]*\\]\\s*=[^=]',
  '\\.[A-Za-z_$][\\w$]*\\s*=[^=>]',
];
const MUTATION = (name: string) => new RegExp(`\\b${name}(${CHANGE.join('|')})`);

export function moduleState(file: string, source?: ts.SourceFile): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = source ?? ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, kind);
  const text = sf.getFullText();
  const out: string[] = [];
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    const isConst = (st.declarationList.flags & ts.NodeFlags.Const) !== 0;
    for (const d of st.declarationList.declarations) {
      const name = d.name.getText(sf);
      if (!isConst) {
        out.push(`let ${name}`);
        continue;
      }
      const wrapped = d.initializer && (ts.isAsExpression(d.initializer) || ts.isSatisfiesExpression(d.initializer));
      const value = wrapped ? (d.initializer as ts.AsExpression).expression : d.initializer;
      const init = value ? value.getText(sf) : '';
      // A factory's product, or a value parked on a global slot (`slot.x ??= make()`).
      if (FACTORY.test(init) || /\?\?=/.test(init)) out.push(`${name} (made at import)`);
      else if (COLLECTION.test(init) && MUTATION(name).test(text)) out.push(`${name} (changed)`);
    }
  }
  return out;
}

/**
 * ESLint rule `lotengo/singletons-by-name`: inside shared/src, a module of an entry the federation
 * shares (shared/build/singletons.json: the singletons @lotengo/shared/session, /http, …, and the
 * versioned @lotengo/shared/api) is imported from outside its folder by the entry's name, never by a
 * relative path. The federation shares a module by the name it is imported with:
 * `import { useSession } from '@lotengo/shared/session'` in code an app bundles reaches the shell's one
 * store, while `from '../session'` would bundle a second store into that app. import-x's zones judge
 * where an import lands (both spellings land on the same file), so this rule judges how it is written.
 * The test kit and tests run under jest, with no federation: they are left alone.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The folders of shared/src that hold a singleton entry, from the one list and the package's exports. */
export function singletonFolders(root) {
  const sharedDir = path.join(root, 'shared');
  const list = JSON.parse(fs.readFileSync(path.join(sharedDir, 'build', 'singletons.json'), 'utf8'));
  const { name, exports } = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  return [...list.singletons, ...list.versioned]
    .filter((s) => s.name.startsWith(`${name}/`))
    .map((s) => {
      const file = exports[`./${s.name.slice(name.length + 1)}`];
      if (!file) throw new Error(`singletons.json nombra ${s.name}, que no es una entrada de ${name}`);
      return { entry: s.name, dir: path.dirname(path.join(sharedDir, file)) };
    });
}

/** @param {string} root repository root */
export function singletonsByName(root) {
  const folders = singletonFolders(root);
  const srcDir = path.join(root, 'shared', 'src');
  const inside = (file, dir) => !path.relative(dir, file).startsWith('..');
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Code of shared/src imports a singleton entry of another folder by its package name.' },
      messages: {
        relative:
          '{{entry}} es un módulo federado: impórtalo por su nombre ({{entry}}), no por ruta relativa; ' +
          'así cada app usa la copia del shell en vez de llevar otra.',
      },
      schema: [],
    },
    create(context) {
      const file = context.physicalFilename;
      const testCode = inside(file, path.join(srcDir, 'testing')) || file.split(path.sep).includes('__tests__');
      if (!inside(file, srcDir) || testCode) return {};
      const check = (node) => {
        const spec = node?.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), spec);
        const folder = folders.find((f) => inside(target, f.dir) && !inside(file, f.dir));
        if (folder) context.report({ node, messageId: 'relative', data: { entry: folder.entry } });
      };
      return {
        ImportDeclaration: (n) => check(n.source),
        ExportNamedDeclaration: (n) => check(n.source),
        ExportAllDeclaration: (n) => check(n.source),
        ImportExpression: (n) => check(n.source),
      };
    },
  };
}

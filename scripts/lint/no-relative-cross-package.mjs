/**
 * ESLint rule `lotengo/no-relative-cross-package`: a relative import never leaves its package.
 * import-x/no-restricted-paths judges where an import lands; this one judges how it is written, because
 * `../../shared/src/index.ts` lands on the same file as `@lotengo/shared` yet bypasses the package
 * boundary (and, in the browser, the federated singleton). The root (e2e/, scripts/, jest/) is one
 * package of its own: tooling may share code with tooling.
 */
import path from 'node:path';

/** @param {string} root repository root @param {string[]} packages workspace folder names */
export function noRelativeCrossPackage(root, packages) {
  const packageOf = (file) => {
    const rel = path.relative(root, file);
    if (rel.startsWith('..')) return null;
    const top = rel.split(path.sep)[0];
    return packages.includes(top) ? top : '(raíz)';
  };
  return {
    meta: {
      type: 'problem',
      docs: { description: 'A relative import stays inside its own package; other packages are imported by name.' },
      messages: {
        leaves:
          'Esta ruta relativa sale del paquete {{from}} hacia {{to}}: importa ese paquete por su nombre y su entrada ' +
          'pública (p. ej. @lotengo/shared, @lotengo/shared/contracts, @lotengo/mock-api/demo-users).',
      },
      schema: [],
    },
    create(context) {
      const file = context.physicalFilename;
      const from = packageOf(file);
      const check = (node) => {
        const spec = node?.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const to = packageOf(path.resolve(path.dirname(file), spec));
        // A package's own config files (jest.config.js, …) extend the root's shared config.
        const configFile = from !== '(raíz)' && !path.relative(root, file).split(path.sep).includes('src');
        if (from && to !== from && !(configFile && to === '(raíz)'))
          context.report({ node, messageId: 'leaves', data: { from, to: to ?? 'fuera del repositorio' } });
      };
      return {
        ImportDeclaration: (n) => check(n.source),
        ExportNamedDeclaration: (n) => check(n.source),
        ExportAllDeclaration: (n) => check(n.source),
        ImportExpression: (n) => check(n.source),
        TSImportType: (n) => check(n.argument?.literal ?? n.argument),
        CallExpression: (n) => {
          if (n.callee.type === 'Identifier' && n.callee.name === 'require') check(n.arguments[0]);
          if (
            n.callee.type === 'MemberExpression' &&
            n.callee.object?.name === 'jest' &&
            /^(mock|doMock|requireActual|unmock)$/.test(n.callee.property?.name)
          )
            check(n.arguments[0]);
        },
      };
    },
  };
}

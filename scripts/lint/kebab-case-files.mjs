/**
 * ESLint rule `lotengo/kebab-case-files`: a source file's name and every folder above it (inside the
 * repository) are kebab-case (docs/architecture.md: "Files kebab-case"): `offer-card.tsx`, `use-offers.ts`,
 * `jest.config.js`. Test folders `__tests__` are the one exception.
 */
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** `offer-card.test.tsx` → its parts between dots must each be kebab-case. */
const kebabFile = (name) => name.split('.').every((part) => KEBAB.test(part));
const kebabDir = (name) => name === '__tests__' || KEBAB.test(name);

/** @param {string} root repository root */
export function kebabCaseFiles(root) {
  return {
    meta: {
      type: 'suggestion',
      docs: { description: 'File and folder names are kebab-case.' },
      messages: { name: 'El nombre "{{name}}" no está en kebab-case (minúsculas y guiones, p. ej. offer-card.tsx).' },
      schema: [],
    },
    create(context) {
      const rel = path.relative(root, context.physicalFilename);
      if (rel.startsWith('..')) return {};
      const parts = rel.split(path.sep);
      const file = parts.pop();
      const bad = [...parts.filter((dir) => !kebabDir(dir)), ...(kebabFile(file) ? [] : [file])];
      return {
        Program(node) {
          for (const name of bad) context.report({ node, messageId: 'name', data: { name } });
        },
      };
    },
  };
}

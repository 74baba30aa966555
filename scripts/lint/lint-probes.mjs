/**
 * Lints probe snippets with ESLint's Node API and the repository's own config, as if each were the
 * file at `filePath` (which need not exist). Input on stdin: [{ filePath, code }], paths relative to
 * the repository root. Output on stdout: [{ filePath, ruleIds, messages }].
 * Used by scripts/__tests__/lint-boundaries.test.ts (a child process: ESLint loads its flat config
 * with a native dynamic import, which jest's module sandbox does not allow).
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..', '..');
let input = '';
for await (const chunk of process.stdin) input += chunk;
const probes = JSON.parse(input);

const eslint = new ESLint({ cwd: root });
const results = [];
for (const { filePath, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  const messages = result ? result.messages : [];
  results.push({
    filePath,
    ruleIds: messages.map((m) => m.ruleId),
    messages: messages.map((m) => `${m.ruleId}: ${m.message}`),
  });
}
process.stdout.write(JSON.stringify(results));

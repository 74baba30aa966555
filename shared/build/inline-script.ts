import fs from 'node:fs';
import path from 'node:path';
import { minifySync } from '@swc/core';

/**
 * A `<script>` for the page's <head> from a readable file of shared/build/inline/: minified (it is in
 * every page's HTML) and given its options as JSON in place of the file's `placeholder`.
 */
export function inlineScript(file: string, placeholder: string, options: unknown): string {
  const source = fs.readFileSync(path.join(__dirname, 'inline', file), 'utf8');
  const { code } = minifySync(source, { compress: { ecma: 5 }, mangle: true, ecma: 5 });
  const parts = code.split(placeholder);
  if (parts.length !== 2) throw new Error(`${file}: ${placeholder} debe aparecer una vez`);
  // JSON is a JS expression; "<" escaped so no string in it can close the <script>.
  const json = JSON.stringify(options).replace(/</g, '\\u003c');
  return `<script>${parts[0]}${json}${parts[1]!.replace(/;?\s*$/, ';')}</script>`;
}

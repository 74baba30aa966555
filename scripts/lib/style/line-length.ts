/**
 * The repository's line limit (docs/repository-layout.md, "Style"): no line of a tracked text file is
 * longer than 120 characters, except in files tools write (Prettier's ignore list) and in the few kinds
 * that are data rather than prose or code (JSON, SVG, lock files).
 */
import fs from 'node:fs';
import path from 'node:path';

export const MAX_LINE = 120;

/** Extensions whose lines people write and read. */
const CHECKED = /\.(ts|tsx|js|mjs|cjs|css|md|html|yml|yaml|sh)$|(^|\/)(run|CODEOWNERS|commit-msg)$/;

export interface LongLine {
  file: string;
  line: number;
  length: number;
}

/** Lines over `max` characters (code points, not bytes: "→" is one). */
export function longLines(file: string, text: string, max = MAX_LINE): LongLine[] {
  const out: LongLine[] = [];
  text.split('\n').forEach((line, i) => {
    const length = [...line].length;
    if (length > max) out.push({ file, line: i + 1, length });
  });
  return out;
}

/** Whether `file` (relative to the repository) is one whose lines the limit covers. */
export const isChecked = (file: string, ignored: (file: string) => boolean): boolean =>
  CHECKED.test(file) && !ignored(file);

/** Every long line in `files`, read from `root`. */
export function findLongLines(root: string, files: readonly string[], ignored: (file: string) => boolean): LongLine[] {
  return files
    .filter((f) => isChecked(f, ignored))
    .flatMap((f) => longLines(f, fs.readFileSync(path.join(root, f), 'utf8')));
}

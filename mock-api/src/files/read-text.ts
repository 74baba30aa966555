import fs from 'node:fs';

/** A text file's content, or undefined when it cannot be read (missing, a folder, no permission). */
export function readTextIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

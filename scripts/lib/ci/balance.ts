/**
 * Splitting test files into shards of about the same length, by their recorded seconds (.ci/durations/):
 * jest's shard sequencer (jest/shard-sequencer.js), Playwright's shard reporter (e2e/support/shard-balance.ts)
 * and CI's plan (scripts/lib/ci/matrix.ts) all call this, so every runner of a shard computes the same split.
 * No imports: jest's sequencer loads this file through tsx, in jest's own process.
 */

/** Seconds per file, by the file's path from the repository root (unit) or from e2e/ (journeys). */
export type Durations = Readonly<Record<string, number>>;

/** What a file with no record is taken to cost: the median of the recorded ones (1 s when there are none). */
export function fallbackSeconds(durations: Durations): number {
  const values = Object.values(durations)
    .filter((v) => v > 0)
    .sort((a, b) => a - b);
  if (!values.length) return 1;
  const mid = Math.floor(values.length / 2);
  return values.length % 2 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
}

export const secondsOf = (file: string, durations: Durations, fallback = fallbackSeconds(durations)): number =>
  durations[file] ?? fallback;

/**
 * The files in `count` groups: the slowest first, each to the group with the fewest seconds so far (the
 * lower index on a tie), ties between files broken by name. The same files and durations give the same
 * groups on every machine, whatever order the files came in.
 */
export function balance(files: readonly string[], durations: Durations, count: number): string[][] {
  if (!Number.isInteger(count) || count < 1) throw new Error(`Número de partes inválido: ${count}`);
  const fallback = fallbackSeconds(durations);
  const sorted = [...new Set(files)]
    .map((file) => ({ file, seconds: secondsOf(file, durations, fallback) }))
    .sort((a, b) => b.seconds - a.seconds || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const groups = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  for (const { file, seconds } of sorted) {
    let least = groups[0]!;
    for (const g of groups) if (g.seconds < least.seconds) least = g;
    least.files.push(file);
    least.seconds += seconds;
  }
  return groups.map((g) => g.files.sort());
}

/** The files of shard `index` (1-based) of `count`. */
export function shardFiles(files: readonly string[], durations: Durations, index: number, count: number): string[] {
  if (!Number.isInteger(index) || index < 1 || index > count)
    throw new Error(`Parte ${index}/${count} inválida: va de 1 a ${count}`);
  return balance(files, durations, count)[index - 1]!;
}

/** The recorded seconds of each shard (the fallback for unrecorded files), in shard order. */
export function shardSeconds(files: readonly string[], durations: Durations, count: number): number[] {
  const fallback = fallbackSeconds(durations);
  return balance(files, durations, count).map((g) => g.reduce((s, f) => s + secondsOf(f, durations, fallback), 0));
}

/** "2/4" → { index: 2, count: 4 }; anything else is an error in the scripts' words. */
export function parseShard(text: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(m?.[1]);
  const count = Number(m?.[2]);
  if (!m || count < 1 || index < 1 || index > count)
    throw new Error(`Parte inválida: "${text}" (se escribe i/N, de 1/N a N/N)`);
  return { index, count };
}

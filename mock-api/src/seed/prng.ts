/** mulberry32: tiny, fast, good enough for demo data, and the same sequence on every machine. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    if (!list.length) throw new Error('pick() de una lista vacía');
    return list[Math.floor(next() * list.length)] as T;
  };
  // Indexed loops: the seed draws 10,000 requests through here several times each.
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    let total = 0;
    for (let i = 0; i < entries.length; i++) total += entries[i]![1];
    let r = next() * total;
    for (let i = 0; i < entries.length; i++) {
      r -= entries[i]![1];
      if (r < 0) return entries[i]![0];
    }
    return entries[entries.length - 1]![0];
  };
  const chance = (p: number): boolean => next() < p;
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.max(0, Math.min(n, copy.length)));
  };
  return { next, int, pick, weighted, chance, sample };
}

export type Random = ReturnType<typeof createRandom>;

/** Rounds to a multiple of `step` (budgets end in round numbers, as people write them). */
export const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

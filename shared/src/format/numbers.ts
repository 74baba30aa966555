/** Shown instead of a number that is not one (NaN, Infinity, missing). */
export const NOT_A_NUMBER = '—';

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** '1,234,567.89': en-US grouping (as the product shows prices), up to 2 decimals. */
export function formatThousands(n: number | null | undefined): string {
  if (!isNumber(n)) return NOT_A_NUMBER;
  // Avoid "-0" for tiny negatives that round to zero.
  const s = thousands.format(n);
  return s === '-0' ? '0' : s;
}

/**
 * value / unit cut (not rounded) to one decimal, trailing ".0" dropped: 25,990 → '25.9K'.
 * Cutting never shows more than the real price and never turns 999,999 into '1000K'.
 */
function shorten(n: number, unit: number, suffix: string): string {
  const abs = Math.abs(n);
  const tenths = Math.floor((abs / unit) * 10 + 1e-9);
  const text = `${Math.floor(tenths / 10)}${tenths % 10 ? `.${tenths % 10}` : ''}${suffix}`;
  return n < 0 ? `-${text}` : text;
}

/** Inbox (SPEC §9): above 999,999 with M, above 19,999 with K, otherwise thousands. */
export function formatInboxPrice(n: number | null | undefined): string {
  if (!isNumber(n)) return NOT_A_NUMBER;
  const abs = Math.abs(n);
  if (abs > 999_999) return shorten(n, 1_000_000, 'M');
  if (abs > 19_999) return shorten(n, 1_000, 'K');
  return formatThousands(n);
}

/** Property cards (SPEC §9): above 9,999 with K only (1,500,000 → '1500K'), otherwise thousands. */
export function formatCardPrice(n: number | null | undefined): string {
  if (!isNumber(n)) return NOT_A_NUMBER;
  if (Math.abs(n) > 9_999) return shorten(n, 1_000, 'K');
  return formatThousands(n);
}

/** Dollars on cards: '$ 1,234'. */
export function formatUsd(n: number | null | undefined): string {
  return isNumber(n) ? `$ ${formatThousands(n)}` : NOT_A_NUMBER;
}

/** Soles on the search slider: 'S/ 1,234'. */
export function formatSoles(n: number | null | undefined): string {
  return isNumber(n) ? `S/ ${formatThousands(n)}` : NOT_A_NUMBER;
}

/** A request's budget: '$ 500 - $ 1,200'. */
export function formatBudgetRange(min: number | null | undefined, max: number | null | undefined): string {
  return `${formatUsd(min)} - ${formatUsd(max)}`;
}

/** Budget placeholders (SPEC §5): the operation's floor or ceiling in dollars with 2 decimals. */
export function formatUsdFixed2(n: number | null | undefined): string {
  if (!isNumber(n)) return NOT_A_NUMBER;
  return `$ ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;
}

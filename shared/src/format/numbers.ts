/** Shown instead of a number that is not one (NaN, Infinity, missing). */
export const NOT_A_NUMBER = '—';

const isNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * en-US digits by hand, not Intl.NumberFormat: the first Intl object a page creates loads the ICU
 * locale data, 35–100 ms of main thread on a throttled phone CPU, and these run as the first cards
 * render. Rounds like Intl: half away from zero on the shortest decimal that reads back as the number
 * (String(n)), so 1.005 → 1.01. Beyond 1e21 (never a price) String(n) has an exponent: Intl then.
 */
function groupDigits(n: number, minFraction: number, maxFraction: number): string {
  const abs = Math.abs(n);
  if (abs >= 1e21)
    return new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    }).format(n);
  // Below 1e-6 String(n) has an exponent too, and such a number rounds to 0 at 2 decimals anyway.
  const [whole = '0', fraction = ''] = (abs < 1e-6 ? '0' : String(abs)).split('.');
  let scaled = BigInt(whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0'));
  if ((fraction[maxFraction] ?? '0') >= '5') scaled += 1n;
  const text = scaled.toString().padStart(maxFraction + 1, '0');
  const intPart = text.slice(0, text.length - maxFraction);
  const decimals = text
    .slice(text.length - maxFraction)
    .replace(/0+$/, '')
    .padEnd(minFraction, '0');
  const digits = `${intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals ? `.${decimals}` : ''}`;
  // Never "-0": a tiny negative that rounds to zero is zero.
  return n < 0 && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/** '1,234,567.89': en-US grouping (as the product shows prices), up to 2 decimals. */
export function formatThousands(n: number | null | undefined): string {
  if (!isNumber(n)) return NOT_A_NUMBER;
  return groupDigits(n, 0, 2);
}

/**
 * value / unit cut (not rounded) to one decimal, trailing ".0" dropped: 25,990 → '25.9K'.
 * Cutting never shows more than the real price and never turns 999,999 into '1000K'.
 */
export function shortenNumber(n: number, unit: number, suffix: string): string {
  const abs = Math.abs(n);
  const tenths = Math.floor((abs / unit) * 10 + 1e-9);
  const text = `${Math.floor(tenths / 10)}${tenths % 10 ? `.${tenths % 10}` : ''}${suffix}`;
  return n < 0 ? `-${text}` : text;
}

/** Property cards (docs/product/constants.md): above 9,999 with K only (1,500,000 → '1500K'), otherwise thousands. */
export function formatCardPrice(n: number | null | undefined): string {
  if (!isNumber(n)) return NOT_A_NUMBER;
  if (Math.abs(n) > 9_999) return shortenNumber(n, 1_000, 'K');
  return formatThousands(n);
}

/** A no-break space: the symbol never ends a line away from its amount ("$" / "124,000" on a narrow card). */
const NBSP = '\u00a0';

/** Dollars on cards: '$ 1,234', the space a no-break one. */
export function formatUsd(n: number | null | undefined): string {
  return isNumber(n) ? `$${NBSP}${formatThousands(n)}` : NOT_A_NUMBER;
}

/**
 * A request's budget: '$ 500 - $ 1,200', breakable only after the dash (every other space a no-break one), so a
 * narrow card shows "$ 124,000 -" / "$ 177,000".
 */
export function formatBudgetRange(min: number | null | undefined, max: number | null | undefined): string {
  return `${formatUsd(min)}${NBSP}- ${formatUsd(max)}`;
}

/**
 * Budget placeholders (docs/product/rules.md): the operation's floor or ceiling in dollars with 2 decimals. A plain
 * space: a placeholder is one line of an input, never wrapped.
 */
export function formatUsdFixed2(n: number | null | undefined): string {
  if (!isNumber(n)) return NOT_A_NUMBER;
  return `$ ${groupDigits(n, 2, 2)}`;
}

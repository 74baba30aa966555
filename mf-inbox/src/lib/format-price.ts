import { formatThousands, NOT_A_NUMBER, shortenNumber } from '@lotengo/shared';

/** Inbox (docs/product/constants.md): above 999,999 with M, above 19,999 with K, otherwise thousands. */
export function formatInboxPrice(n: number | null | undefined): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return NOT_A_NUMBER;
  const abs = Math.abs(n);
  if (abs > 999_999) return shortenNumber(n, 1_000_000, 'M');
  if (abs > 19_999) return shortenNumber(n, 1_000, 'K');
  return formatThousands(n);
}

import { TITLE_CARD_MAX } from '../constants';

/** Card titles (docs/product/screens.md): trimmed, and cut to `max` characters in total with '…' only when cut. */
export function truncateTitle(title: string | null | undefined, max: number = TITLE_CARD_MAX): string {
  const clean = (title ?? '').trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  if (max < 1) return '';
  // Array.from keeps emoji and other astral characters whole.
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

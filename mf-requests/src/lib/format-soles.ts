import { formatThousands, NOT_A_NUMBER } from '@lotengo/shared';

/** Soles on the search slider: 'S/ 1,234'. */
export function formatSoles(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? `S/ ${formatThousands(n)}` : NOT_A_NUMBER;
}

import { useQuery } from '@tanstack/react-query';
import { PROCESS_BUY, PROCESS_RENT, referenceQueries } from '@lotengo/shared';

/** idProcess of the route: 2 rent, 3 buy; 0 or anything else preselects nothing (docs/product/screens.md). */
export function processFromParam(raw: string | undefined): string {
  const n = Number(raw);
  return n === PROCESS_RENT || n === PROCESS_BUY ? String(n) : '';
}

/** idDistrit of the route as a district code, or null (0, garbage, a department or province code). */
export function districtFromParam(raw: string | undefined): number | null {
  if (!raw || !/^\d{5,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n % 100 !== 0 ? n : null;
}

/** The region and province of a preselected district, from the full ubigeo list (fetched only then). */
export function usePreselectedPlace(districtId: number | null) {
  return useQuery({
    ...referenceQueries.ubigeos(),
    enabled: districtId !== null,
    select: (list) => list.find((u) => u.ubigeoId === districtId) ?? null,
  });
}

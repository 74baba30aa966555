import { paths } from '../routing/paths';

/** The request search's URL parameters for a place, operation and type (mf-requests' search-url.ts reads them). */
export const REQUEST_SEARCH_PARAMS = {
  department: 'dep',
  province: 'prov',
  ubigeo: 'ubigeo',
  operation: 'op',
  type: 'type',
} as const;

export interface RequestSearchLink {
  department: string;
  province: string;
  ubigeoId: number;
  tprocessId?: number;
  tpropertyId?: number;
}

/** /page/requests filtered to a place (its department and province names make the cascade show it), operation and type.
 */
export function requestSearchHref(link: RequestSearchLink): string {
  const q = new URLSearchParams();
  if (link.department) q.set(REQUEST_SEARCH_PARAMS.department, link.department);
  if (link.department && link.province) q.set(REQUEST_SEARCH_PARAMS.province, link.province);
  if (link.ubigeoId) q.set(REQUEST_SEARCH_PARAMS.ubigeo, String(link.ubigeoId));
  if (link.tprocessId) q.set(REQUEST_SEARCH_PARAMS.operation, String(link.tprocessId));
  if (link.tpropertyId) q.set(REQUEST_SEARCH_PARAMS.type, String(link.tpropertyId));
  const qs = q.toString();
  return qs ? `${paths.requests}?${qs}` : paths.requests;
}

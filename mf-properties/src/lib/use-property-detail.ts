import { useQuery } from '@tanstack/react-query';
import { propertyQueries, routeIdOf, type PropertyDetail } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';

export type DetailState =
  | { state: 'bad-id' }
  | { state: 'loading' }
  | { state: 'forbidden' }
  | { state: 'not-found' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; property: PropertyDetail };

/** The id in the route, if it is one (0 otherwise: the page's "bad id"). */
export const propertyIdOf = (raw: string | undefined): number => routeIdOf(raw) ?? 0;

/**
 * The property behind /page/property/{id}, through the shared detail query (the edit page and every
 * status change use the same key, so a close or an offer's like shows here without a reload). The
 * server decides who may read it: 403 is its refusal, 404 an unknown id. The one map from that query
 * to the page's states: the edit page adds its owner check on top (use-editable-property.ts). Not
 * `enabled`: loading, and nothing asked (the page waits for what the API has, GET /capabilities).
 */
export function usePropertyDetail(rawId: string | undefined, enabled = true): DetailState {
  const id = propertyIdOf(rawId);
  const query = useQuery({ ...propertyQueries.detail(id), enabled: id > 0 && enabled });
  if (id <= 0) return { state: 'bad-id' };
  if (query.isPending) return { state: 'loading' };
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 403) return { state: 'forbidden' };
    if (status === 404) return { state: 'not-found' };
    return { state: 'error', retry: () => void query.refetch() };
  }
  return { state: 'ready', property: query.data };
}

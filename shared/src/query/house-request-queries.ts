import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
// By its entry's name: the API's calls are shared by version (an app built from the same sources loads them once).
import { api } from '@lotengo/shared/api';
import type { SearchFilter } from '../contracts';

const root = ['house-requests'] as const;

/** Where the next page of a search starts: its number, and the key of the last request shown. */
type SearchPageParam = { page: number; after?: number };

/** House requests (docs/product/entities.md): every list and detail under one root, so a write refreshes them all. */
export const houseRequestQueries = {
  all: () => root,
  /**
   * POST /house-request, paged on the server (total from X-Total-Count). "Load more" asks for the page after
   * the last request shown (`after`: the server reads from its key, and a request published meanwhile never
   * repeats a card); the page number travels too, for a backend that pages only by number.
   */
  search: (filter: SearchFilter, pageSize: number) =>
    infiniteQueryOptions({
      queryKey: [...root, 'search', filter, pageSize],
      queryFn: ({ pageParam }) => api.searchHouseRequests({ ...filter, ...pageParam, pageSize }),
      initialPageParam: { page: 1 } as SearchPageParam,
      getNextPageParam: (last, pages): SearchPageParam | undefined => {
        const shown = pages.reduce((n, p) => n + p.items.length, 0);
        const lastShown = last.items[last.items.length - 1];
        return lastShown && shown < last.total ? { page: last.page + 1, after: lastShown.houseRequestId } : undefined;
      },
    }),
  popular: () => queryOptions({ queryKey: [...root, 'popular'], queryFn: api.getPopularHouseRequests }),
  /** The user's own requests; always fresh (they were just created or edited). */
  mine: (userCode: number) =>
    queryOptions({
      queryKey: [...root, 'mine', userCode],
      queryFn: () => api.getMyHouseRequests(userCode),
      staleTime: 0,
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: [...root, 'detail', id], queryFn: () => api.getHouseRequest(id), staleTime: 0 }),
  /** GET /house-request/match-house-request/{userCode}: other people's requests for each of my properties (grouped,
   * with near ones). */
  matches: (userCode: number) =>
    queryOptions({
      queryKey: [...root, 'matches', userCode],
      queryFn: () => api.getHouseRequestMatches(userCode),
      staleTime: 0,
    }),
};

/** After a request is created or updated: every list, detail and match of requests is stale. */
export const invalidateHouseRequests = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: houseRequestQueries.all() });

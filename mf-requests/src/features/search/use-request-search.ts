import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, type HouseRequest, type SearchFilter } from '@lotengo/shared';
import { retrySearch, retrySearchDelay } from '../../lib/query-retry';

/** Cards per page: the list renders a bounded number and loads more on demand. */
export const REQUESTS_PAGE_SIZE = 12;
/** How many popular requests the home shows. */
export const POPULAR_LIMIT = 6;

export const requestSearchKeys = {
  all: ['mf-requests', 'house-requests'] as const,
  search: (filter: SearchFilter) => ['mf-requests', 'house-requests', 'search', filter] as const,
  popular: ['mf-requests', 'house-requests', 'popular'] as const,
};

/** Server-side paged search (POST /house-request with page/pageSize; total from X-Total-Count). */
export function useRequestSearch(filter: SearchFilter) {
  const query = useInfiniteQuery({
    queryKey: requestSearchKeys.search(filter),
    queryFn: ({ pageParam }) => api.searchHouseRequests({ ...filter, page: pageParam, pageSize: REQUESTS_PAGE_SIZE }),
    initialPageParam: 1,
    retry: retrySearch,
    retryDelay: retrySearchDelay,
    getNextPageParam: (last, all) => {
      const shown = all.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && shown < last.total ? last.page + 1 : undefined;
    },
  });
  const items: HouseRequest[] = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, items, total };
}

export function usePopularRequests() {
  return useQuery({
    queryKey: requestSearchKeys.popular,
    queryFn: () => api.getPopularHouseRequests(),
    select: (list: HouseRequest[]) => list.slice(0, POPULAR_LIMIT),
  });
}

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { houseRequestQueries, type HouseRequest, type SearchFilter } from '@lotengo/shared';
import { retrySearch, retrySearchDelay } from '../../lib/query-retry';

/** Cards per page: the list renders a bounded number and loads more on demand. */
export const REQUESTS_PAGE_SIZE = 12;
/** How many popular requests the home shows. */
export const POPULAR_LIMIT = 6;

/** Server-side paged search (POST /house-request with page/pageSize; total from X-Total-Count). */
export function useRequestSearch(filter: SearchFilter) {
  const query = useInfiniteQuery({
    ...houseRequestQueries.search(filter, REQUESTS_PAGE_SIZE),
    retry: retrySearch,
    retryDelay: retrySearchDelay,
  });
  const items: HouseRequest[] = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, items, total };
}

const topPopular = (list: HouseRequest[]) => list.slice(0, POPULAR_LIMIT);

export function usePopularRequests() {
  return useQuery({ ...houseRequestQueries.popular(), select: topPopular });
}

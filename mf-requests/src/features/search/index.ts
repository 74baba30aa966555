export { RequestFilters, type RequestFiltersProps } from './request-filters';
export { RequestResults, type RequestResultsProps } from './request-results';
export { PopularRequests } from './popular-requests';
export { useRequestSearch, usePopularRequests, REQUESTS_PAGE_SIZE } from './use-request-search';

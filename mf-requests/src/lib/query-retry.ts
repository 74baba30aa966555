import { ApiError } from '@lotengo/shared';

/**
 * On a first visit the page's first POST can race the API's XSRF-TOKEN cookie (parallel GETs each set a
 * fresh one), and the mock answers 403 with field X-XSRF-TOKEN. By the next try the cookie is settled,
 * so such an answer gets up to two quick retries; other 4xx do not, network errors and 5xx get one.
 */
export function retrySearch(failureCount: number, err: unknown): boolean {
  if (err instanceof ApiError && err.status === 403 && err.field?.toUpperCase() === 'X-XSRF-TOKEN') return failureCount < 2;
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return false;
  return failureCount < 1;
}

export const retrySearchDelay = (attempt: number) => 100 * (attempt + 1);

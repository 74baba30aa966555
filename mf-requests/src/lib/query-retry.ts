import { ApiError, XSRF_RETRIES, isXsrfRace, xsrfRetryDelay } from '@lotengo/shared/http';

/**
 * On a first visit the page's first POST can race the API's XSRF-TOKEN cookie (parallel GETs each set a
 * fresh one), and the API answers 403 with field X-XSRF-TOKEN. The shared client already sends such a
 * request again (http-client.ts); should the race outlast those tries, the query gets as many again, with
 * the same test and delays. Other 4xx are not retried; network errors and 5xx get one more try.
 */
export function retrySearch(failureCount: number, err: unknown): boolean {
  if (err instanceof ApiError && isXsrfRace(err.status, err.field)) return failureCount < XSRF_RETRIES;
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return false;
  return failureCount < 1;
}

export const retrySearchDelay = xsrfRetryDelay;

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@lotengo/shared/http';

/** Reference data (ubigeo, option lists, config) barely changes: keep it 10 minutes. */
export const REFERENCE_STALE_MS = 10 * 60 * 1000;

/** A 4xx will not get better by asking again; network failures and 5xx get one retry. */
function shouldRetry(failureCount: number, err: unknown): boolean {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30 * 1000,
        // Lists would jump under the user's eyes on every tab switch.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

import { EARLY_DATA_GLOBAL } from '../facts';

interface EarlyAnswer {
  /** The API path the early-start script asked for (under the API's base URL). */
  path: string;
  /** The JSON of a 2xx answer; null for any other answer or a failure. */
  answer: Promise<unknown>;
}

/**
 * The answer the early-start script (shared/build/early-start.ts) fetched for this page's first call,
 * when it asked for `path`: taken once, so later calls (a refetch, another property) go to the API.
 * Resolves undefined when there is none, it was for another path, or it failed: then the caller asks.
 */
export async function takeEarlyAnswer(path: string): Promise<unknown> {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as Record<string, EarlyAnswer | undefined>;
  const early = holder[EARLY_DATA_GLOBAL];
  if (!early) return undefined;
  delete holder[EARLY_DATA_GLOBAL];
  if (early.path !== path) return undefined;
  return (await early.answer.catch(() => null)) ?? undefined;
}

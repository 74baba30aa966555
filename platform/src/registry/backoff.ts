/**
 * Waiting before trying again, as Cloud Storage asks its clients to (truncated exponential backoff with
 * jitter): the n-th wait is between half and all of min(max, base·2ⁿ), so clients that failed together
 * do not come back together. The pointer service's storage adapter and the CLI's registry client use it.
 */
export interface BackoffOptions {
  /** Tries in all, the first included (default 6). */
  attempts?: number;
  /** The first wait's ceiling, in ms (default 400). */
  baseMs?: number;
  /** No wait is longer (default 4,000 ms). */
  maxMs?: number;
  /** [0, 1): Math.random unless a test fixes it. */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_BACKOFF = { attempts: 6, baseMs: 400, maxMs: 4_000 } as const;

/** Milliseconds to wait after failed try number `attempt` (0 for the first). */
export function backoffDelay(attempt: number, opts: BackoffOptions = {}): number {
  const ceiling = Math.min(opts.maxMs ?? DEFAULT_BACKOFF.maxMs, (opts.baseMs ?? DEFAULT_BACKOFF.baseMs) * 2 ** attempt);
  return Math.round(ceiling / 2 + (opts.random ?? Math.random)() * (ceiling / 2));
}

/** A `Retry-After` in seconds (what the service and Cloud Storage send) as milliseconds; null without one. */
export function retryAfterMs(header: string | null | undefined, maxMs = 10_000): number | null {
  if (!header || !/^\d{1,5}$/.test(header.trim())) return null;
  return Math.min(maxMs, Number(header.trim()) * 1000);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

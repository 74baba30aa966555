import { useEffect, useRef } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `task` once the page has loaded and the main thread is idle (requestIdleCallback, at most
 * `timeoutMs` after load; a plain timeout where the browser lacks it). Returns a cancel function.
 * For work the next action needs: a dialog's code or data, fetched after the page is drawn,
 * never competing with it.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  const w = window as IdleWindow;
  let cancelled = false;
  let idleHandle: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    if (cancelled) return;
    if (w.requestIdleCallback) idleHandle = w.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
    else timer = setTimeout(() => !cancelled && task(), 1);
  };
  if (document.readyState === 'complete') schedule();
  else w.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    w.removeEventListener('load', schedule);
    if (idleHandle !== null) w.cancelIdleCallback?.(idleHandle);
    if (timer !== null) clearTimeout(timer);
  };
}

/**
 * Once the page is idle, calls `load` — `() => import('./dialog')`, a query prefetch — for each new
 * `key` (e.g. the ids of the offers shown); nothing while `key` is false (e.g. before the page's
 * content is drawn). A failure is ignored: the action loads it again.
 */
export function usePrefetchOnIdle(load: () => Promise<unknown> | void, key: string | false): void {
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    if (key === false) return undefined;
    return whenIdle(() => {
      try {
        void Promise.resolve(latest.current()).catch(() => undefined);
      } catch {
        // A loader that throws at once is ignored the same way.
      }
    });
  }, [key]);
}

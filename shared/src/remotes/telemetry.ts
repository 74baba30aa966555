import { whenCapabilities } from '@lotengo/shared/config';
import { TELEMETRY_PATHS } from '../contracts/telemetry-paths';

/**
 * Release telemetry, as small as it can be: a page load and each remote that failed to load
 * or threw while rendering are reported with the app and the version this tab was served, so a canary
 * can be compared with the stable version (`npm run releases -- health`). Anonymous: no cookie
 * (credentials omitted), no user, the path without query or fragment. Fire and forget: a report that
 * fails is dropped, never retried, never shown. Off in dev (no release info), in a preview tab (a
 * person checking a version is not traffic) and against a backend without `telemetry` (GET /capabilities).
 */
interface Target {
  apiBaseUrl: string;
  /** App folder name → the version this tab was served. */
  versions: Record<string, string>;
}

let target: Target | null = null;
const sent = new Set<string>();
const MAX_ERROR_REPORTS_PER_TAB = 20;

export function configureTelemetry(cfg: {
  apiBaseUrl: string;
  release?: { versions: Record<string, string>; preview: unknown };
}): void {
  target =
    cfg.release && !cfg.release.preview
      ? { apiBaseUrl: cfg.apiBaseUrl.replace(/\/$/, ''), versions: cfg.release.versions }
      : null;
  sent.clear();
}

function post(path: string, body: unknown): void {
  const to = target;
  if (!to || typeof fetch !== 'function') return;
  void whenCapabilities()
    .then((capabilities) => {
      if (!capabilities.has('telemetry')) return undefined;
      return fetch(`${to.apiBaseUrl}${path}`, {
        method: 'POST',
        // No keepalive: a JSON body needs a CORS preflight, which a keepalive request may not get.
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    })
    // Telemetry never breaks a page.
    .catch(() => undefined);
}

/** `mf_inbox` failed to load (`load`) or threw while rendering (`render`) on this page: once per page and kind. */
export function reportRemoteError(remote: string, kind: 'load' | 'render'): void {
  if (!target) return;
  const app = remote.replace(/_/g, '-');
  const version = target.versions[app];
  if (!version) return;
  const path = typeof location === 'undefined' ? '/' : location.pathname;
  const key = `${app} ${kind} ${path}`;
  if (sent.has(key) || sent.size >= MAX_ERROR_REPORTS_PER_TAB) return;
  sent.add(key);
  post(TELEMETRY_PATHS.remoteErrors, { app, version, kind, path });
}

/** One page load with the versions it was served, once the page is loaded and the browser is idle. */
export function reportPageLoad(): void {
  if (!target || typeof window === 'undefined') return;
  const versions = target.versions;
  const send = () => post(TELEMETRY_PATHS.pageLoads, { versions });
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(send, { timeout: 5000 })
      : setTimeout(send, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

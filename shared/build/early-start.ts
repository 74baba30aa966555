/**
 * The shell's first inline script after the session mark (prerender.ts). It starts, while main.js and
 * the start-up chunks are still downloading, the two requests the route's page will wait for next:
 *  - /config.json, as a promise that the app's loadRuntimeConfig takes over (one request, not two);
 *  - once the config names the API, GET /capabilities (what the API has), which the app's loadCapabilities
 *    takes over, and before that the last answer of this browser as a mark on <html> for the shell's CSS;
 *  - once the config names the route's remote, a preload of its mf-manifest.json (as the federation
 *    runtime fetches it: `fetch`, CORS) and of its remoteEntry.js (a classic script, as MF inserts it).
 *  - for a route with `data` (a property's detail), in a tab with a fresh cached ID token and an API that
 *    has the call's capability, the page's first API call, left in EARLY_DATA_GLOBAL for the API client to
 *    take over; as soon as it answers, a high-priority preload of its first photo with the page's own
 *    `srcset`/`sizes`;
 *  - for a route that names its `module` (a property's detail), the manifest is fetched here instead
 *    (left in EARLY_MANIFESTS_GLOBAL for the federation runtime, early-manifest-plugin.ts) and the
 *    module's own chunks are preloaded from it, beside remoteEntry.js rather than after it has run.
 * On a slow phone network this takes three round trips off the way to the page's content, and the
 * session, the API call and the photo off the way to a detail's first photo.
 */

import {
  CANARY_STORAGE_KEY,
  CAPABILITIES_ATTRIBUTE,
  CAPABILITIES_PATH,
  CAPABILITIES_STORAGE_KEY,
  CONFIG_URL,
  EARLY_CAPABILITIES_GLOBAL,
  EARLY_CONFIG_GLOBAL,
  EARLY_DATA_GLOBAL,
  EARLY_MANIFESTS_GLOBAL,
  ID_TOKEN_STORAGE_KEY,
  TOKEN_REFRESH_MARGIN_MS,
  PREVIEW_REFUSED_GLOBAL,
  PREVIEW_STORAGE_KEY,
  type Access,
  type EarlyRoute,
} from '../src/facts';
import { inlineScript } from './inline-script';

export { CONFIG_URL, EARLY_CONFIG_GLOBAL, PREVIEW_REFUSED_GLOBAL, PREVIEW_STORAGE_KEY, type EarlyRoute };

/** Who the script preloads a route's remote for: the tab's session mark against the route's access. */
const PRELOADS_FOR: Record<Access, 'everyone' | 'visitor' | 'session'> = {
  public: 'everyone',
  visitor: 'visitor',
  session: 'session',
  sessionOrLogin: 'session',
};

/**
 * `/page/edit-request/:id` → `^/page/edit-request/([^/]+)$` (as a string for the inline script; `$1` is
 * the param). `param` narrows what a `:param` segment may be (a route whose param goes into an API call).
 */
export function routeRegexSource(routePath: string, param = '[^/]+'): string {
  const escaped = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `(${param})` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${escaped}$`;
}

export function earlyStartScript(routes: EarlyRoute[]): string {
  const table = routes.map((r) => {
    // A param that goes into an API call is only what the page accepts (e.g. digits): `..` never reaches a URL.
    const row: unknown[] = [
      routeRegexSource(r.path, r.data ? r.param : undefined),
      [r.remote, ...(r.alsoRemotes ?? [])],
      PRELOADS_FOR[r.access],
    ];
    const photo = r.photo ? [r.photo.stored, r.photo.widths, r.photo.fullWidth, r.photo.sizes] : 0;
    if (!r.data && !r.module) return row;
    const full = [...row, r.data ?? 0, photo, r.module ?? 0];
    return r.data && r.dataCapability ? [...full, r.dataCapability] : full;
  });
  return inlineScript('early-start.js', '__EARLY_START_OPTIONS__', {
    routes: table,
    previewKey: PREVIEW_STORAGE_KEY,
    configUrl: CONFIG_URL,
    canaryKey: CANARY_STORAGE_KEY,
    configGlobal: EARLY_CONFIG_GLOBAL,
    previewRefusedGlobal: PREVIEW_REFUSED_GLOBAL,
    manifestsGlobal: EARLY_MANIFESTS_GLOBAL,
    dataGlobal: EARLY_DATA_GLOBAL,
    tokenKey: ID_TOKEN_STORAGE_KEY,
    refreshMarginMs: TOKEN_REFRESH_MARGIN_MS,
    capabilitiesPath: CAPABILITIES_PATH,
    capabilitiesGlobal: EARLY_CAPABILITIES_GLOBAL,
    capabilitiesKey: CAPABILITIES_STORAGE_KEY,
    capabilitiesAttribute: CAPABILITIES_ATTRIBUTE,
  });
}

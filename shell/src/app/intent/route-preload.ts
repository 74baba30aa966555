import { matchPath } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { assetUrl, propertyQueries, routeIdOf, routePatterns } from '@lotengo/shared';
import { FIRST_PHOTO_ATTRIBUTE, slideImage } from '@lotengo/shared/format/photos';
import { capabilitiesSnapshot } from '@lotengo/shared/config';
import { preloadRemoteModule } from '@lotengo/shared/remotes';
import { REMOTE_ROUTES } from '../remote-routes';
import { preloadImage } from './preload-image';

interface PreloadContext {
  client: QueryClient;
  doc: Document;
}

/**
 * What a route's page waits for after its code, started by the shell, which knows the routes; the
 * keys and fetchers are the page's own (shared query options), so the page finds them in the cache.
 */
const ROUTE_DATA: Record<
  string,
  (params: Record<string, string | undefined>, ctx: PreloadContext, link: HTMLAnchorElement) => Promise<void>
> = {
  // The property and its first photo as the gallery's first slide will ask for it: at once when the
  // link names it (a card holds it), else once the property has answered.
  [routePatterns.propertyDetail]: async ({ propertyId }, { client, doc }, link) => {
    // An id the page does not accept is its "no existe": nothing to start.
    const id = routeIdOf(propertyId);
    // Only of an API known to have the detail (GET /capabilities); else the page shows what the offer holds.
    if (!id || !capabilitiesSnapshot()?.has('propertyDetail')) return;
    const answer = client.ensureQueryData(propertyQueries.detail(id));
    const hinted = link.getAttribute(FIRST_PHOTO_ATTRIBUTE);
    if (hinted) preloadImage(doc, slideImage(assetUrl(hinted)));
    const property = await answer;
    const first = property.multimedias[0]?.fileUrl;
    if (first) preloadImage(doc, slideImage(assetUrl(first)));
  },
};

/**
 * For a signed-in person about to open `path` (pathname and query) by `link`: the route's page module
 * and, for a route with data, its data and first image. Visitor-only pages (login, registry) are
 * not theirs to open. A failure here is the page's to show (it asks again); nothing is reported twice.
 */
export function preloadRoute(path: string, ctx: PreloadContext, link: HTMLAnchorElement): void {
  const pathname = new URL(path, 'http://x').pathname;
  for (const route of REMOTE_ROUTES) {
    const match = matchPath(route.path, pathname);
    if (!match) continue;
    if (route.access === 'visitor') return;
    // `as never`: the table pairs each remote with its own pages; TS cannot follow that pair through the union.
    preloadRemoteModule(route.remote, route.module as never);
    ROUTE_DATA[route.path]?.(match.params, ctx, link).catch(() => undefined);
    return;
  }
}

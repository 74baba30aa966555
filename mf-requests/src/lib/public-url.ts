import type { HouseRequest } from '@lotengo/shared';
import { publicPaths, requestSlug } from '@lotengo/shared/routing/public-paths';

/**
 * A request's own public page, as a path: a document the server renders (not one of the app's routes), so it is
 * reached by a real link, never the router.
 */
export function publicRequestPath(request: HouseRequest): string {
  return publicPaths.request(request.houseRequestId, requestSlug(request));
}

/** A request's own public page, absolute (its preview on WhatsApp and Facebook shows the request). */
export function publicRequestUrl(request: HouseRequest): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${publicRequestPath(request)}`;
}

import type { HouseRequest } from '@lotengo/shared';
import { publicPaths, requestSlug } from '@lotengo/shared/routing/public-paths';

/** A request's own public page, absolute (its preview on WhatsApp and Facebook shows the request). */
export function publicRequestUrl(request: HouseRequest): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${publicPaths.request(request.houseRequestId, requestSlug(request))}`;
}

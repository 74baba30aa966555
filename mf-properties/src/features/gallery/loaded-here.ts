import type { CSSProperties } from 'react';
import type { GalleryPhoto } from './gallery-photo';

/**
 * Whether this document has already fetched `url` (the Resource Timing buffer lists what it asked for):
 * a card showed it, so the browser holds it and paints it without a request. Not listed (another tab,
 * a full buffer, no such API): false.
 */
export function loadedHere(url: string): boolean {
  const perf = typeof performance === 'undefined' ? undefined : performance;
  return typeof perf?.getEntriesByName === 'function' && perf.getEntriesByName(url, 'resource').length > 0;
}

/**
 * The first slide's stand-in while its screen-size variant downloads: the same photo at the card's
 * 320 px, if a card of this tab already loaded it (opened from an offer, a match, Mis Propiedades),
 * painted behind the `<img>` with the same crop (`cover`, centred, as the slide's `object-fit`), so the
 * bigger one covers it exactly and nothing moves. Never fetched for it: a request here would compete
 * with the photo itself.
 */
export function cardPhotoBehind(photo: GalleryPhoto): CSSProperties | undefined {
  if (photo.thumb === photo.screen || !loadedHere(photo.thumb)) return undefined;
  return { backgroundImage: `url("${photo.thumb}")`, backgroundSize: 'cover', backgroundPosition: 'center', backgroundRepeat: 'no-repeat' };
}

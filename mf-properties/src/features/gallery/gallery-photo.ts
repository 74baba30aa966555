/** One photo of the gallery in the sizes it is served at (light-photos: the small ones where they fit). */
export interface GalleryPhoto {
  /** The photo as uploaded: only the full-screen view asks for it. */
  full: string;
  /** `srcset` of the in-page slide (screen-size and full), when the server has variants. */
  srcSet?: string;
  /** The in-page slide's `src` (the screen-size variant, or the full photo). */
  screen: string;
  /** The thumbnail strip's image. */
  thumb: string;
}

/** The slide width on the page (shared: the early-start script preloads the first photo with it). */
export { SLIDE_SIZES } from '@lotengo/shared/format/photos';

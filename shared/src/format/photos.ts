// Not from the property contract: this entry must not pull zod into the remote that ships it.
import { FIRST_SLIDE_TIMING, PHOTO_WIDTHS, type PhotoWidth } from '../contracts/photo-widths';

export { FIRST_SLIDE_TIMING, PHOTO_WIDTHS };

/** An upload of this API's storage (`…/storage/{userCode}/{uuid}`): the only photos served at other widths. */
export const STORED_PHOTO = /\/storage\/\d+\/[0-9a-f-]{36}$/;
const STORED = STORED_PHOTO;
/** Width of an upload as stored (the create form's cap): the last `srcset` candidate. */
export const FULL_PHOTO_WIDTH = 1920;
/**
 * `sizes` of a detail page's slide: the whole column on a phone, at most the detail's 720 px column
 * beside. The early-start script preloads the first photo with the same, so the browser reuses it.
 */
export const SLIDE_SIZES = '(max-width: 760px) 100vw, 720px';

/**
 * A photo at `width` px: the storage's variant for an uploaded photo; any other (the seed's vector
 * drawings, which scale for free, or a Firebase Storage URL) as it is.
 */
export function photoAt(url: string, width: PhotoWidth): string {
  return STORED.test(url) ? `${url}?w=${width}` : url;
}

/** `srcset` of an uploaded photo's variants and itself; undefined for a photo without variants. */
export function photoSrcSet(url: string, fullWidth = FULL_PHOTO_WIDTH): string | undefined {
  if (!STORED.test(url)) return undefined;
  return [...PHOTO_WIDTHS.map((w) => `${photoAt(url, w)} ${w}w`), `${url} ${fullWidth}w`].join(', ');
}

/** The in-page slide's default variant: its `src` where `srcset` is not understood. */
export const SLIDE_WIDTH: PhotoWidth = 960;

/** How a detail page's slide asks for a photo (`src`, `srcset`, `sizes`): the gallery and every preload of it alike. */
export interface SlideImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The gallery's slide for a photo at `full` (its absolute URL): a preload with the same gets reused by the `<img>`. */
export function slideImage(full: string): SlideImage {
  const srcSet = photoSrcSet(full);
  return srcSet ? { src: photoAt(full, SLIDE_WIDTH), srcSet, sizes: SLIDE_SIZES } : { src: full };
}

/**
 * On a link to a property's detail, the photo its gallery shows first (the property's first photo,
 * which cards already hold): the shell preloads its slide variant on intent, beside the property
 * itself, instead of after it.
 */
export const FIRST_PHOTO_ATTRIBUTE = 'data-first-photo';

/** The attribute to spread on such a link (none without a photo). */
export function firstPhotoHint(url: string | null | undefined): Record<string, string> {
  return url ? { [FIRST_PHOTO_ATTRIBUTE]: url } : {};
}

/**
 * Whether this document has already fetched `url` (the Resource Timing buffer lists what it asked for):
 * a card showed it, so the browser holds it and paints it without a request. Not listed (another tab,
 * a full buffer, no such API): false.
 */
export function loadedHere(url: string): boolean {
  const perf = typeof performance === 'undefined' ? undefined : performance;
  return typeof perf?.getEntriesByName === 'function' && perf.getEntriesByName(url, 'resource').length > 0;
}

/** Inline style of a photo's stand-in: a background with the slide's crop (`cover`, centred). */
export interface PhotoBehind {
  backgroundImage: string;
  backgroundSize: string;
  backgroundPosition: string;
  backgroundRepeat: string;
}

/**
 * A slide's stand-in while `own` (its screen-size variant) downloads: `card`, the same photo at the
 * cards' 320 px, if a card of this tab already loaded it (opened from an offer, a match, Mis Propiedades),
 * painted behind the `<img>` with the same crop, so the bigger one covers it exactly and nothing moves.
 * Never fetched for it: a request here would compete with the photo itself. The gallery's first slide
 * and the shell's frame while the page's code loads use it alike.
 */
export function cardPhotoBehind(card: string, own: string): PhotoBehind | undefined {
  if (card === own || !loadedHere(card)) return undefined;
  return {
    backgroundImage: `url("${card}")`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    backgroundRepeat: 'no-repeat',
  };
}

/** The cards' variant of a photo (the gallery's thumbnails too): the one a card of this tab may hold. */
export function cardPhoto(full: string): string {
  return photoAt(full, PHOTO_WIDTHS[0]);
}

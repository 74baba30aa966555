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

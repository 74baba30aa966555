import { PHOTO_WIDTHS, type PhotoWidth } from '../contracts/property';

/** An upload of this API's storage (`…/storage/{userCode}/{uuid}`): the only photos served at other widths. */
const STORED = /\/storage\/\d+\/[0-9a-f-]{36}$/;

/**
 * A photo at `width` px: the storage's variant for an uploaded photo; any other (the seed's vector
 * drawings, which scale for free, or a Firebase Storage URL) as it is.
 */
export function photoAt(url: string, width: PhotoWidth): string {
  return STORED.test(url) ? `${url}?w=${width}` : url;
}

/** `srcset` of an uploaded photo's variants and itself; undefined for a photo without variants. */
export function photoSrcSet(url: string, fullWidth = 1920): string | undefined {
  if (!STORED.test(url)) return undefined;
  return [...PHOTO_WIDTHS.map((w) => `${photoAt(url, w)} ${w}w`), `${url} ${fullWidth}w`].join(', ');
}

/**
 * Widths (px) the storage serves an uploaded photo at besides its own (`?w=`): thumbnails and cards,
 * a phone's screen, a desktop's column. The full photo (at most PHOTO_COMPRESSION's 1920 px) only
 * full screen.
 *
 * Apart from the property contract and free of zod: `@lotengo/shared/format/photos` is a shared module
 * the shell's first load does not hold, so the remote that loads it first ships its own copy; through
 * the contract it shipped a second zod and the property schemas too (≈ 19 KB gzip on a property's detail).
 */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/**
 * A photo's stand-in (`?previa=1`): the cards' width at a low JPEG quality — a photographed room in
 * ~4–6 KB instead of ~11–15 — that a detail's server writes into the page's HTML, on screen for the
 * moment until the slide's own variant covers it (platform/src/detail-page/first-screen.ts).
 */
export const PREVIEW_PARAM = 'previa';
export const PREVIEW_WIDTH: PhotoWidth = 320;

/**
 * `elementtiming` of the page's first slide: the browser reports when it is painted (Element Timing),
 * also after a click, when largest-contentful-paint no longer reports (the bench's "desde la oferta").
 */
export const FIRST_SLIDE_TIMING = 'primera-foto';

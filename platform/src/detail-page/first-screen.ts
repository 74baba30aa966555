/**
 * A property's detail with its first photo in the HTML. The detail's page is a prerendered template
 * (the shell's frame: header, the gallery's sized box, no data); when the request carries the tab's
 * ID token (the detail cookie, shared/src/identity/detail-cookie.ts), the server that sends that HTML
 * asks the API for the property as that user and, only where the API answers 200 (owner, recipient,
 * match: the API's rules, not this file's), writes the first photo into the box, with the gallery's own
 * `srcset`/`sizes`, and names it in a `Link: rel=preload` header. The photo then loads while the HTML
 * does, and paints before any JavaScript. Nobody else's answer changes; a slow or failing API only
 * leaves the template as it is. One function for every server of the shell: scripts/serve-static.ts
 * (npm start, the e2e, the bench) and the Cloud Function behind Firebase Hosting (functions/src).
 */
import { parse as parseCookie } from 'cookie';
import { decodeJwt } from 'jose';
import { apiPaths, PREVIEW_PARAM } from '@lotengo/shared/contracts';
import { FIRST_SLIDE_TIMING, slideImage, STORED_PHOTO } from '@lotengo/shared/format/photos';
import { ROUTE_ID_SOURCE, routePatterns } from '@lotengo/shared/routing';
import { prerenderedAsset } from '@lotengo/shared/build/prerendered-pages';
import { DETAIL_TOKEN_COOKIE, TAB_UID_ATTRIBUTE } from '@lotengo/shared/build/session-keys';

/** The template's build asset (`routes/page/property/_propertyId.html`). */
export const DETAIL_TEMPLATE_ASSET = prerenderedAsset(routePatterns.propertyDetail);

/** `/page/property/12` (a trailing slash too) → 12; anything else null. */
const DETAIL_PATH = new RegExp(`^${routePatterns.propertyDetail.replace(/:[^/]+/, `(${ROUTE_ID_SOURCE})`)}/?$`);
export function detailIdOf(urlPath: string): number | null {
  const m = DETAIL_PATH.exec(urlPath);
  return m ? Number(m[1]) : null;
}

const JWT = /^[\w-]+\.[\w-]+\.[\w-]*$/;
/** A Firebase uid as it may go into an attribute and a CSS selector unescaped. */
const UID = /^[\w-]{1,128}$/;

/**
 * The JWT-shaped values among the request's `__session` cookies (the detail's: the site's only cookie).
 * The name can come twice (the canary's id too), and `cookie.parse` keeps only the first: each pair is parsed alone.
 */
export function detailTokensFrom(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(';')
    .map((pair) => parseCookie(pair)[DETAIL_TOKEN_COOKIE])
    .filter((value): value is string => value !== undefined && value.length < 8192 && JWT.test(value));
}

/** The token's user id, read without checking the signature: only to show the photo in that user's tab (the API checked
 * the token). */
export function uidOf(token: string): string | null {
  try {
    const payload = decodeJwt(token);
    const uid = typeof payload.user_id === 'string' ? payload.user_id : payload.sub;
    return typeof uid === 'string' && UID.test(uid) ? uid : null;
  } catch {
    return null;
  }
}

/** A photo URL safe in an attribute and a header: http(s), none of `"'<>\` or spaces. */
const SAFE_URL = /^https?:\/\/[^\s"'<>\\]+$/;

/** The property's first photo as `token`'s user may see it (absolute), or null (refused, none, slow). */
export async function firstPhotoOf(opts: {
  apiBaseUrl: string;
  propertyId: number;
  token: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): Promise<{ url: string } | { reason: string }> {
  const { apiBaseUrl, propertyId, token, timeoutMs = 1500, fetchImpl = fetch } = opts;
  const base = apiBaseUrl.replace(/\/$/, '');
  try {
    const res = await fetchImpl(`${base}${apiPaths.property.replace(':id', String(propertyId))}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return { reason: `API ${res.status}` };
    const body = (await res.json()) as { multimedias?: Array<{ fileUrl?: unknown }> };
    const first = body.multimedias?.[0]?.fileUrl;
    if (typeof first !== 'string' || !first) return { reason: 'sin fotos' };
    // As the app's assetUrl: a stored upload's path is the API's.
    const url = /^https?:/i.test(first) ? first : `${base}${first.startsWith('/') ? '' : '/'}${first}`;
    return SAFE_URL.test(url) ? { url } : { reason: 'URL de foto no apta' };
  } catch (err) {
    return { reason: `API sin respuesta (${err instanceof Error ? err.message : String(err)})` };
  }
}

/**
 * The inline stand-in's limit: the photo's stand-in (`?previa=1`, the cards' 320 px at a low quality)
 * goes into the HTML, as the box's background until the slide's own variant covers it, only when it is
 * this light. Its bytes then come with the HTML (a separate request starts only once the HTML has
 * arrived: one more round trip, and a share of the bandwidth the page's scripts already use); a heavier
 * one would slow the HTML.
 */
export const INLINE_PREVIEW_MAX_BYTES = 10 * 1024;
const INLINE_TYPES = /^image\/(jpeg|webp|png)$/;

/** The photo's stand-in as a `data:` URL, or null (not a stored upload, too heavy, not an image, failed). */
export async function inlinePreviewOf(
  photo: string,
  opts: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<string | null> {
  const { timeoutMs = 1500, fetchImpl = fetch } = opts;
  if (!STORED_PHOTO.test(new URL(photo).pathname)) return null;
  try {
    const res = await fetchImpl(`${photo}?${PREVIEW_PARAM}=1`, { signal: AbortSignal.timeout(timeoutMs) });
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const length = Number(res.headers.get('content-length') ?? NaN);
    if (!res.ok || !INLINE_TYPES.test(type) || length > INLINE_PREVIEW_MAX_BYTES) return null;
    const bytes = Buffer.from(await res.arrayBuffer());
    return bytes.length > 0 && bytes.length <= INLINE_PREVIEW_MAX_BYTES
      ? `data:${type};base64,${bytes.toString('base64')}`
      : null;
  } catch {
    return null;
  }
}

/**
 * The custom property that carries the stand-in: defined by the server's <style> for the tab of its
 * user only, and drawn by the shell's frame (shell/loading.css `.detail-loading .ltg-frame`) behind the photo —
 * in this HTML and again in the frame React renders when it takes the page over, so the photo does not
 * blink out before the app's own copy paints (from the memory cache). No JavaScript on anyone's first load.
 */
export const FIRST_PHOTO_VAR = '--lt-first-photo';

const FRAME = '<div class="ltg-frame"></div>';
const attr = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The template with `photo` in the gallery's box (over `preview`, its inline stand-in, when given),
 * shown only in `uid`'s tab (html[data-uid], set by the head script from the tab's own session), and its
 * preload header. The template unchanged (and no header) when it has no empty box.
 */
export function withFirstPhoto(
  template: string,
  photo: string,
  uid: string,
  preview: string | null = null,
): { html: string; link: string | null } {
  if (!template.includes(FRAME) || !SAFE_URL.test(photo) || !UID.test(uid)) return { html: template, link: null };
  const image = slideImage(photo);
  // The stand-in behind the photo with the slide's crop (`cover`, centred): covered exactly once it loads.
  const behind =
    preview && /^data:image\/(jpeg|webp|png);base64,[A-Za-z0-9+/=]+$/.test(preview)
      ? `html[${TAB_UID_ATTRIBUTE}="${uid}"]{${FIRST_PHOTO_VAR}:url(${preview})}`
      : '';
  const img =
    `<img class="ltg-frame__photo" data-for-uid="${uid}" src="${attr(image.src)}"` +
    (image.srcSet ? ` srcset="${attr(image.srcSet)}" sizes="${attr(image.sizes!)}"` : '') +
    ` alt="" fetchpriority="high" elementtiming="${FIRST_SLIDE_TIMING}">`;
  const style =
    `<style>html:not([${TAB_UID_ATTRIBUTE}="${uid}"]) ` +
    `.ltg-frame__photo[data-for-uid]{visibility:hidden}${behind}</style>`;
  const html = template.replace('</head>', `${style}</head>`).replace(FRAME, `<div class="ltg-frame">${img}</div>`);
  const link =
    `<${image.src}>; rel=preload; as=image; fetchpriority=high` +
    (image.srcSet ? `; imagesrcset="${image.srcSet}"; imagesizes="${image.sizes!}"` : '');
  return { html, link };
}

/** A detail page's caching, with or without the photo (Hosting's header rule for the route is the same). */
export const DETAIL_CACHE_CONTROL = 'private, no-cache';

export interface DetailPageAnswer {
  headers: Record<string, string>;
  body: string;
  /** Whether the first photo was written in (for logs and tests). */
  withPhoto: boolean;
  /** Why not, for the server's log: no token, the API's status, no photo… (never sent to the browser). */
  reason?: string;
}

/** Whoever asks, the page depends on the cookie: never kept by a shared cache, revalidated by the browser's own. */
const HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': DETAIL_CACHE_CONTROL, Vary: 'Cookie' };

/**
 * The HTML of `urlPath` (a detail's) for a request with `cookieHeader`: the template, with the first
 * photo where the API allows it. `template` may still be on its way (a server that fetches it asks the
 * API meanwhile); it rejects the answer if it fails.
 */
export async function answerDetailPage(opts: {
  template: string | Promise<string>;
  urlPath: string;
  cookieHeader: string | undefined;
  apiBaseUrl: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): Promise<DetailPageAnswer> {
  const { urlPath, cookieHeader } = opts;
  const template = Promise.resolve(opts.template);
  // Handled where it is awaited; until then a failure must not count as an unhandled rejection.
  template.catch(() => undefined);
  const plain = async (reason: string): Promise<DetailPageAnswer> => ({
    headers: HEADERS,
    body: await template,
    withPhoto: false,
    reason,
  });
  const propertyId = detailIdOf(urlPath);
  const token = detailTokensFrom(cookieHeader)[0];
  const uid = token ? uidOf(token) : null;
  if (propertyId === null) return plain('no es una ruta de detalle');
  if (!token || !uid) return plain(token ? 'token sin usuario' : 'sin token');
  const started = performance.now();
  const found = await firstPhotoOf({
    apiBaseUrl: opts.apiBaseUrl,
    propertyId,
    token,
    timeoutMs: opts.timeoutMs,
    fetchImpl: opts.fetchImpl,
  });
  const asked = performance.now();
  if ('reason' in found) return plain(found.reason);
  const preview = await inlinePreviewOf(found.url, { timeoutMs: opts.timeoutMs, fetchImpl: opts.fetchImpl });
  const { html, link } = withFirstPhoto(await template, found.url, uid, preview);
  if (!link) return plain('la plantilla no tiene el marco vacío');
  // What the page's first byte waited for (the browser's navigation timing shows it: serverTiming).
  const timing = `api;dur=${(asked - started).toFixed(1)}, preview;dur=${(performance.now() - asked).toFixed(1)}`;
  return { headers: { ...HEADERS, Link: link, 'Server-Timing': timing }, body: html, withPhoto: true };
}

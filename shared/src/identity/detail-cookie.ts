import { DETAIL_TOKEN_COOKIE, DETAIL_TOKEN_COOKIE_PATH } from '../facts';

/**
 * The `Set-Cookie`-style string that keeps the tab's ID token for the detail pages' server
 * (facts.ts DETAIL_TOKEN_COOKIE): only on /page/property/…, gone when the token expires, sent on a
 * link followed from another site (Lax, a GET of a page) but never with another site's request.
 * A null token deletes it (sign-out).
 */
export function detailCookie(token: string | null, expiresAt: number, { now = Date.now(), secure = false } = {}): string {
  const seconds = token ? Math.floor((expiresAt - now) / 1000) : 0;
  const value = token && seconds > 0 ? token : '';
  return `${DETAIL_TOKEN_COOKIE}=${value}; Path=${DETAIL_TOKEN_COOKIE_PATH}; Max-Age=${Math.max(0, seconds)}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Writes (or, with null, deletes) the cookie in this document; nothing outside a browser. */
export function writeDetailCookie(token: string | null, expiresAt = 0): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = detailCookie(token, expiresAt, { secure: window.location.protocol === 'https:' });
  } catch {
    // Cookies blocked: the detail loads its photo after the app, as before.
  }
}

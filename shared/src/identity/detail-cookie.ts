import { DETAIL_TOKEN_COOKIE, DETAIL_TOKEN_COOKIE_PATH } from '../facts';

/**
 * The cookie that keeps the tab's ID token for the detail pages' server (facts.ts DETAIL_TOKEN_COOKIE):
 * only on /page/property/…, gone when the token expires, sent on a link followed from another site
 * (Lax: a GET of a page) but never with another site's request. A null token deletes it (sign-out).
 * Written where Firebase reports a token (identity.ts follow), so it rides in Firebase's chunk
 * (firebase-auth.ts), not on a visitor's first load.
 */
export function detailCookie(token: string | null, expiresAt: number, now = Date.now(), secure = false): string {
  const seconds = token ? Math.max(0, Math.floor((expiresAt - now) / 1000)) : 0;
  return (
    `${DETAIL_TOKEN_COOKIE}=${seconds ? token : ''}; Path=${DETAIL_TOKEN_COOKIE_PATH}; Max-Age=${seconds}; ` +
    `SameSite=Lax${secure ? '; Secure' : ''}`
  );
}

/** Writes (or, with null, deletes) the cookie in this document; nothing outside a browser. */
export function writeDetailCookie(token: string | null, expiresAt = 0): void {
  try {
    document.cookie = detailCookie(token, expiresAt, Date.now(), location.protocol === 'https:');
  } catch {
    // Cookies blocked: the detail loads its photo after the app, as before.
  }
}

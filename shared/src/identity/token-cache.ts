import { ID_TOKEN_STORAGE_KEY, TOKEN_REFRESH_MARGIN_MS } from '../facts';
import type { IdentityUser } from './identity-user';

/**
 * The tab's last ID token, kept by the app through Firebase's documented onIdTokenChanged (not by
 * reading Firebase's own storage). A page opened after signing in calls the API with it and renders
 * who is signed in while Firebase (34 KB gzip) stays unloaded; Firebase is started when the token nears
 * its expiry or an action needs it (sign-out, upload). The token is as exposed here as in Firebase's own
 * sessionStorage entry, which also holds the refresh token; both end with the tab.
 */
export interface CachedIdentity {
  user: IdentityUser;
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** A token this close to its expiry is not used: Firebase is started to refresh it. */
export { TOKEN_REFRESH_MARGIN_MS };

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function isCachedIdentity(v: unknown): v is CachedIdentity {
  if (!v || typeof v !== 'object') return false;
  const c = v as Partial<CachedIdentity>;
  const u = c.user as Partial<IdentityUser> | undefined;
  return (
    typeof c.token === 'string' &&
    c.token.length > 0 &&
    typeof c.expiresAt === 'number' &&
    !!u &&
    typeof u.uid === 'string' &&
    typeof u.providerId === 'string'
  );
}

/**
 * The stored identity; with `fresh` (the default) only while its token is usable for a call, without
 * it also once the token has expired (who is signed in does not change with the token).
 */
export function readCachedIdentity({
  fresh = true,
  now = Date.now(),
}: { fresh?: boolean; now?: number } = {}): CachedIdentity | null {
  const raw = storage()?.getItem(ID_TOKEN_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isCachedIdentity(parsed)) return null;
    if (fresh && parsed.expiresAt - TOKEN_REFRESH_MARGIN_MS <= now) return null;
    return parsed;
  } catch {
    return null;
  }
}

export function writeCachedIdentity(value: CachedIdentity | null): void {
  const s = storage();
  if (!s) return;
  try {
    if (value) s.setItem(ID_TOKEN_STORAGE_KEY, JSON.stringify(value));
    else s.removeItem(ID_TOKEN_STORAGE_KEY);
  } catch {
    // Storage full or blocked: calls fall back to starting Firebase, as before the cache.
  }
}

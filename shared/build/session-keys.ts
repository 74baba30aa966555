/**
 * The session's marks for code outside the browser: the sessionStorage keys of a signed-in tab (for the
 * scripts that carry a session into a new context) and the detail pages' token cookie (for their server).
 */
export { DETAIL_TOKEN_COOKIE, FIREBASE_USER_KEY_PREFIX, ID_TOKEN_STORAGE_KEY, SESSION_STORAGE_KEY, TAB_UID_ATTRIBUTE } from '../src/facts';

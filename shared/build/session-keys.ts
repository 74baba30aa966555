/**
 * The session's marks for code outside the browser: the sessionStorage keys of a signed-in tab (for the
 * scripts that carry a session into a new context), the detail pages' token cookie (for their server)
 * and where a browser keeps its canary id (for the journeys that give a browser one).
 */
export {
  CANARY_STORAGE_KEY,
  DETAIL_TOKEN_COOKIE,
  FIREBASE_USER_KEY_PREFIX,
  ID_TOKEN_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  TAB_UID_ATTRIBUTE,
} from '../src/facts';

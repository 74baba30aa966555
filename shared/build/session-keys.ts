/** The sessionStorage keys of a signed-in tab, for the scripts that carry a session into a new context. */
export { FIREBASE_USER_KEY_PREFIX, ID_TOKEN_STORAGE_KEY, SESSION_STORAGE_KEY } from '../src/facts';

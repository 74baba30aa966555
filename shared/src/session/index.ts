/**
 * @lotengo/shared/session — a federation singleton (shared/build/singletons.ts): the session store
 * (zustand, persisted to sessionStorage `User`, docs/product/rules.md), one per page so every app agrees on who is in.
 */
export {
  useSession,
  useSessionUser,
  getSessionUser,
  rehydrateSession,
  logout,
  toSessionUser,
  type SessionState,
} from './session-store';
export { readStoredUser } from './session-storage';

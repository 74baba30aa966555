export { useSession, useSessionUser, getSessionUser, rehydrateSession, logout, toSessionUser, type SessionState } from './session-store';
export { readStoredUser } from './session-storage';

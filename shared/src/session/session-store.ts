import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sessionUserSchema, type SessionUser, type User } from '../contracts';
import { SESSION_STORAGE_KEY } from '../constants';
import { identity } from '../identity';
import { reloadAtRoot } from './reload-at-root';
import { sessionUserStorage, type PersistedSession } from './session-storage';

export interface SessionState extends PersistedSession {
  /** Stores a User or SessionUser, keeping only the SessionUser fields; an invalid value logs out. */
  setUser: (user: User | SessionUser | null) => void;
  clear: () => void;
}

/** Keeps only the session fields; null when they are missing or malformed. */
export function toSessionUser(user: User | SessionUser | null | undefined): SessionUser | null {
  if (!user) return null;
  const parsed = sessionUserSchema.safeParse(user);
  return parsed.success ? parsed.data : null;
}

/**
 * The one session store (ARCHITECTURE §5). Module-level, and the shared package is a federated
 * singleton, so host and remotes see the same instance.
 */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      setUser: (user) => set({ user: toSessionUser(user) }),
      clear: () => set({ user: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: sessionUserStorage(),
      partialize: (s) => ({ user: s.user }),
    },
  ),
);

export const useSessionUser = (): SessionUser | null => useSession((s) => s.user);

export const getSessionUser = (): SessionUser | null => useSession.getState().user;

/** Re-reads sessionStorage (e.g. after a test or another tab wrote it). */
export function rehydrateSession(): Promise<void> | void {
  return useSession.persist.rehydrate();
}

/**
 * SPEC §4 logout: clear the session and its storage, sign out of the identity service (its failure
 * must not keep the user in), go to the root and reload.
 */
export async function logout(): Promise<void> {
  useSession.getState().clear();
  try {
    window.sessionStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage blocked: nothing persisted anyway
  }
  try {
    await identity.signOut();
  } catch {
    // ignored on purpose: the product session is already gone
  }
  reloadAtRoot();
}

import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { User } from '../contracts';
import { sessionUserSchema, type SessionUser } from '../contracts/session-user';
import { SESSION_STORAGE_KEY } from '../constants';
import { identity } from '@lotengo/shared/identity';
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

const createSessionStore = () =>
  create<SessionState>()(
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

type SessionStore = ReturnType<typeof createSessionStore>;
const globalSlot = globalThis as typeof globalThis & { __lotengoSession?: SessionStore };

/**
 * The one session store (docs/architecture.md §5). The shared package is a federated singleton, so host and
 * remotes already share this module; the global slot also keeps one store if a misconfigured remote
 * ever loads its own copy of the package (two stores would disagree about who is logged in).
 */
export const useSession: SessionStore = (globalSlot.__lotengoSession ??= createSessionStore());

export const useSessionUser = (): SessionUser | null => useSession((s) => s.user);

export const getSessionUser = (): SessionUser | null => useSession.getState().user;

/** Re-reads sessionStorage (e.g. after a test or another tab wrote it). */
export function rehydrateSession(): Promise<void> | void {
  return useSession.persist.rehydrate();
}

/**
 * docs/product/rules.md logout: clear the session and its storage, sign out of the identity service (its failure
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

import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { sessionUserSchema, type SessionUser } from '../contracts/session-user';

export interface PersistedSession {
  user: SessionUser | null;
}

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    // Storage can throw when the browser blocks it (privacy settings): run without persistence.
    return null;
  }
}

/** Reads and validates the stored session user; a corrupt or tampered value is removed (logged out). */
export function readStoredUser(key: string): SessionUser | null {
  const storage = browserStorage();
  const raw = storage?.getItem(key);
  if (raw == null) return null;
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // bad JSON: fall through and drop it
  }
  storage?.removeItem(key);
  return null;
}

/**
 * zustand persist storage that keeps the format of docs/product/rules.md: the key holds the session user's JSON itself
 * (not zustand's {state, version} envelope), and nothing at all when logged out.
 */
export function sessionUserStorage(): PersistStorage<PersistedSession> {
  return {
    // Always a state, never null: an absent or rejected value must also log out a store that was
    // holding a user (zustand keeps the current state when storage answers null).
    getItem: (key): StorageValue<PersistedSession> => ({ state: { user: readStoredUser(key) }, version: 0 }),
    setItem: (key, value) => {
      const storage = browserStorage();
      if (!storage) return;
      const user = value.state.user;
      if (user) storage.setItem(key, JSON.stringify(user));
      else storage.removeItem(key);
    },
    removeItem: (key) => browserStorage()?.removeItem(key),
  };
}

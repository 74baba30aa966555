import type { SessionUser } from '../contracts';
import { SESSION_STORAGE_KEY } from '../constants';
import { useSession } from '@lotengo/shared/session';
import { SEEKER } from './fixtures';
import { onEachTestEnd } from './lifecycle';

/** Who the test runs as: a session user, or 'visitor' (nobody signed in). */
export type TestSession = SessionUser | 'visitor';

/** Signs in through the real session store (what the header, guards and hooks read). */
export function signIn(user: SessionUser = SEEKER): void {
  useSession.getState().setUser(user);
}

export function signOut(): void {
  useSession.getState().clear();
}

export function applyTestSession(session: TestSession): void {
  if (session === 'visitor') signOut();
  else signIn(session);
}

onEachTestEnd(() => {
  signOut();
  try {
    window.sessionStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // node test environment: no storage
  }
});

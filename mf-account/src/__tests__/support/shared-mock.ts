/**
 * Partial mock of @lotengo/shared for component tests: the network (api) and Firebase (identity) are
 * replaced; messages, paths, schemas, session store, toasts and UI primitives stay real, so the tests
 * check the exact catalogue texts. Used as: jest.mock('@lotengo/shared', () => require('…/shared-mock').createSharedMock()).
 */
import type * as Shared from '@lotengo/shared';

type IdentityUser = Shared.IdentityUser;

export function createSharedMock() {
  const actual = jest.requireActual<typeof Shared>('@lotengo/shared');
  const { useQuery } = jest.requireActual<typeof import('@tanstack/react-query')>('@tanstack/react-query');

  let signedIn: IdentityUser | null = null;
  const listeners = new Set<(u: IdentityUser | null) => void>();

  const api = {
    getUserByUid: jest.fn(),
    getUserByEmail: jest.fn(),
    registerUser: jest.fn(),
    updateUser: jest.fn(),
    sendContactMessage: jest.fn(),
    getProfileImages: jest.fn(),
  };

  const identity = {
    signInWithEmail: jest.fn(),
    signUpWithEmail: jest.fn(),
    signInWithGoogle: jest.fn(),
    signOut: jest.fn(async () => {
      identityControl.setUser(null);
    }),
    currentUser: jest.fn(() => signedIn),
    getIdToken: jest.fn(async () => (signedIn ? 'token' : null)),
    onChange: jest.fn((cb: (u: IdentityUser | null) => void) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    }),
    ready: jest.fn(async () => signedIn),
  };

  /** Tests drive "who is signed in with Firebase" through this. */
  const identityControl = {
    setUser(user: IdentityUser | null) {
      signedIn = user;
      listeners.forEach((cb) => cb(user));
    },
    reset() {
      signedIn = null;
      listeners.clear();
    },
  };

  return {
    ...actual,
    api,
    identity,
    identityControl,
    // The real hook calls the real client; this one calls the mocked api with the same query key.
    useProfileImages: () => useQuery({ queryKey: actual.queryKeys.profileImages(), queryFn: () => api.getProfileImages() }),
  };
}

export type SharedMock = ReturnType<typeof createSharedMock>;

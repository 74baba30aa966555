import { identity, type IdentityUser } from '@lotengo/shared/identity';
import { onEachTestEnd } from './lifecycle';

type Identity = typeof identity;
type IdentityKey = keyof Identity;
export type IdentityFakes = { [K in IdentityKey]?: Identity[K] };
export type FakeIdentity = { [K in IdentityKey]: jest.MockedFunction<Identity[K]> } & {
  /** Who Firebase says is signed in; listeners of onChange hear it at once. */
  setUser(user: IdentityUser | null): void;
};

const originals = { ...identity } as Identity;
const keys = Object.keys(originals) as IdentityKey[];
const target = identity as unknown as Record<IdentityKey, unknown>;
let active = false;

/** A signed-in identity for fakeIdentity({ user }); `uid` and `email` as in the demo users. */
export function makeIdentityUser(over: Partial<IdentityUser> = {}): IdentityUser {
  return { uid: 'uid-ana', email: 'ana@lotengo.pe', displayName: 'Ana Quispe', providerId: 'password', ...over };
}

/**
 * Replaces the identity service (Firebase Auth) for the current test, the same way fakeApi replaces the
 * API: reading who is signed in, tokens and sign-out work in memory from `user`; the sign-in and
 * sign-up calls reject unless the test gives them. Restored after each test.
 */
export function fakeIdentity({
  user = null,
  ...fakes
}: IdentityFakes & { user?: IdentityUser | null } = {}): FakeIdentity {
  let current = user;
  const listeners = new Set<(u: IdentityUser | null) => void>();
  const setUser = (next: IdentityUser | null) => {
    current = next;
    listeners.forEach((cb) => cb(next));
  };
  const notFaked = (key: IdentityKey) => () =>
    Promise.reject(new Error(`identity.${key} no está simulada: dásela a fakeIdentity({ ${key} })`));
  const defaults: Record<IdentityKey, (...args: never[]) => unknown> = {
    signInWithEmail: notFaked('signInWithEmail'),
    signUpWithEmail: notFaked('signUpWithEmail'),
    signInWithGoogle: notFaked('signInWithGoogle'),
    signOut: async () => setUser(null),
    currentUser: () => current,
    getIdToken: async () => (current ? `token-${current.uid}` : null),
    onChange: (cb: (u: IdentityUser | null) => void) => {
      listeners.add(cb);
      cb(current);
      return () => listeners.delete(cb);
    },
    ready: async () => current,
  };
  for (const key of keys) {
    const impl = (fakes[key] ?? defaults[key]) as (...args: unknown[]) => unknown;
    target[key] = jest.fn(impl);
  }
  active = true;
  return { ...(identity as unknown as Omit<FakeIdentity, 'setUser'>), setUser };
}

onEachTestEnd(() => {
  if (!active) return;
  for (const key of keys) target[key] = originals[key];
  active = false;
});

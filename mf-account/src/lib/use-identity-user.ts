import { useEffect, useState } from 'react';
import { identity, type IdentityUser } from '@lotengo/shared/identity';

/**
 * The identity (Firebase) user, kept current: Firebase restores a persisted sign-in asynchronously,
 * so the first synchronous read may be null and change a moment later.
 */
export function useIdentityUser(): { user: IdentityUser | null; ready: boolean } {
  const [state, setState] = useState(() => ({ user: identity.currentUser(), ready: false }));
  useEffect(() => {
    let active = true;
    const unsubscribe = identity.onChange((user) => {
      if (active) setState({ user, ready: true });
    });
    identity
      .ready()
      .then(() => {
        if (active) setState({ user: identity.currentUser(), ready: true });
      })
      .catch(() => {
        if (active) setState((s) => ({ ...s, ready: true }));
      });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return state;
}

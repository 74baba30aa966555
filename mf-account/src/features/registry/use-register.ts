import { useNavigate } from 'react-router-dom';
import { notifyKey, paths } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { isEmailInUse } from '../../lib/identity-errors';
import { identity, type IdentityUser } from '@lotengo/shared/identity';
import { useSession } from '@lotengo/shared/session';
import { notify } from '@lotengo/shared/notify';
import { errorMessage } from '../../lib/error-message';
import type { RegistryValues } from './registry-schema';
import { accountTexts } from '../../texts';

/**
 * The identity account for a new user. If the email is already taken in the identity service, an
 * earlier attempt probably created it and then failed to save the product user: signing in with the
 * same password picks that attempt up instead of leaving the person stuck.
 */
async function createIdentity(email: string, password: string): Promise<IdentityUser> {
  try {
    return await identity.signUpWithEmail(email, password);
  } catch (err) {
    if (!isEmailInUse(err)) throw err;
    try {
      return await identity.signInWithEmail(email, password);
    } catch {
      throw err;
    }
  }
}

export interface RegisterInput {
  values: RegistryValues;
  avatarUrl: string;
  /** Who is already signed in with the identity service (e.g. Google), if anyone. */
  signedIn: IdentityUser | null;
}

/** Registration flow (docs/product/screens.md, docs/product/rules.md): duplicate check, identity account, product user,
 * session, home. */
export function useRegister() {
  const navigate = useNavigate();
  const setUser = useSession((s) => s.setUser);

  /** Resolves true when registered; on any failure a toast explains it and the form keeps its data. */
  return async ({ values, avatarUrl, signedIn }: RegisterInput): Promise<boolean> => {
    const email = signedIn?.email ?? values.email;
    try {
      if (await api.getUserByEmail(email)) {
        notifyKey('warning', 'duplicateEmail');
        return false;
      }
      const who = signedIn ?? (await createIdentity(email, values.password));
      const user = await api.registerUser({
        userFirebaseId: who.uid,
        firstName: values.firstName,
        lastName: values.lastName,
        email,
        phoneNumber: values.phoneNumber,
        avatarUrl,
        status: 1,
      });
      notifyKey('success', 'registered');
      setUser(user);
      navigate(paths.root);
      return true;
    } catch (err) {
      notify.error(errorMessage(err), accountTexts.errors.errorTitle);
      return false;
    }
  };
}

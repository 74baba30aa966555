import { useNavigate } from 'react-router-dom';
import { notifyKey, paths } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { identity, type IdentityUser } from '@lotengo/shared/identity';
import { useSession } from '@lotengo/shared/session';
import { notify } from '@lotengo/shared/notify';
import { errorMessage } from '../../lib/error-message';
import { identityErrorMessage, isPopupClosed, isUserNotFound, isWrongPassword } from '../../lib/identity-errors';
import type { RegistryState } from '../../lib/registry-state';
import { accountTexts } from '../../texts';

const errorTitle = accountTexts.errors.errorTitle;

/**
 * Is there a product user with this email? Needed because the identity service may answer
 * auth/invalid-credential both for a wrong password and for an unknown email (enumeration protection).
 * If the lookup itself fails we cannot tell; we keep the person on the login form ("wrong password")
 * instead of sending a possibly registered user to the registration page.
 */
async function isRegistered(email: string): Promise<boolean> {
  try {
    return (await api.getUserByEmail(email)) !== null;
  } catch {
    return true;
  }
}

/** The login screen's behaviour (docs/product/screens.md Login, docs/product/rules.md Session, docs/product/texts.md
 * login toasts), apart from its markup. */
export function useLoginFlow() {
  const navigate = useNavigate();
  const setUser = useSession((s) => s.setUser);

  const goToRegistry = (state: RegistryState) => navigate(paths.registry, { state });

  /** Signed in with the identity service: find the product user, or finish the sign-up (docs/product/rules.md). */
  const enter = async (who: IdentityUser) => {
    try {
      const user = await api.getUserByUid(who.uid);
      if (user) {
        setUser(user);
        navigate(paths.root);
      } else {
        goToRegistry({ email: who.email ?? undefined, provider: who.providerId });
      }
    } catch (err) {
      notify.error(errorMessage(err), errorTitle);
      // No product session came out of it: do not leave a half-signed-in identity behind.
      await identity.signOut().catch(() => undefined);
    }
  };

  const signInWithEmail = async (email: string, password: string) => {
    let who: IdentityUser;
    try {
      who = await identity.signInWithEmail(email, password);
    } catch (err) {
      if (isUserNotFound(err) || (isWrongPassword(err) && !(await isRegistered(email)))) {
        notifyKey('info', 'userNotFound');
        goToRegistry({ email, provider: 'password' });
      } else if (isWrongPassword(err)) {
        notifyKey('error', 'wrongPassword');
      } else {
        notify.error(identityErrorMessage(err), errorTitle);
      }
      return;
    }
    await enter(who);
  };

  const signInWithGoogle = async () => {
    let who: IdentityUser;
    try {
      who = await identity.signInWithGoogle();
    } catch (err) {
      // Closing the popup is a choice, not an error.
      if (!isPopupClosed(err)) notify.error(identityErrorMessage(err), errorTitle);
      return;
    }
    await enter(who);
  };

  return { signInWithEmail, signInWithGoogle };
}

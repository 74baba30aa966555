import type { Identity } from '../auth/verifier';
import type { StoredUser } from '../db/schema';
import type { Store } from '../db/store';
import { suppressionOf } from './suppressions';

/** Why a member gets no mail at all: their address is on the suppression list, or not verified. */
export type MailBlock = 'suppressed' | 'unverified';

/**
 * Whether a member's address may be mailed: the suppression list first (it holds whatever else is
 * true), then verification. An account whose verification is not known (registered before it was
 * kept) is mailed until a sign-in says otherwise.
 */
export function mailBlockOf(store: Store, user: Pick<StoredUser, 'email' | 'emailVerified'>): MailBlock | null {
  if (suppressionOf(store, user.email)) return 'suppressed';
  if (user.emailVerified === false) return 'unverified';
  return null;
}

/**
 * Keeps what the caller's token says of their address (`email_verified`) when it changed, and only for
 * the address the account has: a token for another address proves nothing about this one.
 */
export function syncEmailVerified(store: Store, user: StoredUser, identity: Identity): StoredUser {
  const same = identity.email?.trim().toLowerCase() === user.email.trim().toLowerCase();
  if (!same || user.emailVerified === identity.emailVerified) return user;
  store.transaction(() => store.users.update(user.userCode, { emailVerified: identity.emailVerified }));
  return { ...user, emailVerified: identity.emailVerified };
}

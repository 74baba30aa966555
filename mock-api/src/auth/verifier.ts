import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** Who a valid ID token says the caller is. */
export interface Identity {
  uid: string;
  email: string | null;
  /** The token's `email_verified`: whether the identity provider has the address confirmed. */
  emailVerified: boolean;
  provider: string | null;
}

/** Turns a bearer token into an identity, or throws when the token is not valid. */
export interface TokenVerifier {
  verify(idToken: string): Promise<Identity>;
  /**
   * Whether the account's address is verified, read from the identity provider now (a token says what
   * was true when it was issued, up to an hour ago); null when the provider cannot be asked.
   */
  isEmailVerified?(uid: string): Promise<boolean | null>;
  /** The identity provider's own link that verifies `email`, then opens `continueUrl`. */
  emailVerificationLink?(email: string, continueUrl: string): Promise<string>;
}

/**
 * firebase-admin 13 `verifyIdToken`. With FIREBASE_AUTH_EMULATOR_HOST set (the local default) it
 * accepts the emulator's unsigned tokens for this project id; without it, real Google-signed tokens.
 */
export function firebaseVerifier(projectId: string): TokenVerifier {
  const name = `lotengo-mock-api-${projectId}`;
  const app: App = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      const decoded = await auth.verifyIdToken(idToken);
      return {
        uid: decoded.uid,
        email: decoded.email ?? null,
        emailVerified: decoded.email_verified === true,
        provider: decoded.firebase?.sign_in_provider ?? null,
      };
    },
    // Both need the Admin SDK's credentials against a real project (the emulator asks for none).
    async isEmailVerified(uid) {
      try {
        return (await auth.getUser(uid)).emailVerified;
      } catch {
        return null;
      }
    },
    emailVerificationLink: (email, continueUrl) => auth.generateEmailVerificationLink(email, { url: continueUrl }),
  };
}

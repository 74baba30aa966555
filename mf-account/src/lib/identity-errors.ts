import { messages } from '@lotengo/shared/i18n';

const { common } = messages;

/**
 * Firebase error helpers for the login and registry screens.
 *
 * With email-enumeration protection on (the default for new projects, and what the emulator may do),
 * a sign-in with an unknown email answers auth/invalid-credential, the same as a wrong password. Then
 * isUserNotFound() is false and isWrongPassword() is true: the login screen must decide by calling
 * api.getUserByEmail(email) — null means "Usuario no registrado", a user means "Contraseña incorrecta".
 */
export function identityErrorCode(err: unknown): string | null {
  if (typeof err === 'object' && err !== null && 'code' in err && typeof (err as { code: unknown }).code === 'string') {
    return (err as { code: string }).code;
  }
  return null;
}

export function isUserNotFound(err: unknown): boolean {
  return identityErrorCode(err) === 'auth/user-not-found';
}

/** Wrong password, or the enumeration-safe answer that hides which of the two was wrong. */
export function isWrongPassword(err: unknown): boolean {
  const code = identityErrorCode(err);
  return (
    code === 'auth/wrong-password' || code === 'auth/invalid-credential' || code === 'auth/invalid-login-credentials'
  );
}

export function isEmailInUse(err: unknown): boolean {
  return identityErrorCode(err) === 'auth/email-already-in-use';
}

/** The user closed the Google popup: not an error worth a toast. */
export function isPopupClosed(err: unknown): boolean {
  const code = identityErrorCode(err);
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request';
}

/** docs/product/texts.md, "Other login errors: raw message". */
export function identityErrorMessage(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  if (typeof err === 'string' && err) return err;
  return identityErrorCode(err) ?? common.unexpectedError;
}

import { identityErrorMessage, isEmailInUse, isPopupClosed, isUserNotFound, isWrongPassword } from '../identity-errors';

const fbError = (code: string, message = `Firebase: Error (${code}).`) => Object.assign(new Error(message), { code });

describe('identity error helpers', () => {
  it('recognises an unknown user', () => {
    expect(isUserNotFound(fbError('auth/user-not-found'))).toBe(true);
    expect(isUserNotFound(fbError('auth/wrong-password'))).toBe(false);
  });

  it('treats the enumeration-safe invalid-credential as a wrong password', () => {
    expect(isWrongPassword(fbError('auth/wrong-password'))).toBe(true);
    expect(isWrongPassword(fbError('auth/invalid-credential'))).toBe(true);
    expect(isWrongPassword(fbError('auth/invalid-credential'))).toBe(true);
    expect(isUserNotFound(fbError('auth/invalid-credential'))).toBe(false);
    expect(isWrongPassword(fbError('auth/too-many-requests'))).toBe(false);
  });

  it('recognises a duplicate email and a closed popup', () => {
    expect(isEmailInUse(fbError('auth/email-already-in-use'))).toBe(true);
    expect(isPopupClosed(fbError('auth/popup-closed-by-user'))).toBe(true);
    expect(isPopupClosed(fbError('auth/internal-error'))).toBe(false);
  });

  it('gives the raw message for other errors (docs/product/texts.md)', () => {
    expect(identityErrorMessage(fbError('auth/too-many-requests', 'Firebase: Error (auth/too-many-requests).'))).toBe(
      'Firebase: Error (auth/too-many-requests).',
    );
    expect(identityErrorMessage('texto')).toBe('texto');
    expect(identityErrorMessage({ code: 'auth/x' })).toBe('auth/x');
    expect(identityErrorMessage(null)).toBe('Ocurrió un error inesperado');
  });

  it('never throws on odd values', () => {
    for (const v of [undefined, null, 42, {}, { code: 5 }]) {
      expect(isUserNotFound(v)).toBe(false);
      expect(isWrongPassword(v)).toBe(false);
    }
  });
});

/**
 * @lotengo/shared/identity — a federation singleton (shared/build/singletons.ts): the page's one Firebase
 * Auth (who is signed in, their ID token), started lazily. Firebase's error codes are read where a
 * screen needs them (mf-account/src/lib/identity-errors.ts).
 */
export {
  initIdentity,
  prepareIdentity,
  hasStoredIdentity,
  identity,
  toIdentityUser,
  resetIdentityForTests,
  type IdentityUser,
} from './identity';

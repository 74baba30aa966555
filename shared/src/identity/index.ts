export { initIdentity, prepareIdentity, hasStoredIdentity, identity, toIdentityUser, resetIdentityForTests, type IdentityUser } from './identity';
export {
  identityErrorCode,
  isUserNotFound,
  isWrongPassword,
  isEmailInUse,
  isPopupClosed,
  identityErrorMessage,
} from './errors';

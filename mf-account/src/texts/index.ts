/**
 * mf-account's own texts (login, registry, contact, profile and its matches): they travel with this
 * remote. Node-safe, so the journeys and the release tools read them too (`@lotengo/mf-account/texts`).
 */
export { accountTexts } from './account';
export { profileTexts } from './profile';
export { emailPreferencesTexts } from './email-preferences';

/**
 * mf-requests' own texts (docs/product/screens.md, docs/product/rules.md for the search, the cards, the request forms
 * and "¡Lo tengo!"): they travel with this remote. Node-safe, so the journeys and the release tools read them too
 * (`@lotengo/mf-requests/texts`).
 */
export { requestsTexts } from './requests';
export { requestFormTexts } from './request-form';

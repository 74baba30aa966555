/**
 * A request's public page: what the server renders (platform/src/public-pages, through the package's
 * `./public-request` export) and what the app renders over it (expose/request-public-page.tsx).
 * Node-safe: no browser globals at import.
 */
export { RequestPublicView, type RequestPublicViewProps } from './request-public-view';
export { PUBLIC_REQUEST_STYLE } from './public-request-style';
export {
  canonicalRequestPath,
  isLiveRequest,
  requestView,
  viewAsScriptJson,
  viewFromPage,
  type PublicRequestView,
} from './request-view';

// Stands in for axios/lib/adapters/fetch.js in the browser builds (webpack.ts). The product's one client
// uses the XHR adapter (shared/src/api/http-client.ts); axios' fetch adapter probed the browser at import
// (a Request with a ReadableStream body, a Response), main-thread work on every first load, for an adapter
// never used. Asking for `adapter: 'fetch'` now fails with axios' own "not available" error.
export const getFetch = () => false;
export default false;

// The calls of docs/product/api.md travel with each app (part of the contracts package); the HTTP client under them is
// the page's one (@lotengo/shared/http, a singleton).
export { api, type Api } from './endpoints';
export { parseResponse, parseRequest } from './parse';

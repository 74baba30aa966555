/**
 * @lotengo/shared/http — a federation singleton (shared/build/singletons.ts): the one axios instance of
 * the page, with the interceptors that add the ID token, retry an XSRF race and end an expired session,
 * and the ApiError class every failure becomes (one class per page, so `instanceof` holds in every app).
 * The calls themselves (`api`, @lotengo/shared/api) travel with each app.
 */
export {
  httpClient,
  responseHeader,
  API_TIMEOUT_MS,
  XSRF_RETRIES,
  isXsrfRace,
  xsrfRetryDelay,
  type CapabilityConfig,
} from './http-client';
export { ApiError, isApiError, apiErrorMessage, toApiError, type ApiErrorKind } from './api-error';

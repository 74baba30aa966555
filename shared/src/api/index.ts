export { api, type Api } from './endpoints';
export { httpClient, API_TIMEOUT_MS, XSRF_RETRIES, isXsrfRace, xsrfRetryDelay } from './http-client';
export { ApiError, isApiError, apiErrorMessage, toApiError, type ApiErrorKind } from './api-error';
export { parseResponse, parseRequest } from './parse';

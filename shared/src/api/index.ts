export { api, type Api } from './endpoints';
export { httpClient, API_TIMEOUT_MS } from './http-client';
export { ApiError, isApiError, apiErrorMessage, toApiError, type ApiErrorKind } from './api-error';
export { parseResponse, parseRequest } from './parse';

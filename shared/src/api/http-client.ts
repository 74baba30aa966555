import axios, { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../config';
import { identity } from '../identity';
import { messages } from '../i18n';
import { notify } from '../notify';
import { getSessionUser, useSession } from '../session';
import { toApiError } from './api-error';

export const API_TIMEOUT_MS = 15_000;

/** The one axios instance of the product (ARCHITECTURE §5). */
export const httpClient = axios.create({
  timeout: API_TIMEOUT_MS,
  withCredentials: true,
  // Send X-XSRF-TOKEN from the XSRF-TOKEN cookie to the API even though it is another origin (SPEC §7).
  withXSRFToken: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  headers: { Accept: 'application/json' },
});

async function prepareRequest(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  // Resolved per request: the config may load after this module is imported.
  if (!config.baseURL) config.baseURL = getRuntimeConfig().apiBaseUrl;
  let token: string | null = null;
  try {
    token = await identity.getIdToken();
  } catch {
    // Identity not available (e.g. not initialised in a standalone remote): the call goes anonymous.
  }
  if (token) {
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Authorization', `Bearer ${token}`);
    config.headers = headers;
  }
  return config;
}

/**
 * A 401 while a session exists means it expired (or its identity is gone): the session is cleared
 * here, in one place, and the route guards send the user on.
 */
function handleUnauthorized(err: unknown): void {
  if (!axios.isAxiosError(err) || err.response?.status !== 401 || !getSessionUser()) return;
  useSession.getState().clear();
  identity.signOut().catch(() => undefined);
  notify.warning(messages.common.sessionExpired);
}

httpClient.interceptors.request.use(prepareRequest);
httpClient.interceptors.response.use(undefined, (err: unknown) => {
  handleUnauthorized(err);
  return Promise.reject(toApiError(err));
});

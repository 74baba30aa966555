import axios, { AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
// The other singletons by their names: the page's one config, identity, toasts and session.
import { getRuntimeConfig, whenCapabilities } from '@lotengo/shared/config';
import { identity } from '@lotengo/shared/identity';
import { notify } from '@lotengo/shared/notify';
import { getSessionUser, useSession } from '@lotengo/shared/session';
import { common } from '@lotengo/shared/i18n';
import type { Capability } from '../contracts/capability-names';
import { ApiError, toApiError } from './api-error';

export const API_TIMEOUT_MS = 15_000;

/** The one axios instance of the product (docs/architecture.md §5): its interceptors hold the page's retries and
 * session handling. */
export const httpClient = axios.create({
  // XHR in every browser; the build leaves axios' fetch adapter out (shared/build/axios-without-fetch.js).
  adapter: 'xhr',
  timeout: API_TIMEOUT_MS,
  withCredentials: true,
  // Send X-XSRF-TOKEN from the XSRF-TOKEN cookie to the API even though it is another origin (docs/product/api.md).
  withXSRFToken: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  headers: { Accept: 'application/json' },
});

/**
 * A call's config may name the capability it needs (the calls beyond the seed's set it, from
 * contracts/capabilities.ts: shared/src/api/capability-request.ts).
 */
export interface CapabilityConfig {
  capability?: Capability;
}

/**
 * The last guard: a call to something the backend does not have is never sent (the page should not have
 * offered it). It waits for the backend's answer if it is not in yet, then refuses with an ApiError of kind
 * `unsupported`, and says which in the console.
 */
async function requireCapability(config: InternalAxiosRequestConfig & CapabilityConfig): Promise<void> {
  const needed = config.capability;
  if (!needed || (await whenCapabilities()).has(needed)) return;
  console.error(`[lotengo] La API no tiene «${needed}»: ${config.method?.toUpperCase()} ${config.url} no se envió.`);
  throw new ApiError(0, common.unavailableFeature, undefined, 'unsupported');
}

async function prepareRequest(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  await requireCapability(config);
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
  notify.warning(common.sessionExpired);
}

/** How many times a request refused for its XSRF token is sent again (see retryAfterXsrfRace). */
export const XSRF_RETRIES = 2;
/** The wait before the XSRF retry number `attempt` (0-based): the cookie settles within ~100 ms. */
export const xsrfRetryDelay = (attempt: number) => 100 * (attempt + 1);

/** The API's refusal of a request whose XSRF token lost the race: 403 naming the field X-XSRF-TOKEN. */
export function isXsrfRace(status: number | undefined, field: unknown): boolean {
  return status === 403 && typeof field === 'string' && field.toUpperCase() === 'X-XSRF-TOKEN';
}

type RetriableConfig = InternalAxiosRequestConfig & { lotengoXsrfRetry?: number };

/**
 * An API that hands out a new XSRF-TOKEN cookie on each cookie-less response can replace the token a
 * write has just echoed while parallel GETs are still answering: it refuses that write with 403 and field
 * X-XSRF-TOKEN. A moment later the cookie is settled, so such a refusal is retried here, for every caller,
 * up to XSRF_RETRIES times (the adapter reads the cookie again on each try). The mock API now gives one
 * browser the same token on all its first answers (mock-api/src/http/xsrf.ts); this stays as the net.
 */
async function retryAfterXsrfRace(err: unknown): Promise<unknown> {
  if (!axios.isAxiosError(err) || !err.response || !err.config) return undefined;
  if (!isXsrfRace(err.response.status, (err.response.data as { field?: unknown } | null)?.field)) return undefined;
  const config = err.config as RetriableConfig;
  const attempt = config.lotengoXsrfRetry ?? 0;
  if (attempt >= XSRF_RETRIES) return undefined;
  config.lotengoXsrfRetry = attempt + 1;
  await new Promise((resolve) => setTimeout(resolve, xsrfRetryDelay(attempt)));
  return { retried: await httpClient.request(config) };
}

httpClient.interceptors.request.use(prepareRequest);
httpClient.interceptors.response.use(undefined, async (err: unknown) => {
  const retry = (await retryAfterXsrfRace(err)) as { retried: unknown } | undefined;
  if (retry) return retry.retried;
  handleUnauthorized(err);
  return Promise.reject(toApiError(err));
});

/**
 * A header of an answer, by its name in any case (X-Total-Count): the calls live in each app's bundle and
 * read headers through this, so no app but the shell carries axios.
 */
export function responseHeader(res: AxiosResponse, name: string): unknown {
  return AxiosHeaders.from(res.headers as AxiosHeaders).get(name);
}

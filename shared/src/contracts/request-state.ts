import * as z from 'zod/mini';

/**
 * Where a request stands (our addition; the `status` of docs/product/entities.md stays 1). Only an active request is in
 * the search, in matches and open to offers. Paused and closed are the seeker's choice; expired is the server's, after
 * `limit_days_request` days without activity.
 */
export const REQUEST_STATES = ['active', 'paused', 'closed', 'expired'] as const;
export const requestStateSchema = z.enum(REQUEST_STATES);
export type RequestState = z.infer<typeof requestStateSchema>;

/** The config parameter that sets how many days a request lives without "Sigo buscando". */
export const LIMIT_DAYS_REQUEST_KEY = 'limit_days_request';
export const DEFAULT_LIMIT_DAYS_REQUEST = 60;
/** The seeker is reminded this many days before the request expires. */
export const EXPIRY_REMINDER_DAYS = 7;

/** The actions of the request's author on it (one route each, see apiPaths). */
export const REQUEST_ACTIONS = ['pause', 'close', 'reopen', 'renew'] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

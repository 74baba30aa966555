import {
  DAY_MS,
  DEFAULT_LIMIT_DAYS_REQUEST,
  EXPIRY_REMINDER_DAYS,
  LIMIT_DAYS_REQUEST_KEY,
  type RequestState,
} from '@lotengo/shared/contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database';
import type { StoredHouseRequest } from '../db/schema';

/**
 * Searched, matched and open to offers: status 1 (docs/product/entities.md) and the author has not paused, closed or
 * let it expire. In a typed query's where(); literals, so SQLite sees the live requests' partial indexes' own terms.
 */
export const liveRequest = (eb: ExpressionBuilder<Database, 'houseRequests'>) =>
  eb.and([eb('houseRequests.status', '=', sql.lit(1)), eb('houseRequests.state', '=', sql.lit('active'))]);

/** The same rule as liveRequest, for a record in hand. */
export function isRequestLive(r: Pick<StoredHouseRequest, 'status' | 'state'>): boolean {
  return r.status === 1 && r.state === 'active';
}

/** `limit_days_request` from the config parameters; a missing or unusable value means the default. */
export function limitDays(store: { config(typeField: string): string | undefined }): number {
  const raw = store.config(LIMIT_DAYS_REQUEST_KEY);
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_LIMIT_DAYS_REQUEST;
}

export function expiresAtMs(r: Pick<StoredHouseRequest, 'lastActiveAt'>, days: number): number {
  return Date.parse(r.lastActiveAt) + days * DAY_MS;
}

export const expiresAt = (r: Pick<StoredHouseRequest, 'lastActiveAt'>, days: number): string =>
  new Date(expiresAtMs(r, days)).toISOString();

/** Whole days left before an active request expires (0 on its last day). */
export const daysLeft = (r: Pick<StoredHouseRequest, 'lastActiveAt'>, days: number, now: number): number =>
  Math.max(0, Math.ceil((expiresAtMs(r, days) - now) / DAY_MS) - 1);

/** What the expiry sweep does with an active request at `now`. */
export function expiryStep(r: StoredHouseRequest, days: number, now: number): 'expire' | 'remind' | null {
  if (r.state !== 'active') return null;
  const end = expiresAtMs(r, days);
  if (now >= end) return 'expire';
  if (now >= end - EXPIRY_REMINDER_DAYS * DAY_MS) return 'remind';
  return null;
}

/** The author's actions: from which states each is allowed (anything else is a 409). */
export const ALLOWED_FROM: Record<'pause' | 'close' | 'reopen' | 'renew', readonly RequestState[]> = {
  pause: ['active'],
  close: ['active', 'paused', 'expired'],
  reopen: ['paused', 'closed', 'expired'],
  renew: ['active', 'expired'],
};

import type { SuppressionReason } from '@lotengo/shared/contracts/alerts';
import type { StoredSuppression } from '../db/schema';
import type { Store } from '../db/store';
import {
  cancelPendingTo,
  deleteSuppression,
  skipWaitingOfAddress,
  suppressionsInOrder,
  upsertSuppression,
} from './mail-queries';

/** The address as the list keys it: trimmed (the column compares without case). */
const key = (address: string) => address.trim();

/** The address's row on the suppression list, if any (any case). */
export const suppressionOf = (store: Store, address: string): StoredSuppression | undefined =>
  store.mailSuppressions.get(key(address));

export const listSuppressions = (store: Store): StoredSuppression[] =>
  store.mailSuppressions.select(suppressionsInOrder());

/**
 * Nobody mails `address` from now on: its row (a newer reason replaces an older one, so a complaint
 * after a bounce reads as a complaint), and in the same transaction the mails still pending to it are
 * cancelled and its owners' events waiting for a summary skipped. Answers how many mails were cancelled.
 */
export function suppressAddress(
  store: Store,
  entry: { address: string; reason: SuppressionReason; source: StoredSuppression['source']; detail?: string },
  now = new Date().toISOString(),
): number {
  const address = key(entry.address);
  const detail = entry.detail?.slice(0, 500) || null;
  return store.transaction(() => {
    store.write(upsertSuppression(address, entry.reason, entry.source, detail, now));
    store.write(skipWaitingOfAddress(address));
    return store.write(cancelPendingTo(address));
  });
}

/** Takes `address` off the list; answers whether it was on it. */
export const unsuppressAddress = (store: Store, address: string): boolean =>
  store.transaction(() => store.write(deleteSuppression(key(address))) > 0);

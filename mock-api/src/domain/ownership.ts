import type { Store } from '../db/store';

/**
 * The ids of every property `userCode` owns, open or closed: an owner keeps seeing what was sent from
 * them or booked on them after closing one.
 */
export function ownedPropertyIds(store: Store, userCode: number): Set<number> {
  return new Set(store.properties.where('userCode = ?', userCode).map((p) => p.propertyId));
}

import type { DbState } from '../db/schema';

/**
 * The ids of every property `userCode` owns, open or closed: an owner keeps seeing what was sent from
 * them or booked on them after closing one.
 */
export function ownedPropertyIds(state: DbState, userCode: number): Set<number> {
  return new Set(state.properties.filter((p) => p.userCode === userCode).map((p) => p.propertyId));
}

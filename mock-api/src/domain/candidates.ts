import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import type { Store } from '../db/store';
import { LIVE_REQUEST_SQL } from './request-lifecycle';

type Keyed = { tprocessId: number; tpropertyId: number; ubigeoId: number };

/** Operation, type and district equal to the three parameters, through the match-key indexes. */
export const SAME_KEY_SQL = 'ubigeoId = ? AND tprocessId = ? AND tpropertyId = ?';
const keyOf = (k: Keyed) => [k.ubigeoId, k.tprocessId, k.tpropertyId] as const;

/** One query per distinct operation/type/district key of `mine` (through the match-key index), merged by id. */
function sharingKey<T>(mine: readonly Keyed[], query: (k: Keyed) => T[], idOf: (x: T) => number): T[] {
  const keys = new Map<string, Keyed>();
  for (const k of mine) keys.set(`${k.ubigeoId}|${k.tprocessId}|${k.tpropertyId}`, k);
  const found = [...keys.values()].flatMap(query);
  return keys.size > 1 ? found.sort((a, b) => idOf(a) - idOf(b)) : found;
}

/**
 * The records a match can pair with `mine`: those sharing a key with one of them (matching.ts compares
 * only these), oldest first as matching.ts walks them. Published properties only.
 */
export const propertiesSharingKey = (store: Store, mine: readonly Keyed[]): StoredProperty[] =>
  sharingKey(
    mine,
    (k) => store.properties.where(`${SAME_KEY_SQL} AND status = 1 ORDER BY propertyId`, ...keyOf(k)),
    (p) => p.propertyId,
  );

/** Active requests sharing a key with one of `mine`, oldest first. */
export const requestsSharingKey = (store: Store, mine: readonly Keyed[]): StoredHouseRequest[] =>
  sharingKey(
    mine,
    (k) => store.houseRequests.where(`${SAME_KEY_SQL} AND ${LIVE_REQUEST_SQL} ORDER BY houseRequestId`, ...keyOf(k)),
    (r) => r.houseRequestId,
  );

import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import type { Store } from '../db/store';
import { prepare, qb } from '../db/typed-query';
import { liveRequest } from './request-lifecycle';

type Keyed = { tprocessId: number; tpropertyId: number; ubigeoId: number };

/** Published properties of one operation/type/district, oldest first (through the match-key index). */
export const propertiesWithKey = prepare((ubigeoId: number, tprocessId: number, tpropertyId: number) =>
  qb
    .selectFrom('properties')
    .selectAll()
    .where('ubigeoId', '=', ubigeoId)
    .where('tprocessId', '=', tprocessId as StoredProperty['tprocessId'])
    .where('tpropertyId', '=', tpropertyId)
    .where('status', '=', 1)
    .orderBy('propertyId'),
);

/** Live requests of one operation/type/district, oldest first (through the match-key index). */
export const requestsWithKey = prepare((ubigeoId: number, tprocessId: number, tpropertyId: number) =>
  qb
    .selectFrom('houseRequests')
    .selectAll()
    .where('ubigeoId', '=', ubigeoId)
    .where('tprocessId', '=', tprocessId as StoredHouseRequest['tprocessId'])
    .where('tpropertyId', '=', tpropertyId)
    .where(liveRequest)
    .orderBy('houseRequestId'),
);

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
    (k) => store.properties.select(propertiesWithKey(k.ubigeoId, k.tprocessId, k.tpropertyId)),
    (p) => p.propertyId,
  );

/** Active requests sharing a key with one of `mine`, oldest first. */
export const requestsSharingKey = (store: Store, mine: readonly Keyed[]): StoredHouseRequest[] =>
  sharingKey(
    mine,
    (k) => store.houseRequests.select(requestsWithKey(k.ubigeoId, k.tprocessId, k.tpropertyId)),
    (r) => r.houseRequestId,
  );

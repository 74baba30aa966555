import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import type { Store } from '../db/store';
import { prepare, qb } from '../db/typed-query';
import { NEAR_PRICE_TOLERANCE } from './matching';
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

/** A near match may cost this much over the budget (matching.ts), as the queries below are given it. */
const NEAR_FACTOR = 1 + NEAR_PRICE_TOLERANCE;

/**
 * Someone else's published properties that may match one request: its operation, type and district (the
 * match-key index) and a price inside its budget or up to 10 % over (classifyMatch's first rules, so
 * matching.ts compares only these), oldest first.
 */
const propertiesInBudget = prepare(
  (ubigeoId: number, tprocessId: number, tpropertyId: number, seeker: number, from: number, to: number) =>
    qb
      .selectFrom('properties')
      .selectAll()
      .where('ubigeoId', '=', ubigeoId)
      .where('tprocessId', '=', tprocessId as StoredProperty['tprocessId'])
      .where('tpropertyId', '=', tpropertyId)
      .where('status', '=', 1)
      .where('userCode', '!=', seeker)
      .where('price', '>=', from)
      .where('price', '<=', to)
      .orderBy('propertyId'),
);

export const propertiesForRequest = (store: Store, r: StoredHouseRequest): StoredProperty[] =>
  store.properties.select(
    propertiesInBudget(r.ubigeoId, r.tprocessId, r.tpropertyId, r.userCode, r.costInit, r.costEnd * NEAR_FACTOR),
  );

/** Someone else's live requests one property may match: its key, and a budget it fits or misses by 10 % at most. */
const requestsAffording = prepare(
  (ubigeoId: number, tprocessId: number, tpropertyId: number, owner: number, price: number, near: number) =>
    qb
      .selectFrom('houseRequests')
      .selectAll()
      .where('ubigeoId', '=', ubigeoId)
      .where('tprocessId', '=', tprocessId as StoredHouseRequest['tprocessId'])
      .where('tpropertyId', '=', tpropertyId)
      .where(liveRequest)
      .where('userCode', '!=', owner)
      .where('costInit', '<=', price)
      .where((eb) => eb(eb('costEnd', '*', near), '>=', price))
      .orderBy('houseRequestId'),
);

export const requestsForProperty = (store: Store, p: StoredProperty): StoredHouseRequest[] =>
  store.houseRequests.select(
    requestsAffording(p.ubigeoId, p.tprocessId, p.tpropertyId, p.userCode, p.price, NEAR_FACTOR),
  );

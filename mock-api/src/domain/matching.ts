import type { MatchMiss, MatchReason } from '@lotengo/shared/contracts';
import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import { isRequestLive } from './request-lifecycle';

/** A near match may cost up to this much over the budget's maximum (10 %). */
export const NEAR_PRICE_TOLERANCE = 0.1;

/** How a property answers a request: an exact match, a near one, each with why. */
export interface MatchVerdict {
  near: boolean;
  /** What fits ("distrito, precio, 2 dormitorios"): district and price always, counts/area when both sides give them.
   */
  reasons: MatchReason[];
  /** What misses by a little (near matches only): price over the budget (%) or one bedroom fewer. */
  misses: MatchMiss[];
}

/** Property area (m²) when given: the field is an addition (team plan), absent on older records. */
const areaOf = (p: StoredProperty): number => (p as Partial<{ coveredArea: number }>).coveredArea ?? 0;

/**
 * Both given means both > 0: a request's 0 (or a property without the figure) says nothing and never
 * blocks a match.
 */
const given = (a: number | undefined, b: number | undefined) => Boolean(a && a > 0 && b && b > 0);

/** Operation, type and district: what every match (exact or near) shares. Also the index key. */
export function matchKey(x: { tprocessId: number; tpropertyId: number; ubigeoId: number }): number {
  // ubigeo ≤ 999999, process 2|3, type < 100: one number, no string building in the hot loop.
  return x.ubigeoId * 10_000 + x.tprocessId * 100 + x.tpropertyId;
}

export const NO_MATCH = 0;
export const EXACT = 1;
export const NEAR = 2;
export type MatchClass = typeof NO_MATCH | typeof EXACT | typeof NEAR;

/**
 * Whether property `p` answers request `r` (both directions of "matches"), without allocating: the hot
 * loop calls it for every candidate, the reasons are only written for what is shown (explainMatch).
 * Required: different people, both active (a closed property, status 2, or a paused, closed or expired
 * request never matches), same operation
 * (rent↔rent; sale↔buy share the id 3), same property type, same district. Then the price inside the
 * budget and, where both sides give them, at least the bedrooms, bathrooms, parking and covered area
 * asked for. A near match misses exactly one of two things by a little: price up to 10 % over the
 * budget, or one bedroom fewer. Anything else: no match.
 */
export function classifyMatch(p: StoredProperty, r: StoredHouseRequest): MatchClass {
  if (p.userCode === r.userCode || p.status !== 1 || !isRequestLive(r)) return NO_MATCH;
  if (p.ubigeoId !== r.ubigeoId || p.tprocessId !== r.tprocessId || p.tpropertyId !== r.tpropertyId) return NO_MATCH;
  if (p.price < r.costInit) return NO_MATCH;
  if (given(p.numberBathrooms, r.numberBathrooms) && p.numberBathrooms < r.numberBathrooms) return NO_MATCH;
  if (given(p.numberParkinglot, r.numberParkinglot) && p.numberParkinglot < r.numberParkinglot) return NO_MATCH;
  const area = areaOf(p);
  if (given(area, r.coveredArea) && area < r.coveredArea) return NO_MATCH;
  let misses = 0;
  if (p.price > r.costEnd) {
    if (p.price > r.costEnd * (1 + NEAR_PRICE_TOLERANCE)) return NO_MATCH;
    misses++;
  }
  if (given(p.numberBedrooms, r.numberBedrooms) && p.numberBedrooms < r.numberBedrooms) {
    if (p.numberBedrooms < r.numberBedrooms - 1) return NO_MATCH;
    misses++;
  }
  // "By a little" means one thing: too dear and too small together is not near.
  if (misses > 1) return NO_MATCH;
  return misses === 0 ? EXACT : NEAR;
}

/** Why a property that matches (classifyMatch ≠ NO_MATCH) fits, and what a near one misses. */
export function explainMatch(p: StoredProperty, r: StoredHouseRequest): MatchVerdict {
  const misses: MatchMiss[] = [];
  const overBudget = p.price > r.costEnd;
  if (overBudget)
    misses.push({
      kind: 'price',
      value: Math.max(1, Math.ceil(((p.price - r.costEnd) / Math.max(r.costEnd, 1)) * 100)),
    });
  const bedrooms = given(p.numberBedrooms, r.numberBedrooms);
  const fewerBedrooms = bedrooms && p.numberBedrooms < r.numberBedrooms;
  if (fewerBedrooms) misses.push({ kind: 'bedrooms', value: p.numberBedrooms });
  const reasons: MatchReason[] = [{ kind: 'district' }];
  if (!overBudget) reasons.push({ kind: 'price' });
  if (bedrooms && !fewerBedrooms) reasons.push({ kind: 'bedrooms', value: p.numberBedrooms });
  if (given(p.numberBathrooms, r.numberBathrooms)) reasons.push({ kind: 'bathrooms', value: p.numberBathrooms });
  if (given(p.numberParkinglot, r.numberParkinglot)) reasons.push({ kind: 'parking', value: p.numberParkinglot });
  if (given(areaOf(p), r.coveredArea)) reasons.push({ kind: 'area', value: areaOf(p) });
  return { near: misses.length > 0, reasons, misses };
}

/** Both in one call (tests, single checks). */
export function compareMatch(p: StoredProperty, r: StoredHouseRequest): MatchVerdict | null {
  return classifyMatch(p, r) === NO_MATCH ? null : explainMatch(p, r);
}

/** Exact matches only (the phone rule and "¡Lo tengo!" style checks). */
export function propertyFitsRequest(p: StoredProperty, r: StoredHouseRequest): boolean {
  return classifyMatch(p, r) === EXACT;
}

export interface Pairing<A, B> {
  /** One of the caller's own records. */
  mine: A;
  /** Someone else's records it meets exactly, newest first. */
  exact: B[];
  /** Someone else's records it nearly meets, newest first. */
  near: B[];
}

type Keyed = { tprocessId: number; tpropertyId: number; ubigeoId: number };

/**
 * Pairs each of `mine` with the `others` that meet it. One pass over `others`: only those whose
 * operation/type/district key one of mine has are compared, so 10,000 requests × 2,000 properties
 * never becomes a cross product. `others` is walked newest first (highest id, the last stored), so
 * each list is too.
 */
function pair<A extends Keyed, B extends Keyed>(
  mine: readonly A[],
  others: readonly B[],
  classify: (a: A, b: B) => MatchClass,
): Pairing<A, B>[] {
  const byKey = new Map<number, Pairing<A, B>[]>();
  const pairings = mine.map((a): Pairing<A, B> => ({ mine: a, exact: [], near: [] }));
  for (const p of pairings) {
    const k = matchKey(p.mine);
    const list = byKey.get(k);
    if (list) list.push(p);
    else byKey.set(k, [p]);
  }
  if (byKey.size === 0) return pairings;
  for (let i = others.length - 1; i >= 0; i--) {
    const b = others[i]!;
    const candidates = byKey.get(matchKey(b));
    if (!candidates) continue;
    for (const p of candidates) {
      const c = classify(p.mine, b);
      if (c === EXACT) p.exact.push(b);
      else if (c === NEAR) p.near.push(b);
    }
  }
  return pairings;
}

/** Other people's properties for each of the user's active requests (GET /property/match-property). */
export function propertiesForRequests(
  myRequests: readonly StoredHouseRequest[],
  properties: readonly StoredProperty[],
) {
  return pair(myRequests.filter(isRequestLive), properties, (r, p) => classifyMatch(p, r));
}

/** Other people's requests for each of the user's active properties (GET /house-request/match-house-request). */
export function requestsForProperties(
  myProperties: readonly StoredProperty[],
  requests: readonly StoredHouseRequest[],
) {
  return pair(
    myProperties.filter((p) => p.status === 1),
    requests,
    (p, r) => classifyMatch(p, r),
  );
}

import { INBOX_ACCEPTED } from '@lotengo/shared/contracts';
import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import type { Store } from '../db/store';
import { matchKey, propertyFitsRequest } from './matching';
import { prepare, qb } from '../db/typed-query';
import { liveRequestsOf, publishedPropertiesOf } from './ownership';

/** Requests where the seeker liked an offer of one of `ownerCode`'s properties. */
const likedOffersOf = prepare((ownerCode: number) =>
  qb
    .selectFrom('inbox')
    .select('houseRequestId')
    .where('isAccepted', '=', INBOX_ACCEPTED)
    .where('propertyId', 'in', qb.selectFrom('properties').select('propertyId').where('userCode', '=', ownerCode)),
);
/** Properties sent to one of `userCode`'s requests (whatever they decided about them). */
const receivedBy = prepare((userCode: number) =>
  qb.selectFrom('inbox').select('propertyId').where('userCode', '=', userCode),
);

/**
 * Who may see whose phone number (docs/product/README.md: requests are confidential). The one place this is decided.
 *
 * - A seeker's number goes to an owner one of whose active properties fits that request exactly, or
 *   whose offer to it the seeker liked.
 * - An owner's number goes to a seeker one of whose active requests the property fits exactly, or who
 *   received that property as an offer.
 * - Nobody else: visitors, unrelated users, and the people themselves (they know their own number).
 *
 * Views only ask in contact answers (matches, inbox, one property's detail); searches, the popular list,
 * request reads by id and property lists never ask, so they never carry a number whoever calls.
 */
export interface ContactVisibility {
  /** The seeker's phone of `r` for the caller, or undefined. */
  requestPhone(r: StoredHouseRequest): string | undefined;
  /** The owner's phone of `p` for the caller, or undefined. */
  propertyPhone(p: StoredProperty): string | undefined;
}

export const NO_CONTACT: ContactVisibility = { requestPhone: () => undefined, propertyPhone: () => undefined };

/** Lazily computed per answer: most answers never ask, the ones that do ask many times. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let done = false;
  return () => {
    if (!done) {
      value = make();
      done = true;
    }
    return value as T;
  };
}

function byKey<T extends { tprocessId: number; tpropertyId: number; ubigeoId: number }>(list: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const x of list) {
    const k = matchKey(x);
    const bucket = map.get(k);
    if (bucket) bucket.push(x);
    else map.set(k, [x]);
  }
  return map;
}

export function contactVisibility(store: Store, viewerCode: number | null): ContactVisibility {
  if (viewerCode === null) return NO_CONTACT;
  // An answer names the same few people many times (an inbox of hundreds of offers from a dozen owners).
  const phones = new Map<number, string | undefined>();
  const phoneOf = (userCode: number) => {
    if (!phones.has(userCode)) phones.set(userCode, store.users.get(userCode)?.phoneNumber || undefined);
    return phones.get(userCode);
  };
  // Grouped by operation/type/district: a match answer asks once per item, and a user may have hundreds.
  const myProperties = lazy(() => byKey(store.properties.select(publishedPropertiesOf(viewerCode))));
  const myRequests = lazy(() => byKey(store.houseRequests.select(liveRequestsOf(viewerCode))));
  const likedMyOffer = lazy(() => new Set(store.read(likedOffersOf(viewerCode)).map((e) => e.houseRequestId)));
  const receivedByMe = lazy(() => new Set(store.read(receivedBy(viewerCode)).map((e) => e.propertyId)));

  return {
    requestPhone(r) {
      if (r.userCode === viewerCode) return undefined;
      const allowed =
        likedMyOffer().has(r.houseRequestId) ||
        (myProperties().get(matchKey(r)) ?? []).some((p) => propertyFitsRequest(p, r));
      return allowed ? phoneOf(r.userCode) : undefined;
    },
    propertyPhone(p) {
      if (p.userCode === viewerCode) return undefined;
      const allowed =
        receivedByMe().has(p.propertyId) ||
        (myRequests().get(matchKey(p)) ?? []).some((r) => propertyFitsRequest(p, r));
      return allowed ? phoneOf(p.userCode) : undefined;
    },
  };
}

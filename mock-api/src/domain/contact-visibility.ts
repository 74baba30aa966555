import { INBOX_ACCEPTED } from '@lotengo/shared/contracts';
import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import type { Store } from '../db/store';
import { matchKey, propertyFitsRequest } from './matching';
import { LIVE_REQUEST_SQL } from './request-lifecycle';

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
  /** The first column of a query's rows, as a set of ids. */
  const ids = (sql: string, ...params: number[]) => {
    const rows = store.sql
      .of(sql)
      .raw()
      .all(...params) as number[][];
    return new Set(rows.map(([id]) => id!));
  };
  // Grouped by operation/type/district: a match answer asks once per item, and a user may have hundreds.
  const myProperties = lazy(() => byKey(store.properties.where('userCode = ? AND status = 1', viewerCode)));
  const myRequests = lazy(() => byKey(store.houseRequests.where(`userCode = ? AND ${LIVE_REQUEST_SQL}`, viewerCode)));
  // Requests where the seeker liked an offer of one of my properties.
  const likedMyOffer = lazy(() =>
    ids(
      `SELECT houseRequestId FROM inbox
       WHERE isAccepted = ? AND propertyId IN (SELECT propertyId FROM properties WHERE userCode = ?)`,
      INBOX_ACCEPTED,
      viewerCode,
    ),
  );
  // Properties sent to one of my requests (whatever I decided about them).
  const receivedByMe = lazy(() => ids('SELECT propertyId FROM inbox WHERE userCode = ?', viewerCode));

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

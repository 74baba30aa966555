import type { Store } from '../db/store';
import { prepare, qb } from '../db/typed-query';
import { liveRequest } from './request-lifecycle';

const idsOfOwner = prepare((userCode: number) =>
  qb.selectFrom('properties').select('propertyId').where('userCode', '=', userCode),
);

/** A member's published properties, oldest first (matches and the contact rule read these). */
export const publishedPropertiesOf = prepare((userCode: number) =>
  qb
    .selectFrom('properties')
    .selectAll()
    .where('userCode', '=', userCode)
    .where('status', '=', 1)
    .orderBy('propertyId'),
);

/** A member's live requests, oldest first. */
export const liveRequestsOf = prepare((userCode: number) =>
  qb
    .selectFrom('houseRequests')
    .selectAll()
    .where('userCode', '=', userCode)
    .where(liveRequest)
    .orderBy('houseRequestId'),
);

/**
 * The ids of every property `userCode` owns, open or closed: an owner keeps seeing what was sent from
 * them or booked on them after closing one.
 */
export function ownedPropertyIds(store: Store, userCode: number): Set<number> {
  return new Set(store.read(idsOfOwner(userCode)).map((p) => p.propertyId));
}

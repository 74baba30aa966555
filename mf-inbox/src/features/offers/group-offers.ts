import { INBOX_ACCEPTED, INBOX_PENDING, INBOX_REJECTED, type HouseRequest, type InboxEntry } from '@lotengo/shared';

export type OfferFilter = 'all' | 'pending' | 'liked' | 'rejected';
export const OFFER_FILTERS: readonly OfferFilter[] = ['all', 'pending', 'liked', 'rejected'];

/** Which filter an offer falls under. A withdrawn offer is none of pending/liked/rejected: only "all". */
export function offerState(e: InboxEntry): Exclude<OfferFilter, 'all'> | 'withdrawn' {
  if (e.isWithdrawn === 1 && e.isAccepted === INBOX_PENDING) return 'withdrawn';
  if (e.isAccepted === INBOX_ACCEPTED) return 'liked';
  if (e.isAccepted === INBOX_REJECTED) return 'rejected';
  return 'pending';
}

export const matchesFilter = (e: InboxEntry, filter: OfferFilter) => filter === 'all' || offerState(e) === filter;

export function countByFilter(entries: readonly InboxEntry[]): Record<OfferFilter, number> {
  const counts: Record<OfferFilter, number> = { all: entries.length, pending: 0, liked: 0, rejected: 0 };
  for (const e of entries) {
    const s = offerState(e);
    if (s !== 'withdrawn') counts[s] += 1;
  }
  return counts;
}

export interface OfferGroup {
  houseRequestId: number;
  /** The request the offers answer; undefined when it could not be read (the group still shows). */
  request?: HouseRequest;
  offers: InboxEntry[];
}

const time = (e: InboxEntry) => Date.parse(e.dateInbox) || 0;
const newestFirst = (a: InboxEntry, b: InboxEntry) => time(b) - time(a) || b.idInboxProperty - a.idInboxProperty;

/** Offers grouped under the request they answer; groups and offers newest first. */
export function groupOffers(
  entries: readonly InboxEntry[],
  requests: readonly HouseRequest[],
  filter: OfferFilter,
): OfferGroup[] {
  const byRequest = new Map<number, InboxEntry[]>();
  for (const e of [...entries].sort(newestFirst)) {
    if (!matchesFilter(e, filter)) continue;
    const list = byRequest.get(e.houseRequestId) ?? [];
    list.push(e);
    byRequest.set(e.houseRequestId, list);
  }
  // Map keeps insertion order: the group with the newest offer comes first.
  return [...byRequest].map(([houseRequestId, offers]) => ({
    houseRequestId,
    request: requests.find((r) => r.houseRequestId === houseRequestId),
    offers,
  }));
}

import { INBOX_ACCEPTED, INBOX_REJECTED, type SentOffer } from '@lotengo/shared';

export type SentStatus = 'pending' | 'liked' | 'rejected' | 'withdrawn';

/** Where an offer I sent stands; withdrawn (I closed the property) wins over the seeker's answer. */
export function sentStatus(offer: Pick<SentOffer, 'isAccepted' | 'isWithdrawn'>): SentStatus {
  if (offer.isWithdrawn === 1) return 'withdrawn';
  if (offer.isAccepted === INBOX_ACCEPTED) return 'liked';
  if (offer.isAccepted === INBOX_REJECTED) return 'rejected';
  return 'pending';
}

/** A pending offer whose request left the search (paused, closed, expired): it will get no answer for now. */
export const requestClosedOn = (offer: Pick<SentOffer, 'isAccepted' | 'isWithdrawn' | 'requestState'>) =>
  sentStatus(offer) === 'pending' && offer.requestState !== 'active';

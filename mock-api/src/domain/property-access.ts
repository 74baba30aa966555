import type { PropertyAccess } from '@lotengo/shared/contracts';
import type { DbState, StoredProperty } from '../db/schema';
import { classifyMatch, NO_MATCH } from './matching';

/** What is read of a viewer: the offers they received and their requests (only theirs are needed). */
export type ViewerSide = Pick<DbState, 'inbox' | 'houseRequests'>;

/**
 * Who may read one property (its detail, its photos, its address): the one place this is decided.
 *
 * - `owner`: the user who published it, open or closed.
 * - `recipient`: someone it was sent to (an inbox entry in their name), whatever they decided, and still
 *   after the owner closed it and the offer was withdrawn: they hold the card in "Mis Ofertas" and may
 *   look at what they were offered; the detail then says it is closed and offers no action.
 * - `match`: someone with a live request it answers by the matching rule (exact or near, as "Mis Matchs"
 *   lists it). A closed property never matches, so a closed one is for the first two only.
 * - nobody else (null): 403, so counting ids lists nothing.
 *
 * Returns a reader for one viewer: a list asks once per property, so the viewer's side is read once.
 * `state` needs only the viewer's own offers received and requests (the routes read just those).
 */
export function propertyReader(state: ViewerSide, viewerCode: number): (p: StoredProperty) => PropertyAccess | null {
  const received = new Set(state.inbox.filter((e) => e.userCode === viewerCode).map((e) => e.propertyId));
  const myRequests = state.houseRequests.filter((r) => r.userCode === viewerCode);
  return (p) => {
    if (p.userCode === viewerCode) return 'owner';
    if (received.has(p.propertyId)) return 'recipient';
    if (myRequests.some((r) => classifyMatch(p, r) !== NO_MATCH)) return 'match';
    return null;
  };
}

export const propertyAccess = (state: ViewerSide, p: StoredProperty, viewerCode: number): PropertyAccess | null =>
  propertyReader(state, viewerCode)(p);

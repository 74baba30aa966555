import type { QueryClient } from '@tanstack/react-query';
import {
  INBOX_ACCEPTED,
  invalidateOffersAndVisits,
  notifyKey,
  type InboxEntry,
  type VisitPlanned,
  type VisitType,
} from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { patchOffer } from '../../lib/offers-cache';

export interface VisitChoice {
  typeVisit: VisitType;
  /** '' with visitHour '' when the owner set no hours (docs/product/rules.md). */
  visitDate: string;
  visitHour: string;
}

/**
 * docs/product/rules.md: saving creates the visit, then sets the entry to accepted (the server already accepts on
 * booking; the second call is a harmless no-op there and keeps the product's order against any backend).
 * The card and the visits update in place.
 */
export async function bookAndAccept(
  client: QueryClient,
  userCode: number,
  entry: InboxEntry,
  choice: VisitChoice,
): Promise<void> {
  await api.registerVisit({
    propertyId: entry.propertyId,
    userCode,
    idInboxProperty: entry.idInboxProperty,
    typeVisit: choice.typeVisit,
    visitDate: choice.visitDate,
    visitHour: choice.visitHour as VisitPlanned['visitHour'],
    status: 1,
  });
  await api.changeIsAccepted(entry.idInboxProperty, INBOX_ACCEPTED);
  patchOffer(client, userCode, entry.idInboxProperty, { isAccepted: INBOX_ACCEPTED, isRead: 1 });
  notifyKey('info', 'likeOrVisit');
  await invalidateOffersAndVisits(client);
}

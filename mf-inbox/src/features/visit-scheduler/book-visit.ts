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

/** A like without hours: a visit without date or hour (docs/product/rules.md). */
export const NO_DATE: VisitChoice = { typeVisit: 'Presencial', visitDate: '', visitHour: '' };

/** The card shows the offer accepted and the seeker is told so. */
export function showAccepted(client: QueryClient, userCode: number, entry: InboxEntry): void {
  patchOffer(client, userCode, entry.idInboxProperty, { isAccepted: INBOX_ACCEPTED, isRead: 1 });
  notifyKey('info', 'likeOrVisit');
}

/**
 * docs/product/rules.md: saving creates the visit, then sets the entry to accepted (the server already accepts on
 * booking; the second call is a harmless no-op there and keeps the product's order against any backend).
 */
export async function saveVisit(userCode: number, entry: InboxEntry, choice: VisitChoice): Promise<void> {
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
}

/** Saves, then the card and the visits update in place. */
export async function bookAndAccept(
  client: QueryClient,
  userCode: number,
  entry: InboxEntry,
  choice: VisitChoice,
): Promise<void> {
  await saveVisit(userCode, entry, choice);
  showAccepted(client, userCode, entry);
  await invalidateOffersAndVisits(client);
}

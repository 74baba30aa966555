import { queryOptions, type QueryClient } from '@tanstack/react-query';
// By its entry's name: the API's calls are shared by version (an app built from the same sources loads them once).
import { api } from '@lotengo/shared/api';
import type { VisitType } from '../contracts';
import { inboxQueries } from './inbox-queries';

/*
 * "Mis Ofertas": the offers of my inbox, their unread count (the header badge), my visits on
 * both sides and the hours a visit can be booked in. Offers share the inbox root of inboxQueries, so
 * invalidateInbox() refreshes them too; visits and hours share one root, so a booking or a cancel
 * refreshes every slot list at once.
 */
const inboxRoot = inboxQueries.all();
const visitsRoot = ['visits'] as const;

export const offerQueries = {
  all: () => inboxRoot,
  /** GET /inboxProperty/getBuzon/{userCode}: my offers, newest first. */
  list: (userCode: number) =>
    queryOptions({ queryKey: [...inboxRoot, 'offers', userCode], queryFn: () => api.getInbox(userCode), staleTime: 0 }),
  /** My requests, to head each group of offers (title, operation, district, link). */
  requests: (userCode: number) =>
    queryOptions({ queryKey: [...inboxRoot, 'requests', userCode], queryFn: () => api.getMyHouseRequests(userCode) }),
  /** The owner's side: the offers I sent, each with its request's state ("Solicitud cerrada"). */
  sent: (userCode: number) =>
    queryOptions({
      queryKey: [...inboxRoot, 'sent', userCode],
      queryFn: () => api.getSentOffers(userCode),
      staleTime: 0,
    }),
  /** The header badge: checked on every page, refreshed each minute while the tab is open. */
  unread: (userCode: number) =>
    queryOptions({
      queryKey: [...inboxRoot, 'unread', userCode],
      queryFn: () => api.getInboxUnreadCount(userCode),
      staleTime: 30_000,
      refetchInterval: 60_000,
    }),
};

export const visitQueries = {
  all: () => visitsRoot,
  /** The seeker's visits (shown on their offers). */
  mine: (userCode: number) =>
    queryOptions({
      queryKey: [...visitsRoot, 'mine', userCode],
      queryFn: () => api.getMyVisits(userCode),
      staleTime: 0,
    }),
  /** Visits booked on my properties. */
  owner: (userCode: number) =>
    queryOptions({
      queryKey: [...visitsRoot, 'owner', userCode],
      queryFn: () => api.getOwnerVisits(userCode),
      staleTime: 0,
    }),
  /** Every open slot of a property (the like flow asks first whether there are any). Always fresh: others book. */
  hours: (propertyId: number) =>
    queryOptions({
      queryKey: [...visitsRoot, 'hours', propertyId],
      queryFn: () => api.getHoursByProperty(propertyId),
      staleTime: 0,
      retry: false,
    }),
  /** The dates of one visit type (one item per date). */
  dates: (propertyId: number, typeVisit: VisitType) =>
    queryOptions({
      queryKey: [...visitsRoot, 'hours', propertyId, typeVisit],
      queryFn: () => api.getHoursByPropertyAndType(propertyId, typeVisit),
      staleTime: 0,
      retry: false,
    }),
  /** The slots of one date. */
  slots: (propertyId: number, typeVisit: VisitType, date: string) =>
    queryOptions({
      queryKey: [...visitsRoot, 'hours', propertyId, typeVisit, date],
      queryFn: () => api.getHoursByPropertyTypeAndDate(propertyId, typeVisit, date),
      staleTime: 0,
      retry: false,
    }),
};

/** After a like, reject, booking or cancel: offers, the badge, visits and slots are all stale. */
export function invalidateOffersAndVisits(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: inboxRoot }),
    client.invalidateQueries({ queryKey: visitsRoot }),
  ]).then(() => undefined);
}

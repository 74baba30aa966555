import type { NotificationKind, NotificationSubject } from '@lotengo/shared/contracts/alerts';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { paths, PROFILE_TABS } from '@lotengo/shared/routing';
import type { StoredHouseRequest, StoredInboxEntry, StoredProperty, StoredVisit } from '../db/schema';
import type { Catalog } from '../domain/catalog';
import { describeProperty, describeRequest, requestPagePath } from './describe';

/** A notification before it gets its ids: who, what kind, about what, its words and link. */
export interface NotificationDraft {
  userCode: number;
  kind: NotificationKind;
  subject: NotificationSubject;
  /** With recipient and kind, what makes two notifications "the same" (created once). */
  key: string;
  title: string;
  body: string;
  link: string;
  near?: boolean;
}

const t = alertsTexts.notification;
const [REQUESTS_TAB] = PROFILE_TABS;

/**
 * A match alert: the pair (request, property) it is about, told to one side. Once per subject: the
 * owner hears of a request once (whichever of their properties it fits), the seeker of a property once.
 */
function matchDraft(
  kind: 'request-match' | 'property-match',
  catalog: Catalog,
  r: StoredHouseRequest,
  p: StoredProperty,
  near: boolean,
): NotificationDraft {
  const toOwner = kind === 'request-match';
  const request = describeRequest(r, catalog);
  const property = describeProperty(p, catalog);
  return {
    userCode: toOwner ? p.userCode : r.userCode,
    kind,
    subject: { houseRequestId: r.houseRequestId, propertyId: p.propertyId },
    key: toOwner ? `r${r.houseRequestId}` : `p${p.propertyId}`,
    near,
    ...(toOwner ? t.requestMatch(request, property, near) : t.propertyMatch(property, request, near)),
    // The owner's link opens the request's public page (its facts, then "¡Lo tengo!"); the seeker's, their
    // requests' matches.
    link: toOwner ? requestPagePath(r, catalog) : paths.profileTab(REQUESTS_TAB, 'matchs'),
  };
}

/** Owner: someone's request fits my property. */
export const requestMatch = (catalog: Catalog, r: StoredHouseRequest, p: StoredProperty, near: boolean) =>
  matchDraft('request-match', catalog, r, p, near);

/** Seeker: someone's property fits my request. */
export const propertyMatch = (catalog: Catalog, p: StoredProperty, r: StoredHouseRequest, near: boolean) =>
  matchDraft('property-match', catalog, r, p, near);

const offerSubject = (e: StoredInboxEntry): NotificationSubject => ({
  idInboxProperty: e.idInboxProperty,
  propertyId: e.propertyId,
  houseRequestId: e.houseRequestId,
});

export const offerReceived = (
  catalog: Catalog,
  e: StoredInboxEntry,
  p: StoredProperty,
  r: StoredHouseRequest,
): NotificationDraft => ({
  userCode: e.userCode,
  kind: 'offer-received',
  subject: offerSubject(e),
  key: `o${e.idInboxProperty}`,
  ...t.offerReceived(describeProperty(p, catalog), describeRequest(r, catalog)),
  link: paths.inbox,
});

export const offerDecided = (catalog: Catalog, e: StoredInboxEntry, p: StoredProperty): NotificationDraft => {
  const liked = e.isAccepted === 1;
  return {
    userCode: e.senderUserCode,
    kind: liked ? 'offer-liked' : 'offer-rejected',
    subject: offerSubject(e),
    key: `o${e.idInboxProperty}`,
    ...(liked
      ? t.offerLiked(describeProperty(p, catalog))
      : t.offerRejected(describeProperty(p, catalog), e.rejectReason)),
    link: paths.properties,
  };
};

export const offerWithdrawn = (catalog: Catalog, e: StoredInboxEntry, p: StoredProperty): NotificationDraft => ({
  userCode: e.userCode,
  kind: 'offer-withdrawn',
  subject: offerSubject(e),
  key: `o${e.idInboxProperty}`,
  ...t.offerWithdrawn(describeProperty(p, catalog)),
  link: paths.inbox,
});

const visitSubject = (v: StoredVisit): NotificationSubject => ({
  visitId: v.visitId,
  propertyId: v.propertyId,
  ...(v.idInboxProperty ? { idInboxProperty: v.idInboxProperty } : {}),
});

/** A booking moved to another slot is news again: the slot is part of what makes it "the same". */
export const visitBooked = (catalog: Catalog, v: StoredVisit, p: StoredProperty): NotificationDraft => ({
  userCode: p.userCode,
  kind: 'visit-booked',
  subject: visitSubject(v),
  key: `v${v.visitId}@${v.visitDate}T${v.visitHour}`,
  ...t.visitBooked(describeProperty(p, catalog), v.typeVisit, v.visitDate, v.visitHour),
  // To the owner: the visits to their properties, not the offers they received.
  link: paths.inboxSection('visitas'),
});

/** To the party who did not cancel. */
export const visitCancelled = (
  catalog: Catalog,
  v: StoredVisit,
  p: StoredProperty,
  by: 'seeker' | 'owner',
): NotificationDraft => ({
  userCode: by === 'seeker' ? p.userCode : v.userCode,
  kind: 'visit-cancelled',
  subject: visitSubject(v),
  key: `v${v.visitId}@${v.visitDate}T${v.visitHour}`,
  ...t.visitCancelled(describeProperty(p, catalog), by, v.visitDate, v.visitHour),
  // The owner (the seeker cancelled) goes to the visits to their properties; the seeker to their offers.
  link: by === 'seeker' ? paths.inboxSection('visitas') : paths.inbox,
});

/** Once per request and expiry cycle: a renewed request can be reminded again next time. */
export const requestExpiring = (catalog: Catalog, r: StoredHouseRequest, daysLeft: number): NotificationDraft => ({
  userCode: r.userCode,
  kind: 'request-expiring',
  subject: { houseRequestId: r.houseRequestId },
  key: `r${r.houseRequestId}@${r.lastActiveAt}`,
  ...t.requestExpiring(describeRequest(r, catalog), daysLeft),
  link: paths.myRequests,
});

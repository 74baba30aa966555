import type { EmailKind } from '@lotengo/shared/contracts/alerts';
import { formatBudgetRange, formatUsd } from '@lotengo/shared/format/numbers';
import { placeName } from '@lotengo/shared/format/titles';
import { formatVisitDate } from '@lotengo/shared/format/visit-dates';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { offerTexts } from '@lotengo/shared/i18n';
import { paths } from '@lotengo/shared/routing';
import { describeProperty, describeRequest, requestPagePath } from '../alerts/describe';
import type { StoredHouseRequest, StoredProperty, StoredVisit } from '../db/schema';
import type { Catalog } from '../domain/catalog';
import { visitStartsAt } from './expiry';
import { mailTexts } from './texts';

/**
 * What one e-mail about one event says, fixed when the change that caused it committed (stored as the
 * outbox row's `content`): every attempt of a mail is the same mail. Only what the site shows that
 * person: titles by the site's own `displayTitle`, prices and dates as the site writes them, never a
 * phone number or an e-mail address of anyone.
 */
export interface MailContent {
  kind: EmailKind;
  subject: string;
  /** The site's notification title where it has one. */
  heading: string;
  /** What happened, in one or two sentences (the site's notification body where it has one). */
  body: string;
  /** Label and value pairs: the request or property, its district, budget or price, the visit's day. */
  facts: [string, string][];
  /** The button: its words and the site path it opens (made absolute with SITE_URL when rendered). */
  action: { label: string; path: string };
  /** Not worth sending after this instant (a visit's start); the kind's own limit applies too (mail/expiry.ts). */
  expiresAt?: string;
}

/**
 * The mail that verifies a member's address, which they ask for in their profile: transactional (no
 * preference, no unsubscribe), its button the identity provider's own link, not a page of the site.
 */
export interface VerifyAddressContent {
  kind: 'verify-address';
  subject: string;
  heading: string;
  body: string;
  action: { label: string; href: string };
}

export function verifyAddressMail(address: string, href: string): VerifyAddressContent {
  const t = mailTexts.verifyAddress;
  return {
    kind: 'verify-address',
    subject: t.subject,
    heading: t.heading,
    body: t.body(address),
    action: { label: t.action, href },
  };
}

/** Every kind of row in the outbox: an alert, a summary, an address's verification. */
export type OutboxContent = MailContent | SummaryContent | VerifyAddressContent;

/** The daily summary: one Lima day's events of one person, each as its own mail would say it. */
export interface SummaryContent {
  kind: 'summary';
  /** The Lima day (YYYY-MM-DD) the events happened. */
  day: string;
  items: MailContent[];
}

const f = mailTexts.facts;
const n = alertsTexts.notification;
const named = (title: string) => `«${title}»`;
/** 'Miraflores', as the cards write a district (the catalogue has it in capitals). */
const districtOf = (catalog: Catalog, ubigeoId: number) => placeName(catalog.ubigeo(ubigeoId)?.district ?? '');
/** "lunes, 30 de noviembre de 2026, 9:00 am a 11:00 am", as the inbox and the notifications write it. */
const visitWhen = (v: StoredVisit) =>
  v.visitDate ? offerTexts.visitWhen(formatVisitDate(v.visitDate), v.visitHour) : null;
const rooms = (count: number): [string, string][] => (count > 0 ? [[f.bedrooms, f.atLeast(count)]] : []);
/** The visit's start, after which its mails are not sent: spread into the content (nothing for an undated visit). */
const untilVisit = (v: StoredVisit) => {
  const at = visitStartsAt(v.visitDate, v.visitHour);
  return at ? { expiresAt: at } : {};
};
/** The owner's button opens the visits to their properties; the seeker's, their offers (with their visit). */
const ownerVisits = paths.inboxSection('visitas');

function requestFacts(catalog: Catalog, r: StoredHouseRequest): [string, string][] {
  return [
    [f.request, named(describeRequest(r, catalog).title)],
    [f.district, districtOf(catalog, r.ubigeoId)],
    [f.budget, formatBudgetRange(r.costInit, r.costEnd)],
    ...rooms(r.numberBedrooms),
  ];
}

/** An owner: a request that fits one of their active properties was posted (or edited to fit) or reopened. */
export function requestMatchMail(
  catalog: Catalog,
  r: StoredHouseRequest,
  p: StoredProperty,
  near: boolean,
  reopened: boolean,
): MailContent {
  const request = describeRequest(r, catalog);
  const property = describeProperty(p, catalog);
  const site = n.requestMatch(request, property, near);
  return {
    kind: 'request-match',
    subject: mailTexts.requestMatch.subject(site.title, request.what),
    heading: site.title,
    body: reopened ? mailTexts.requestMatch.reopened(site.body) : site.body,
    facts: [...requestFacts(catalog, r), [f.yourProperty, named(property.title)]],
    action: { label: mailTexts.requestMatch.action, path: requestPagePath(r, catalog) },
  };
}

/** A seeker: a property was sent to their request. */
export function offerReceivedMail(catalog: Catalog, p: StoredProperty, r: StoredHouseRequest): MailContent {
  const property = describeProperty(p, catalog);
  const request = describeRequest(r, catalog);
  const site = n.offerReceived(property, request);
  return {
    kind: 'offer-received',
    subject: mailTexts.offerReceived.subject(request.title),
    heading: site.title,
    body: site.body,
    facts: [
      [f.property, named(property.title)],
      [f.district, districtOf(catalog, p.ubigeoId)],
      [f.price, formatUsd(p.price)],
      ...rooms(p.numberBedrooms),
      [f.request, named(request.title)],
    ],
    action: { label: mailTexts.offerReceived.action, path: paths.inbox },
  };
}

/** A visit was booked or moved: to the owner (what the site tells them) or to the seeker (a confirmation). */
export function visitBookedMail(
  catalog: Catalog,
  v: StoredVisit,
  p: StoredProperty,
  to: 'owner' | 'seeker',
  moved: boolean,
  seekerFirstName = '',
): MailContent {
  const property = describeProperty(p, catalog);
  const when = visitWhen(v);
  const t = mailTexts.visitBooked;
  const heading =
    to === 'owner'
      ? moved
        ? t.ownerMoved
        : n.visitBooked(property, v.typeVisit, v.visitDate, v.visitHour).title
      : t.seeker(moved);
  const body =
    to === 'owner'
      ? n.visitBooked(property, v.typeVisit, v.visitDate, v.visitHour).body
      : t.seekerBody(v.typeVisit, property.title, when);
  const where: [string, string][] =
    to === 'seeker'
      ? [
          [f.address, p.address],
          [f.district, districtOf(catalog, p.ubigeoId)],
        ]
      : [];
  const who: [string, string][] = to === 'owner' && seekerFirstName ? [[f.visitor, seekerFirstName]] : [];
  return {
    kind: 'visit-booked',
    subject: t.subject(heading, property.title),
    heading,
    body,
    facts: [
      [f.property, named(property.title)],
      ...where,
      [f.visitType, v.typeVisit],
      [f.when, when ?? f.noDate],
      ...who,
    ],
    action: to === 'owner' ? { label: t.ownerAction, path: ownerVisits } : { label: t.seekerAction, path: paths.inbox },
    ...untilVisit(v),
  };
}

/** A visit was cancelled: to the seeker (whoever cancelled) or to the owner (the seeker cancelled). */
export function visitCancelledMail(
  catalog: Catalog,
  v: StoredVisit,
  p: StoredProperty,
  to: 'owner' | 'seeker',
  by: 'owner' | 'seeker',
): MailContent {
  const property = describeProperty(p, catalog);
  const when = visitWhen(v);
  const t = mailTexts.visitCancelled;
  const site = n.visitCancelled(property, by, v.visitDate, v.visitHour);
  const heading = to === 'owner' ? site.title : t.seeker(by);
  return {
    kind: 'visit-cancelled',
    subject: t.subject(heading, property.title),
    heading,
    body: to === 'owner' ? site.body : t.seekerBody(by, property.title, when),
    facts: [
      [f.property, named(property.title)],
      [f.visitType, v.typeVisit],
      [f.when, when ?? f.noDate],
    ],
    action: to === 'owner' ? { label: t.ownerAction, path: ownerVisits } : { label: t.action, path: paths.inbox },
    ...untilVisit(v),
  };
}

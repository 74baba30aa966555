import * as z from 'zod/mini';
import { isAcceptedSchema } from './inbox';
import { notificationSchema } from './notification';
import { id } from './primitives';
import { requestStateSchema } from './request-state';

/**
 * The live channel: Server-Sent Events from the API. The browser first asks for a ticket
 * (POST streamTicket with the usual ID token) and opens `EventSource(streamUrl?ticket=…)`: the URL never
 * carries a long-lived token. A ticket is good once, for STREAM_TICKET_TTL_SECONDS. Each event has an
 * `id:` that grows for each user; a reconnection sends the last one (`Last-Event-ID`, or `lastEventId`
 * in the query of a new EventSource) and gets what it missed, once.
 */
export const STREAM_TICKET_TTL_SECONDS = 30;
/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const STREAM_HEARTBEAT_SECONDS = 15;
/** Where the stream is blocked, poll the notifications list this often instead (an alert within 3 s, as streamed). */
export const STREAM_POLL_FALLBACK_SECONDS = 2;
/**
 * Open streams one member may hold (every tab and device): a new one beyond it closes that member's
 * oldest with a `superseded` event, and that tab polls instead. Ten covers a phone, a laptop and a
 * few tabs on each; it caps what one runaway client (a reload loop, a script) costs the server.
 */
export const STREAM_MAX_PER_MEMBER = 10;
/** Query parameters of the stream URL. */
export const STREAM_PARAMS = { ticket: 'ticket', lastEventId: 'lastEventId' } as const;

export const streamTicketSchema = z.object({
  ticket: z.string().check(z.minLength(16)),
  expiresInSeconds: z.number().check(z.int(), z.gte(1)),
});
export type StreamTicket = z.infer<typeof streamTicketSchema>;

/** The `event:` names of the stream. */
export const STREAM_EVENTS = {
  /** A new notification for me (data: NotificationEvent). */
  notification: 'notification',
  /** One of my notifications changed (a reject's reason arrived) or was read elsewhere (data: NotificationEvent /
   * UnreadEvent). */
  notificationUpdated: 'notification-updated',
  unread: 'unread',
  /** An offer I received or sent changed (data: OfferEvent): "Mis Ofertas" badge and offer cards. */
  offer: 'offer',
  /** The server cannot replay everything since Last-Event-ID (it restarted): refetch lists. */
  resync: 'resync',
  /** This member opened more than STREAM_MAX_PER_MEMBER streams and this one was the oldest: the server closes it, poll
   * instead. */
  superseded: 'superseded',
} as const;
export type StreamEventName = (typeof STREAM_EVENTS)[keyof typeof STREAM_EVENTS];

export const notificationEventSchema = z.object({
  notification: notificationSchema,
  unread: z.number().check(z.int(), z.gte(0)),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

export const unreadEventSchema = z.object({ unread: z.number().check(z.int(), z.gte(0)) });
export type UnreadEvent = z.infer<typeof unreadEventSchema>;

/** What happened to an offer (an inbox entry). */
export const OFFER_CHANGES = [
  'created',
  'accepted',
  'rejected',
  'reject-reason',
  'withdrawn',
  'restored',
  'request-closed',
  'request-reopened',
  'visit-booked',
  'visit-cancelled',
] as const;
export const offerChangeSchema = z.enum(OFFER_CHANGES);
export type OfferChange = z.infer<typeof offerChangeSchema>;

export const offerEventSchema = z.object({
  change: offerChangeSchema,
  /** seeker: the offer is in my inbox; owner: I sent it. */
  role: z.enum(['seeker', 'owner']),
  idInboxProperty: id('idInboxProperty'),
  houseRequestId: id('houseRequestId'),
  propertyId: id('propertyId'),
  isAccepted: isAcceptedSchema,
  requestState: requestStateSchema,
  /** Seeker only: my unread offers now (the "Mis Ofertas" badge). */
  inboxUnread: z.optional(z.number().check(z.int(), z.gte(0))),
});
export type OfferEvent = z.infer<typeof offerEventSchema>;

export const resyncEventSchema = z.object({ reason: z.string() });

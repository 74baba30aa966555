import { STREAM_EVENTS, type Notification, type NotificationKind, type OfferChange, type OfferEvent } from '@lotengo/shared/contracts/alerts';
import type { DbState, StoredInboxEntry, StoredNotification } from '../db/schema';
import type { NotificationDraft } from './drafts';
import type { EventHub, HubEvent } from './event-hub';
import type { AlertState, JournalLine } from './journal';
import { findById } from '../db/by-id';
import { inboxIndex } from '../db/inbox-index';

const keyOf = (d: NotificationDraft) => `${d.kind}:${d.userCode}:${d.key}`;

export const isKindOff = (alerts: AlertState, userCode: number, kind: NotificationKind): boolean =>
  alerts.preferences.find((p) => p.userCode === userCode)?.off.includes(kind) ?? false;

/** Would notify() create it? (lets a sweep skip all work when everything is sent already). */
export const wouldNotify = (alerts: AlertState, d: NotificationDraft): boolean => !isKindOff(alerts, d.userCode, d.kind) && !alerts.index.hasKey(keyOf(d));

/** Kept up to date by the index: no walk over anyone's notifications. */
export const unreadOf = (alerts: AlertState, userCode: number): number => alerts.index.unread(userCode);

export function notificationView(n: StoredNotification): Notification {
  const { dedupeKey: _key, ...view } = n;
  return view;
}

/**
 * What one change announces: notifications (added to the journal's memory at once, so a concurrent
 * change sees them and never duplicates one) and stream events. Alerts journals `lines` and then
 * publishes `events`.
 */
export class Outbox {
  readonly events: HubEvent[] = [];
  readonly lines: JournalLine[] = [];
  created = 0;

  constructor(
    private readonly hub: EventHub,
    private readonly alerts: AlertState,
    /** The db, read for the offers' context. */
    private readonly db: DbState,
    /** Who caused the change: never notified about it. */
    private readonly actor: number | null,
    private readonly now: string,
  ) {}

  private emit(userCode: number, event: HubEvent['event'], data: unknown): void {
    this.events.push({ id: this.hub.nextId(), userCode, event, data });
  }

  /**
   * Creates the notification unless it goes to the actor, its kind is off for the recipient, or it
   * exists already. The recipient's oldest go when they pass the retention (journaled as removed).
   */
  notify(d: NotificationDraft): StoredNotification | null {
    if (d.userCode === this.actor || !wouldNotify(this.alerts, d)) return null;
    const index = this.alerts.index;
    const id = this.hub.nextId();
    const n: StoredNotification = {
      notificationId: index.lastId + 1,
      userCode: d.userCode,
      kind: d.kind,
      subject: d.subject,
      ...(d.near !== undefined ? { near: d.near } : {}),
      title: d.title,
      body: d.body,
      link: d.link,
      createdAt: this.now,
      readAt: null,
      eventId: id,
      dedupeKey: keyOf(d),
    };
    index.put(n);
    this.lines.push({ n });
    this.created++;
    this.expire(n.userCode, Date.parse(this.now), false);
    this.events.push({ id, userCode: n.userCode, event: STREAM_EVENTS.notification, data: { notification: notificationView(n), unread: unreadOf(this.alerts, n.userCode) } });
    return n;
  }

  /**
   * Removes the member's notifications past the retention, journaled as removed; their other tabs
   * hear the new unread count when an unread one went (`tell`: a new notification's event says it anyway).
   */
  expire(userCode: number, now: number, tell = true): number {
    const index = this.alerts.index;
    const gone = index.expired(userCode, now);
    let unread = 0;
    for (const old of gone) {
      if (old.readAt === null) unread++;
      index.remove(old.notificationId);
      this.lines.push({ d: old.notificationId });
    }
    if (tell && unread) this.emit(userCode, STREAM_EVENTS.unread, { unread: unreadOf(this.alerts, userCode) });
    return gone.length;
  }

  /** A notification changed in place (a reject's reason arrived after the reject). */
  updated(n: StoredNotification): void {
    this.lines.push({ n });
    this.emit(n.userCode, STREAM_EVENTS.notificationUpdated, { notification: notificationView(n), unread: unreadOf(this.alerts, n.userCode) });
  }

  /** Notifications read: journaled, and the recipient's other tabs hear the new count. */
  read(userCode: number, changed: readonly StoredNotification[]): void {
    for (const n of changed) this.lines.push({ n });
    this.emit(userCode, STREAM_EVENTS.unread, { unread: unreadOf(this.alerts, userCode) });
  }

  /** An offer changed: both its seeker and its owner hear of it (each tab updates its badge and cards). */
  offer(e: StoredInboxEntry, change: OfferChange): void {
    const request = findById(this.db.houseRequests, (r) => r.houseRequestId, e.houseRequestId);
    const base = {
      change,
      idInboxProperty: e.idInboxProperty,
      houseRequestId: e.houseRequestId,
      propertyId: e.propertyId,
      isAccepted: e.isAccepted,
      requestState: request?.state ?? 'closed',
    } as const;
    const inboxUnread = inboxIndex(this.db.inbox).unread(e.userCode);
    this.emit(e.userCode, STREAM_EVENTS.offer, { ...base, role: 'seeker', inboxUnread } satisfies OfferEvent);
    this.emit(e.senderUserCode, STREAM_EVENTS.offer, { ...base, role: 'owner' } satisfies OfferEvent);
  }
}

import {
  STREAM_EVENTS,
  type Notification,
  type NotificationKind,
  type OfferChange,
  type OfferEvent,
} from '@lotengo/shared/contracts/alerts';
import type { StoredInboxEntry, StoredNotification } from '../db/schema';
import type { Store } from '../db/store';
import { prepare, qb } from '../db/typed-query';
import { sql } from 'kysely';
import type { MailOutbox } from '../mail/mail-outbox';
import type { NotificationDraft } from './drafts';
import type { EventHub, HubEvent } from './event-hub';
import { trimMember, type Retention } from './retention';

const keyOf = (d: NotificationDraft) => `${d.kind}:${d.userCode}:${d.key}`;

const withKey = prepare((dedupeKey: string) =>
  qb
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dedupeKey', '=', dedupeKey),
);
const unreadNotifications = prepare((userCode: number) =>
  qb
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userCode', '=', userCode)
    .where('readAt', 'is', null),
);
/** Offers in a member's inbox they have not seen yet (counted from the unread ones' partial index). */
export const unreadOffers = prepare((userCode: number) =>
  qb
    .selectFrom('inbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userCode', '=', userCode)
    .where('isRead', '=', sql.lit(0)),
);

export const isKindOff = (store: Store, userCode: number, kind: NotificationKind): boolean =>
  store.notificationPreferences.get(userCode)?.off.includes(kind) ?? false;

/** Would notify() create it? (lets a sweep skip all work when everything is sent already). */
export const wouldNotify = (store: Store, d: NotificationDraft): boolean =>
  !isKindOff(store, d.userCode, d.kind) && !store.count(withKey(keyOf(d)));

/** Counted by SQLite from the unread ones' partial index: one member's, never everyone's. */
export const unreadOf = (store: Store, userCode: number): number => store.count(unreadNotifications(userCode));

export function notificationView(n: StoredNotification): Notification {
  const { dedupeKey: _key, ...view } = n;
  return view;
}

/**
 * What one change announces, written in that change's transaction: its notifications (rows, so a
 * concurrent change sees them and never duplicates one, and the recipients' retention), the stream
 * events to publish once it commits, and its e-mails (`mail`, the mail outbox's rows). Event ids come
 * from the hub; the change saves the counter.
 */
export class Outbox {
  readonly events: HubEvent[] = [];
  created = 0;

  constructor(
    private readonly store: Store,
    private readonly hub: EventHub,
    private readonly retention: Retention,
    /** Who caused the change: never notified about it. */
    private readonly actor: number | null,
    private readonly now: string,
    /** The e-mails of this change: written in its transaction, sent after its commit. */
    readonly mail: MailOutbox,
  ) {}

  private emit(userCode: number, event: HubEvent['event'], data: unknown): void {
    this.events.push({ id: this.hub.nextId(), userCode, event, data });
  }

  /**
   * Creates the notification unless it goes to the actor, its kind is off for the recipient, or it
   * exists already. The recipient's oldest go when they pass the retention.
   */
  notify(d: NotificationDraft): StoredNotification | null {
    if (d.userCode === this.actor || !wouldNotify(this.store, d)) return null;
    const eventId = this.hub.nextId();
    const n = this.store.notifications.insert({
      userCode: d.userCode,
      kind: d.kind,
      subject: d.subject,
      ...(d.near !== undefined ? { near: d.near } : {}),
      title: d.title,
      body: d.body,
      link: d.link,
      createdAt: this.now,
      readAt: null,
      eventId,
      dedupeKey: keyOf(d),
    });
    this.created++;
    trimMember(this.store, this.retention, n.userCode, Date.parse(this.now));
    const data = { notification: notificationView(n), unread: unreadOf(this.store, n.userCode) };
    this.events.push({ id: eventId, userCode: n.userCode, event: STREAM_EVENTS.notification, data });
    return n;
  }

  /** Removes the member's notifications past the retention; their tabs hear the new count when an unread one went. */
  expire(userCode: number, now: number): number {
    const { removed, unread } = trimMember(this.store, this.retention, userCode, now);
    if (unread) this.emit(userCode, STREAM_EVENTS.unread, { unread: unreadOf(this.store, userCode) });
    return removed;
  }

  /** A notification's text changed in place (a reject's reason arrived after the reject). */
  updated(n: StoredNotification, body: string): void {
    this.store.notifications.update(n.notificationId, { body });
    const view = notificationView({ ...n, body });
    const unread = unreadOf(this.store, n.userCode);
    this.emit(n.userCode, STREAM_EVENTS.notificationUpdated, { notification: view, unread });
  }

  /** Notifications were read: the recipient's other tabs hear the new count. */
  read(userCode: number): void {
    this.emit(userCode, STREAM_EVENTS.unread, { unread: unreadOf(this.store, userCode) });
  }

  /** An offer changed: both its seeker and its owner hear of it (each tab updates its badge and cards). */
  offer(e: StoredInboxEntry, change: OfferChange): void {
    const request = this.store.houseRequests.get(e.houseRequestId);
    const base = {
      change,
      idInboxProperty: e.idInboxProperty,
      houseRequestId: e.houseRequestId,
      propertyId: e.propertyId,
      isAccepted: e.isAccepted,
      requestState: request?.state ?? 'closed',
    } as const;
    const inboxUnread = this.store.count(unreadOffers(e.userCode));
    this.emit(e.userCode, STREAM_EVENTS.offer, { ...base, role: 'seeker', inboxUnread } satisfies OfferEvent);
    this.emit(e.senderUserCode, STREAM_EVENTS.offer, { ...base, role: 'owner' } satisfies OfferEvent);
  }
}

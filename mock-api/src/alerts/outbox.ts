import { STREAM_EVENTS, type Notification, type NotificationKind, type OfferChange, type OfferEvent } from '@lotengo/shared/contracts';
import type { DbState, StoredInboxEntry, StoredNotification } from '../db/schema';
import type { NotificationDraft } from './drafts';
import type { EventHub, HubEvent } from './event-hub';

/** The once-only keys of the stored notifications, built once per notifications array (a reload makes a new one). */
const keyIndex = new WeakMap<StoredNotification[], Set<string>>();
function keysOf(list: StoredNotification[]): Set<string> {
  let keys = keyIndex.get(list);
  if (!keys) keyIndex.set(list, (keys = new Set(list.map((n) => n.dedupeKey))));
  return keys;
}

const keyOf = (d: NotificationDraft) => `${d.kind}:${d.userCode}:${d.key}`;

/** Would notify() create it? (lets a sweep skip a write when everything is sent already). */
export const wouldNotify = (state: DbState, d: NotificationDraft): boolean => !isKindOff(state, d.userCode, d.kind) && !keysOf(state.notifications).has(keyOf(d));

export const isKindOff = (state: DbState, userCode: number, kind: NotificationKind): boolean =>
  state.notificationPreferences.find((p) => p.userCode === userCode)?.off.includes(kind) ?? false;

export const unreadOf = (state: DbState, userCode: number): number => state.notifications.reduce((n, x) => (x.userCode === userCode && x.readAt === null ? n + 1 : n), 0);

export function notificationView(n: StoredNotification): Notification {
  const { dedupeKey: _key, ...view } = n;
  return view;
}

/**
 * What one store change announces. Built inside Store.mutate() (ids and rows are written with the
 * change), published by Alerts only once the change is on disk.
 */
export class Outbox {
  readonly events: HubEvent[] = [];
  created = 0;

  constructor(
    private readonly hub: EventHub,
    private readonly state: DbState,
    /** Who caused the change: never notified about it. */
    private readonly actor: number | null,
    private readonly now: string,
  ) {}

  private emit(userCode: number, event: HubEvent['event'], data: unknown): void {
    this.events.push({ id: this.hub.nextId(this.state), userCode, event, data });
  }

  /** Creates the notification unless it goes to the actor, its kind is off for the recipient, or it exists already. */
  notify(d: NotificationDraft): StoredNotification | null {
    if (d.userCode === this.actor || !wouldNotify(this.state, d)) return null;
    const list = this.state.notifications;
    const dedupeKey = keyOf(d);
    const id = this.hub.nextId(this.state);
    const n: StoredNotification = {
      // Stored in id order, so the last one holds the highest id.
      notificationId: (list[list.length - 1]?.notificationId ?? 0) + 1,
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
      dedupeKey,
    };
    list.push(n);
    keysOf(list).add(dedupeKey);
    this.created++;
    this.events.push({ id, userCode: n.userCode, event: STREAM_EVENTS.notification, data: { notification: notificationView(n), unread: unreadOf(this.state, n.userCode) } });
    return n;
  }

  /** A notification changed in place (a reject's reason arrived after the reject). */
  updated(n: StoredNotification): void {
    this.emit(n.userCode, STREAM_EVENTS.notificationUpdated, { notification: notificationView(n), unread: unreadOf(this.state, n.userCode) });
  }

  /** The recipient's unread count moved without a new notification (read here or in another tab). */
  unread(userCode: number): void {
    this.emit(userCode, STREAM_EVENTS.unread, { unread: unreadOf(this.state, userCode) });
  }

  /** An offer changed: both its seeker and its owner hear of it (each tab updates its badge and cards). */
  offer(e: StoredInboxEntry, change: OfferChange): void {
    const request = this.state.houseRequests.find((r) => r.houseRequestId === e.houseRequestId);
    const base = {
      change,
      idInboxProperty: e.idInboxProperty,
      houseRequestId: e.houseRequestId,
      propertyId: e.propertyId,
      isAccepted: e.isAccepted,
      requestState: request?.state ?? 'closed',
    } as const;
    const inboxUnread = this.state.inbox.reduce((n, x) => (x.userCode === e.userCode && x.isRead === 0 ? n + 1 : n), 0);
    this.emit(e.userCode, STREAM_EVENTS.offer, { ...base, role: 'seeker', inboxUnread } satisfies OfferEvent);
    this.emit(e.senderUserCode, STREAM_EVENTS.offer, { ...base, role: 'owner' } satisfies OfferEvent);
  }
}

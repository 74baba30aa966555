import type { StoredNotification } from '../db/schema';

/**
 * How long a member's notifications are kept: the newest NOTIFICATIONS_KEPT_PER_MEMBER, none older
 * than NOTIFICATIONS_KEPT_DAYS. The page shows 20 at a time and people rarely page past the first
 * few; 500 is months of a busy owner's alerts, and 90 days outlives any request's active life
 * (limit_days_request) and any visit it announced. Read or not, an older one goes (the unread count
 * is of what is kept).
 */
export const NOTIFICATIONS_KEPT_PER_MEMBER = 500;
export const NOTIFICATIONS_KEPT_DAYS = 90;

export interface Retention {
  perMember: number;
  days: number;
}
export const DEFAULT_RETENTION: Retention = { perMember: NOTIFICATIONS_KEPT_PER_MEMBER, days: NOTIFICATIONS_KEPT_DAYS };

const DAY_MS = 86_400_000;

/**
 * The notifications by recipient: each member's list (oldest first), their unread count and the
 * once-only keys. A list, an unread count or a replay touches only that member's notifications,
 * never everyone's.
 */
export class NotificationIndex {
  private readonly byUser = new Map<number, StoredNotification[]>();
  private readonly byId = new Map<number, StoredNotification>();
  private readonly unreadByUser = new Map<number, number>();
  private readonly keys = new Set<string>();
  /** The highest id ever handed out (kept when that notification is gone: ids are never reused). */
  lastId = 0;

  constructor(readonly retention: Retention = DEFAULT_RETENTION) {}

  get size(): number {
    return this.byId.size;
  }

  /** A member's notifications, oldest first (do not change the list: use put/markRead). */
  of(userCode: number): readonly StoredNotification[] {
    return this.byUser.get(userCode) ?? [];
  }

  unread(userCode: number): number {
    return this.unreadByUser.get(userCode) ?? 0;
  }

  get(notificationId: number): StoredNotification | undefined {
    return this.byId.get(notificationId);
  }

  hasKey(key: string): boolean {
    return this.keys.has(key);
  }

  /** Every member's, by id (the journal's snapshot and tests; never on a request's path). */
  all(): StoredNotification[] {
    return [...this.byId.values()].sort((a, b) => a.notificationId - b.notificationId);
  }

  members(): IterableIterator<number> {
    return this.byUser.keys();
  }

  /**
   * A new notification, or a stored one changed (same id, replaced whole). New ones come in id order
   * per member (ids are handed out in order), so a member's list stays oldest first.
   */
  put(n: StoredNotification): void {
    if (n.notificationId > this.lastId) this.lastId = n.notificationId;
    const old = this.byId.get(n.notificationId);
    if (old) {
      const list = this.byUser.get(old.userCode)!;
      list[this.position(list, old.notificationId)] = n;
      this.countUnread(old.userCode, (old.readAt === null ? -1 : 0) + (n.readAt === null ? 1 : 0));
      if (old.dedupeKey !== n.dedupeKey) this.keys.delete(old.dedupeKey);
    } else {
      let list = this.byUser.get(n.userCode);
      if (!list) this.byUser.set(n.userCode, (list = []));
      // A replayed journal may hold them out of order after a compaction of older versions.
      if (list.length && list[list.length - 1]!.notificationId > n.notificationId) list.splice(this.insertAt(list, n.notificationId), 0, n);
      else list.push(n);
      if (n.readAt === null) this.countUnread(n.userCode, 1);
    }
    this.byId.set(n.notificationId, n);
    this.keys.add(n.dedupeKey);
  }

  /** Marks them read at `at`; returns those that were unread. */
  markRead(list: readonly StoredNotification[], at: string): StoredNotification[] {
    const changed = list.filter((n) => n.readAt === null);
    for (const n of changed) {
      n.readAt = at;
      this.countUnread(n.userCode, -1);
    }
    return changed;
  }

  /** Removes one (retention or a journal's removal line). */
  remove(notificationId: number): StoredNotification | undefined {
    const n = this.byId.get(notificationId);
    if (!n) return undefined;
    const list = this.byUser.get(n.userCode)!;
    list.splice(this.position(list, notificationId), 1);
    if (!list.length) this.byUser.delete(n.userCode);
    this.byId.delete(notificationId);
    this.keys.delete(n.dedupeKey);
    if (n.readAt === null) this.countUnread(n.userCode, -1);
    return n;
  }

  /** The member's notifications past the retention (oldest first): over the count, or too old. */
  expired(userCode: number, now: number): StoredNotification[] {
    const list = this.byUser.get(userCode) ?? [];
    const oldest = now - this.retention.days * DAY_MS;
    let cut = Math.max(0, list.length - this.retention.perMember);
    while (cut < list.length && Date.parse(list[cut]!.createdAt) < oldest) cut++;
    return list.slice(0, cut);
  }

  /** A member's notifications with an event id in (after, upTo], oldest first: walks back from the newest only. */
  since(userCode: number, after: number, upTo: number): StoredNotification[] {
    const list = this.of(userCode);
    let from = list.length;
    while (from > 0 && list[from - 1]!.eventId > after) from--;
    return list.slice(from).filter((n) => n.eventId <= upTo);
  }

  private countUnread(userCode: number, delta: number): void {
    if (!delta) return;
    const next = (this.unreadByUser.get(userCode) ?? 0) + delta;
    if (next > 0) this.unreadByUser.set(userCode, next);
    else this.unreadByUser.delete(userCode);
  }

  private insertAt(list: readonly StoredNotification[], id: number): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.notificationId < id) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private position(list: readonly StoredNotification[], id: number): number {
    const at = this.insertAt(list, id);
    if (list[at]?.notificationId !== id) throw new Error(`notificación ${id} fuera de su índice`);
    return at;
  }
}

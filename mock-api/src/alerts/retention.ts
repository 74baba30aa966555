import { DAY_MS } from '@lotengo/shared/contracts';
import type { Store } from '../db/store';

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

const cutoffOf = (retention: Retention, now: number) => new Date(now - retention.days * DAY_MS).toISOString();

export interface Trimmed {
  removed: number;
  unread: number;
}

/**
 * Removes a member's notifications past the retention (over the count, the oldest; and any too old);
 * answers how many went and how many of them were unread. Call it inside the change that adds one.
 */
export function trimMember(store: Store, retention: Retention, userCode: number, now: number): Trimmed {
  const gone: { readAt: string | null }[] = [];
  // Over the count (counted from the member's index): everything older than their perMember-th newest.
  const over = store.notifications.count('userCode = ?', userCode) > retention.perMember;
  const oldestKept = over
    ? (store.sql
        .of('SELECT notificationId AS id FROM notifications WHERE userCode = ? ORDER BY eventId DESC LIMIT 1 OFFSET ?')
        .get(userCode, retention.perMember - 1) as { id: number } | undefined)
    : undefined;
  if (oldestKept) {
    const overCount = store.sql.of(
      'DELETE FROM notifications WHERE userCode = ? AND notificationId < ? RETURNING readAt',
    );
    gone.push(...(overCount.all(userCode, oldestKept.id) as typeof gone));
  }
  // Too old: through the age index, where nothing is usually that old (`+userCode` keeps SQLite from
  // choosing the member's index instead, which would read each of their rows to check its age).
  const tooOld = store.sql.of('DELETE FROM notifications WHERE createdAt < ? AND +userCode = ? RETURNING readAt');
  gone.push(...(tooOld.all(cutoffOf(retention, now), userCode) as typeof gone));
  return { removed: gone.length, unread: gone.filter((n) => n.readAt === null).length };
}

/** Members with something past the retention: too many kept, or some too old (the sweep trims them). */
export function membersToTrim(store: Store, retention: Retention, now: number): number[] {
  const rows = store.sql
    .of(
      `SELECT userCode FROM notifications WHERE createdAt < ?
       UNION SELECT userCode FROM notifications GROUP BY userCode HAVING count(*) > ?`,
    )
    .all(cutoffOf(retention, now), retention.perMember) as { userCode: number }[];
  return rows.map((r) => r.userCode);
}

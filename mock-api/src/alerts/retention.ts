import { DAY_MS } from '@lotengo/shared/contracts';
import { sql } from 'kysely';
import type { Store } from '../db/store';
import { prepare, qb } from '../db/typed-query';

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

/**
 * Everything of a member's older than their `offset + 1`-th newest (one statement: with fewer than that
 * the subquery is NULL and nothing goes), read from their index.
 */
const removeOverCount = prepare((userCode: number, offset: number) =>
  qb
    .deleteFrom('notifications')
    .where('userCode', '=', userCode)
    .where('notificationId', '<', (eb) =>
      eb
        .selectFrom('notifications')
        .select('notificationId')
        .where('userCode', '=', userCode)
        .orderBy('eventId', 'desc')
        .limit(1)
        .offset(offset),
    )
    .returning('readAt'),
);
// Through the age index, where nothing is usually that old: `+userCode` (no index on that term) keeps SQLite from
// choosing the member's index instead, which would read each of their rows to check its age.
const removeTooOld = prepare((cutoff: string, userCode: number) =>
  qb
    .deleteFrom('notifications')
    .where('createdAt', '<', cutoff)
    .where(sql<number>`+${sql.ref('userCode')}`, '=', userCode)
    .returning('readAt'),
);
const membersPastRetention = prepare((cutoff: string, perMember: number) =>
  qb
    .selectFrom('notifications')
    .select('userCode')
    .where('createdAt', '<', cutoff)
    .union(
      qb
        .selectFrom('notifications')
        .select('userCode')
        .groupBy('userCode')
        .having((eb) => eb.fn.countAll(), '>', perMember),
    ),
);

export interface Trimmed {
  removed: number;
  unread: number;
}

/**
 * Removes a member's notifications past the retention (over the count, the oldest; and any too old);
 * answers how many went and how many of them were unread. Call it inside the change that adds one.
 */
export function trimMember(store: Store, retention: Retention, userCode: number, now: number): Trimmed {
  // Over the count: everything older than their perMember-th newest.
  const gone = store.read(removeOverCount(userCode, retention.perMember - 1));
  // Too old.
  gone.push(...store.read(removeTooOld(cutoffOf(retention, now), userCode)));
  return { removed: gone.length, unread: gone.filter((n) => n.readAt === null).length };
}

/** Members with something past the retention: too many kept, or some too old (the sweep trims them). */
export function membersToTrim(store: Store, retention: Retention, now: number): number[] {
  return store.read(membersPastRetention(cutoffOf(retention, now), retention.perMember)).map((r) => r.userCode);
}

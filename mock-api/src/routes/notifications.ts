import type { Router } from 'express';
import {
  alertApiPaths,
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  notificationPreferencesUpdateSchema,
  type NotificationPage,
  type NotificationsRead,
} from '@lotengo/shared/contracts/alerts';
import { notificationView, unreadOf } from '../alerts/outbox';
import { requireSelfParam, requireUser } from '../auth/middleware';
import { preferencesOf, writePreferences } from '../mail/preferences';
import { asyncHandler, badRequest, forbidden } from '../http/errors';
import { intQuery, paramRecord, parseBody } from '../http/validate';
import type { Deps } from './deps';
import { prepare, qb } from '../db/typed-query';

// Only this member's, newest first in their index's own order (a member's notifications are made in event-id
// order): counted from the index, and only the page's rows are read.
const sinceEvent = (userCode: number, after: number) =>
  qb.selectFrom('notifications').where('userCode', '=', userCode).where('eventId', '>', after);
const countSince = prepare((userCode: number, after: number) =>
  sinceEvent(userCode, after).select((eb) => eb.fn.countAll<number>().as('n')),
);
const pageSince = prepare((userCode: number, after: number, limit: number, offset: number) =>
  sinceEvent(userCode, after)
    .selectAll()
    .orderBy('eventId', 'desc')
    .orderBy('notificationId', 'desc')
    .limit(limit)
    .offset(offset),
);
const readAllOf = prepare((now: string, userCode: number) =>
  qb.updateTable('notifications').set({ readAt: now }).where('userCode', '=', userCode).where('readAt', 'is', null),
);

/** A non-negative integer from the query (0 allowed: "after event 0" is everything). */
function afterEventId(value: unknown): number {
  if (value === undefined || value === '') return 0;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value))
    throw badRequest('afterEventId debe ser un número entero no negativo', 'afterEventId');
  return Number(value);
}

/**
 * My notifications: read, mark one or all read, preferences. Only their recipient: 401 without a
 * session, 403 for someone else's, 404 for an unknown id.
 */
export function notificationRoutes(router: Router, deps: Deps): void {
  const { store, alerts } = deps;

  // Newest first, paged; ?afterEventId= gives only what came after an event (the polling fallback).
  router.get(
    alertApiPaths.notifications,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      const page = intQuery(req.query.page, 'page', 1);
      const pageSize = intQuery(req.query.pageSize, 'pageSize', NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_MAX_PAGE_SIZE);
      const after = afterEventId(req.query.afterEventId);
      const total = store.count(countSince(userCode, after));
      const rows = store.notifications.select(pageSince(userCode, after, pageSize, (page - 1) * pageSize));
      const items = rows.map(notificationView);
      // Read in the same turn as the rows: no change commits in between, so the position matches them.
      const lastEventId = alerts.hub.lastPublished;
      res.json({
        items,
        page,
        pageSize,
        total,
        unread: unreadOf(store, userCode),
        lastEventId,
      } satisfies NotificationPage);
    }),
  );

  router.post(
    alertApiPaths.notificationRead,
    asyncHandler(async (req, res) => {
      const user = requireUser(req, store);
      const n = paramRecord(req, 'notificationId', (id) => store.notifications.get(id), 'la notificación');
      if (n.userCode !== user.userCode) throw forbidden('Esta notificación no es tuya', 'notificationId');
      let updated = 0;
      if (n.readAt === null) {
        updated = 1;
        // The other open tabs hear of it (their bell count drops).
        alerts.change(user.userCode, ({ out, now }) => {
          store.notifications.update(n.notificationId, { readAt: now });
          out.read(user.userCode);
        });
      }
      res.json({ updated, unread: unreadOf(store, user.userCode) } satisfies NotificationsRead);
    }),
  );

  router.post(
    alertApiPaths.notificationsReadAll,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      // No write when nothing was unread.
      const updated = unreadOf(store, userCode)
        ? alerts.change(userCode, ({ out, now }) => {
            const changes = store.write(readAllOf(now, userCode));
            out.read(userCode);
            return changes;
          })
        : 0;
      res.json({ updated, unread: unreadOf(store, userCode) } satisfies NotificationsRead);
    }),
  );

  router.get(
    alertApiPaths.notificationPreferences,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      res.json(preferencesOf(store, userCode));
    }),
  );

  // Only what is sent changes, on the site (`kinds`: off means such notifications are no longer
  // created, not just hidden), by e-mail (`email`: instant, daily or never) and the daily summary
  // (`summary`: off drops what waited for it; mail/preferences.ts).
  router.put(
    alertApiPaths.notificationPreferences,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      const { kinds, email, summary } = parseBody(notificationPreferencesUpdateSchema, req.body);
      writePreferences(store, userCode, {
        ...(kinds ? { kinds } : {}),
        ...(email ? { email } : {}),
        ...(summary !== undefined ? { summary } : {}),
      });
      res.json(preferencesOf(store, userCode));
    }),
  );
}

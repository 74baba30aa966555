import type { Router } from 'express';
import { alertApiPaths, defaultNotificationKinds, NOTIFICATION_KINDS, NOTIFICATIONS_MAX_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE, notificationPreferencesUpdateSchema, type NotificationKind, type NotificationPage, type NotificationPreferences, type NotificationsRead } from '@lotengo/shared/contracts/alerts';
import { notificationView, unreadOf } from '../alerts/outbox';
import { requireSelfParam, requireUser } from '../auth/middleware';
import type { AlertState } from '../alerts/journal';
import { asyncHandler, badRequest, forbidden } from '../http/errors';
import { intQuery, paramRecord, parseBody } from '../http/validate';
import type { Deps } from './deps';

function preferencesOf(state: AlertState, userCode: number): NotificationPreferences {
  const off = new Set(state.preferences.find((p) => p.userCode === userCode)?.off ?? []);
  const kinds = defaultNotificationKinds();
  for (const k of off) kinds[k] = false;
  return { userCode, kinds };
}

/** A non-negative integer from the query (0 allowed: "after event 0" is everything). */
function afterEventId(value: unknown): number {
  if (value === undefined || value === '') return 0;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) throw badRequest('afterEventId debe ser un número entero no negativo', 'afterEventId');
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
      // Only this member's, kept oldest first: the page is read back from the newest, nothing sorted.
      const mine = after ? alerts.state.index.since(userCode, after, Number.MAX_SAFE_INTEGER) : alerts.state.index.of(userCode);
      const total = mine.length;
      const end = total - (page - 1) * pageSize;
      const items: NotificationPage['items'] = [];
      for (let i = end - 1; i >= Math.max(0, end - pageSize); i--) items.push(notificationView(mine[i]!));
      res.json({ items, page, pageSize, total, unread: unreadOf(alerts.state, userCode) } satisfies NotificationPage);
    }),
  );

  router.post(
    alertApiPaths.notificationRead,
    asyncHandler(async (req, res) => {
      const user = requireUser(req, store);
      const n = paramRecord(req, 'notificationId', (id) => alerts.state.index.get(id), 'la notificación');
      if (n.userCode !== user.userCode) throw forbidden('Esta notificación no es tuya', 'notificationId');
      let updated = 0;
      if (n.readAt === null) {
        updated = 1;
        // The other open tabs hear of it (their bell count drops).
        const changed = alerts.state.index.markRead([n], new Date().toISOString());
        await alerts.record(user.userCode, (out) => out.read(user.userCode, changed));
      }
      res.json({ updated, unread: unreadOf(alerts.state, user.userCode) } satisfies NotificationsRead);
    }),
  );

  router.post(
    alertApiPaths.notificationsReadAll,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      const unread = alerts.state.index.markRead(alerts.state.index.of(userCode), new Date().toISOString());
      if (unread.length) await alerts.record(userCode, (out) => out.read(userCode, unread));
      res.json({ updated: unread.length, unread: unreadOf(alerts.state, userCode) } satisfies NotificationsRead);
    }),
  );

  router.get(
    alertApiPaths.notificationPreferences,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      res.json(preferencesOf(alerts.state, userCode));
    }),
  );

  // Only the kinds sent change; off means such notifications are no longer created (not just hidden).
  router.put(
    alertApiPaths.notificationPreferences,
    asyncHandler(async (req, res) => {
      const userCode = requireSelfParam(req, store);
      const { kinds } = parseBody(notificationPreferencesUpdateSchema, req.body);
      const next = { ...preferencesOf(alerts.state, userCode).kinds, ...kinds };
      const off = NOTIFICATION_KINDS.filter((k: NotificationKind) => next[k] === false);
      await alerts.setPreferences(userCode, off);
      res.json(preferencesOf(alerts.state, userCode));
    }),
  );
}

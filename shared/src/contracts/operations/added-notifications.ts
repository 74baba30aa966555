import * as z from 'zod/mini';
import { alertApiPaths } from '../alert-paths';
import {
  emailSummaryNowSchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationsReadSchema,
} from '../notification';
import {
  notificationEventSchema,
  offerEventSchema,
  resyncEventSchema,
  STREAM_EVENTS,
  streamTicketSchema,
  unreadEventSchema,
} from '../stream';
import { notificationsQuery, oneClickUnsubscribeForm, streamQuery, unsubscribeQuery } from './queries';
import type { Operation } from './types';

/** Added: notifications, their live stream, and e-mail preferences without signing in. */
export const addedNotifications = {
  getNotifications: {
    method: 'get',
    path: alertApiPaths.notifications,
    summary: 'My notifications',
    description:
      'Newest first, a page at a time (20, at most 100). `afterEventId`: only what came after that stream ' +
      'event (the polling fallback when the stream is blocked).',
    access: 'self',
    query: notificationsQuery,
    answer: {
      status: 200,
      schema: notificationPageSchema,
      description: 'One page, the totals and the stream position.',
    },
    calls: ['api.getNotifications'],
  },
  markNotificationRead: {
    method: 'post',
    path: alertApiPaths.notificationRead,
    summary: 'Mark one notification read',
    description: 'Its recipient only (someone else’s: 403).',
    access: 'user',
    answer: { status: 200, schema: notificationsReadSchema, description: 'How many changed; how many stay unread.' },
    errors: [404],
    calls: ['api.markNotificationRead'],
  },
  markAllNotificationsRead: {
    method: 'post',
    path: alertApiPaths.notificationsReadAll,
    summary: 'Mark all my notifications read',
    access: 'self',
    answer: { status: 200, schema: notificationsReadSchema, description: 'How many changed; how many stay unread.' },
    calls: ['api.markAllNotificationsRead'],
  },
  getNotificationPreferences: {
    method: 'get',
    path: alertApiPaths.notificationPreferences,
    summary: 'My notification and e-mail preferences',
    description: 'Every kind on and every e-mail "instant" until changed.',
    access: 'self',
    answer: {
      status: 200,
      schema: notificationPreferencesSchema,
      description: 'Every kind, on the site and by e-mail.',
    },
    calls: ['api.getNotificationPreferences'],
  },
  updateNotificationPreferences: {
    method: 'put',
    path: alertApiPaths.notificationPreferences,
    summary: 'Change my notification or e-mail preferences',
    description:
      'Only the kinds sent change: on the site (`kinds`: off means not created at all) and by e-mail ' +
      '(`email`: instant, daily or never; the emailPreferences capability).',
    access: 'self',
    body: { schema: notificationPreferencesUpdateSchema },
    answer: { status: 200, schema: notificationPreferencesSchema, description: 'Every preference, as now stored.' },
    calls: ['api.setNotificationPreferences', 'api.setEmailPreferences'],
  },

  createStreamTicket: {
    method: 'post',
    path: alertApiPaths.streamTicket,
    summary: 'A ticket to open the live stream',
    description: 'Single use, short-lived: the stream’s URL carries it instead of the ID token.',
    access: 'user',
    answer: { status: 200, schema: streamTicketSchema, description: 'The ticket and how long it is good for.' },
    calls: ['api.getStreamUrl'],
  },
  openNotificationStream: {
    method: 'get',
    path: alertApiPaths.stream,
    summary: 'The live stream (Server-Sent Events)',
    description:
      'Opened by `new EventSource(url)` with `?ticket=` (or the bearer token). Each event has an `id:` that ' +
      'grows; a reconnection sends `Last-Event-ID` (a new EventSource: `?lastEventId=`) and gets what it ' +
      'missed, once. A comment line every 15 s keeps it open. Without the stream the site polls ' +
      'GET /notifications/mine/{userCode}?afterEventId=.',
    access: 'ticket',
    query: streamQuery,
    requestHeaders: { 'Last-Event-ID': 'A reconnection: the last event id seen; what came after it is sent first.' },
    answer: {
      status: 200,
      contentType: 'text/event-stream',
      description: 'Events until the client leaves; `superseded` ends it (too many streams of one member).',
      events: {
        [STREAM_EVENTS.notification]: notificationEventSchema,
        [STREAM_EVENTS.notificationUpdated]: z.union([notificationEventSchema, unreadEventSchema]),
        [STREAM_EVENTS.unread]: unreadEventSchema,
        [STREAM_EVENTS.offer]: offerEventSchema,
        [STREAM_EVENTS.resync]: resyncEventSchema,
        [STREAM_EVENTS.superseded]: resyncEventSchema,
      },
    },
    calls: ['api.getStreamUrl'],
  },

  showUnsubscribe: {
    method: 'get',
    path: alertApiPaths.emailUnsubscribe,
    summary: 'The page an e-mail’s "unsubscribe" link opens',
    description:
      'Asks, with one button; changes nothing (a mail scanner may open it). The signature is the permission.',
    access: 'signedLink',
    query: unsubscribeQuery,
    answer: { status: 200, contentType: 'text/html', description: 'The question, in Spanish.' },
    errors: [404],
    errorsAsHtml: true,
  },
  unsubscribe: {
    method: 'post',
    path: alertApiPaths.emailUnsubscribe,
    summary: 'Leave one kind of e-mail (RFC 8058 one-click)',
    description:
      'The page’s button, or a mail client’s own unsubscribe (`List-Unsubscribe=One-Click`): that kind, or the ' +
      'daily summary, becomes "never". No session, no cookie: the signature is the permission.',
    access: 'signedLink',
    query: unsubscribeQuery,
    body: { schema: oneClickUnsubscribeForm, contentType: 'application/x-www-form-urlencoded', optional: true },
    answer: { status: 200, contentType: 'text/html', description: 'Done, with a link to the preferences.' },
    errors: [404],
    errorsAsHtml: true,
  },
  sendEmailSummaryNow: {
    method: 'post',
    path: alertApiPaths.emailSummaryNow,
    summary: 'Queue my daily summary now (local stack and tests only)',
    description: 'The demo and the journeys; 404 in any real environment.',
    access: 'self',
    localOnly: true,
    answer: { status: 200, schema: emailSummaryNowSchema, description: 'How many summaries were queued.' },
    errors: [404],
  },
} as const satisfies Record<string, Operation>;

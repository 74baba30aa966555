import * as z from 'zod/mini';
import { alertApiPaths } from '../alert-paths';
import { postmarkEventSchema, providerEventResultSchema } from '../email-provider';
import { emailStatusSchema, emailVerificationSentSchema } from '../email-status';
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
      'Only what is sent changes: on the site (`kinds`: off means not created at all), by e-mail ' +
      '(`email`: instant, daily or never) and the daily summary (`summary`: off mails neither the "daily" ' +
      'kinds, which become never, nor what goes past the daily cap, and cancels what was waiting; a kind ' +
      'set to daily turns it on again). `email` and `summary` are the emailPreferences capability.',
    access: 'self',
    body: { schema: notificationPreferencesUpdateSchema },
    answer: { status: 200, schema: notificationPreferencesSchema, description: 'Every preference, as now stored.' },
    calls: ['api.setNotificationPreferences', 'api.setEmailPreferences', 'api.setEmailSummary'],
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
  getEmailStatus: {
    method: 'get',
    path: alertApiPaths.emailStatus,
    summary: 'Whether my address gets mail, and why not',
    description:
      '`unverified` until the identity provider has the address confirmed (read from the ID token); ' +
      '`suppressed` after a hard bounce, a spam complaint or the team’s own stop (`suppression` says which).',
    access: 'self',
    answer: { status: 200, schema: emailStatusSchema, description: 'The address and its state.' },
    calls: ['api.getEmailStatus'],
  },
  sendEmailVerification: {
    method: 'post',
    path: alertApiPaths.emailVerification,
    summary: 'Mail me the link that verifies my address',
    description:
      'The identity provider’s own verification link (Firebase Auth’s action page, then back to the profile), ' +
      'sent to the account’s address. 409 when it is verified already or suppressed (lift that first); 429 ' +
      'within 10 minutes of the last one; 503 when the identity provider cannot make the link.',
    access: 'self',
    answer: { status: 202, schema: emailVerificationSentSchema, description: 'Queued; the address it goes to.' },
    errors: [409, 429, 503],
    calls: ['api.sendEmailVerification'],
  },
  reactivateEmail: {
    method: 'post',
    path: alertApiPaths.emailReactivate,
    summary: 'Take my address off the suppression list',
    description:
      'The member asks for mail again after a bounce (the mailbox works again) or a complaint. A stop the ' +
      'team set (`manual`) is lifted by the team only: 409. Not on the list: nothing to do, the status as it is.',
    access: 'self',
    answer: { status: 200, schema: emailStatusSchema, description: 'The address and its state, now.' },
    errors: [409],
    calls: ['api.reactivateEmail'],
  },
  receiveProviderEvent: {
    method: 'post',
    path: alertApiPaths.emailProviderEvents,
    summary: 'The mail provider’s bounce and spam-complaint webhook (Postmark’s format)',
    description:
      'One Postmark webhook record (RecordType Bounce or SpamComplaint). A hard bounce (Type HardBounce or ' +
      'BadEmailAddress, or any record with Inactive true) adds the address to the suppression list as ' +
      '`bounce`, a spam complaint as `complaint`; pending mail to it is cancelled. Soft bounces and other ' +
      'types change nothing (200, `suppressed: false`). HTTP Basic: any user name, the password ' +
      'MAIL_WEBHOOK_SECRET (Postmark sends the credentials of the webhook URL).',
    access: 'webhook',
    body: { schema: postmarkEventSchema },
    answer: { status: 200, schema: providerEventResultSchema, description: 'The address and what was done.' },
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

import * as z from 'zod/mini';
import { id } from './primitives';

/**
 * Every kind of notification, in the order the preferences tab lists them. Who gets each one:
 * - request-match: an owner, when a new or edited request fits one of their active properties;
 * - property-match: a seeker, when a new or edited property fits one of their open requests;
 * - offer-received: a seeker, when a property is sent to their request ("¡Lo tengo!");
 * - offer-liked / offer-rejected: the owner whose offer the seeker decided on;
 * - visit-booked: the owner; visit-cancelled: whichever party did not cancel;
 * - offer-withdrawn: a seeker, when the owner closed a property they had offered;
 * - request-expiring: a seeker, EXPIRY_REMINDER_DAYS before their request expires.
 * Never to the person who caused it; once per recipient, subject and kind.
 */
export const NOTIFICATION_KINDS = [
  'request-match',
  'property-match',
  'offer-received',
  'offer-liked',
  'offer-rejected',
  'visit-booked',
  'visit-cancelled',
  'offer-withdrawn',
  'request-expiring',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, {
  error: `kind debe ser uno de: ${NOTIFICATION_KINDS.join(', ')}`,
});
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** What a notification is about: the ids its kind names (a match names both sides, an offer its entry). */
export const notificationSubjectSchema = z.object({
  houseRequestId: z.optional(id('houseRequestId')),
  propertyId: z.optional(id('propertyId')),
  idInboxProperty: z.optional(id('idInboxProperty')),
  visitId: z.optional(id('visitId')),
});
export type NotificationSubject = z.infer<typeof notificationSubjectSchema>;

export const notificationSchema = z.object({
  notificationId: id('notificationId'),
  /** The recipient's user code: only they may read or mark it. */
  userCode: id('userCode'),
  kind: notificationKindSchema,
  subject: notificationSubjectSchema,
  /** Match kinds: true when the match is near (not exact). */
  near: z.optional(z.boolean()),
  /** Spanish, from the catalogue (@lotengo/shared/i18n/alerts); never a phone number or other contact data. */
  title: z.string(),
  body: z.string(),
  /** What it is about: an app route (routing/paths.ts) or a request's public page (routing/public-paths.ts). */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
  /** The stream event that announced it (see STREAM_EVENTS): polling asks for what came after one. */
  eventId: z.number().check(z.int(), z.gte(1)),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;

/** GET notifications: newest first, one page, with the totals the bell and the page show. */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  page: z.number().check(z.int(), z.gte(1)),
  pageSize: z.number().check(z.int(), z.gte(1)),
  total: z.number().check(z.int(), z.gte(0)),
  unread: z.number().check(z.int(), z.gte(0)),
  /**
   * The newest stream event (of anyone: ids are global) when this page was read: every notification of
   * the member up to it is in the answer. The live channel resumes after it, so a notification made
   * between this answer and the stream's opening is replayed instead of lost (0: no event yet).
   */
  lastEventId: z.number().check(z.int(), z.gte(0)),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Mark one / mark all: how many went from unread to read, and what is left unread. */
export const notificationsReadSchema = z.object({
  updated: z.number().check(z.int(), z.gte(0)),
  unread: z.number().check(z.int(), z.gte(0)),
});
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;

/**
 * The kinds that also go out by e-mail, each to whom it concerns:
 * - request-match: the owner, when a request that fits one of their active properties is posted or reopened;
 * - offer-received: the seeker, when a property is sent to their request;
 * - visit-booked: the owner of the property (booked or moved by the seeker) and the seeker (their booking
 *   or its change, as a confirmation);
 * - visit-cancelled: the seeker (whoever cancelled) and the owner (when the seeker cancelled).
 */
export const EMAIL_KINDS = [
  'request-match',
  'offer-received',
  'visit-booked',
  'visit-cancelled',
] as const satisfies readonly NotificationKind[];
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const emailKindSchema = z.enum(EMAIL_KINDS, {
  error: `el tipo de correo debe ser uno de: ${EMAIL_KINDS.join(', ')}`,
});

/** How often a kind reaches the inbox: at once, in the day's summary, or not at all. */
export const EMAIL_FREQUENCIES = ['instant', 'daily', 'never'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];
export const emailFrequencySchema = z.enum(EMAIL_FREQUENCIES, {
  error: `cada correo va con uno de: ${EMAIL_FREQUENCIES.join(', ')}`,
});

/**
 * Per kind on or off on the site (off means the notification is not created at all; every kind starts
 * on), per e-mail kind how often it is mailed (every kind starts "instant": the first to answer wins),
 * and whether the daily summary goes at all (`summary`, on until turned off). The summary carries the
 * kinds set to "daily" and whatever went past the daily cap; off, neither is mailed and no kind is
 * "daily" (choosing "daily" for a kind turns it back on).
 */
export const notificationPreferencesSchema = z.object({
  userCode: id('userCode'),
  kinds: z.record(notificationKindSchema, z.boolean()),
  email: z.record(emailKindSchema, emailFrequencySchema),
  summary: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT preferences: only what changes, on the site (`kinds`), by e-mail (`email`), the daily summary
 * (`summary`), or several.
 */
export const notificationPreferencesUpdateSchema = z.object({
  kinds: z.optional(
    z.partialRecord(notificationKindSchema, z.boolean({ error: 'cada tipo de notificación va con true o false' })),
  ),
  email: z.optional(z.partialRecord(emailKindSchema, emailFrequencySchema)),
  summary: z.optional(z.boolean({ error: 'summary va con true o false' })),
});
export type NotificationPreferencesUpdate = z.input<typeof notificationPreferencesUpdateSchema>;

export const defaultNotificationKinds = (): Record<NotificationKind, boolean> =>
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, true])) as Record<NotificationKind, boolean>;

export const defaultEmailFrequencies = (): Record<EmailKind, EmailFrequency> =>
  Object.fromEntries(EMAIL_KINDS.map((k) => [k, 'instant'])) as Record<EmailKind, EmailFrequency>;

/** What an unsubscribe link names: one e-mail kind, or the daily summary (every kind mailed in it). */
export const EMAIL_UNSUBSCRIBE_SCOPES = [...EMAIL_KINDS, 'summary'] as const;
export type EmailUnsubscribeScope = (typeof EMAIL_UNSUBSCRIBE_SCOPES)[number];

/** Query parameters of the signed unsubscribe link (`alertApiPaths.emailUnsubscribe`). */
export const EMAIL_UNSUBSCRIBE_PARAMS = { userCode: 'u', scope: 'k', signature: 's' } as const;

/** POST the day's summary now (local and tests only): how many summaries were queued. */
export const emailSummaryNowSchema = z.object({ queued: z.number().check(z.int(), z.gte(0)) });
export type EmailSummaryNow = z.infer<typeof emailSummaryNowSchema>;

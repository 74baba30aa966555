/**
 * The API paths of what only a signed-in user calls for alerts and request freshness: with their
 * contracts' entry (@lotengo/shared/contracts/alerts), off a visitor's first load. Relative to
 * API_BASE_PATH, Express-style like apiPaths; mock-api registers its routes from here.
 */
export const alertApiPaths = {
  /** Our additions: the author pauses, closes ("Ya encontré"), reopens or renews ("Sigo buscando") a request. */
  houseRequestPause: '/house-request/:id/pause',
  houseRequestClose: '/house-request/:id/close',
  houseRequestReopen: '/house-request/:id/reopen',
  houseRequestRenew: '/house-request/:id/renew',
  /** Ours: the offers I sent as an owner, with the state of the request each answers. */
  inboxSent: '/inboxProperty/sent/:userCode',
  /** Ours: my notifications (?page=&pageSize=&afterEventId=), mark one or all read, my preferences. */
  notifications: '/notifications/mine/:userCode',
  notificationRead: '/notifications/:notificationId/read',
  notificationsReadAll: '/notifications/mine/:userCode/read-all',
  notificationPreferences: '/notifications/preferences/:userCode',
  /**
   * Ours: leave one kind of e-mail (or the daily summary) without signing in, from a signed link
   * (EMAIL_UNSUBSCRIBE_PARAMS). GET shows the question, POST (a form, or a mail client's RFC 8058
   * one-click `List-Unsubscribe=One-Click`) does it.
   */
  emailUnsubscribe: '/email/unsubscribe',
  /** Ours, local and tests only: queue my daily summary now, with what it holds so far. */
  emailSummaryNow: '/notifications/email-summary/:userCode',
  /** Ours: whether my address gets mail, and why not (unverified, on the suppression list). */
  emailStatus: '/notifications/email-status/:userCode',
  /** Ours: mail me the identity provider's link that verifies my address (unverified addresses get no mail). */
  emailVerification: '/notifications/email-status/:userCode/verification',
  /** Ours: take my address off the suppression list (after a bounce or a complaint), signed in. */
  emailReactivate: '/notifications/email-status/:userCode/reactivate',
  /**
   * Ours, for the mail provider only: its bounce and spam-complaint webhook (Postmark's JSON), behind
   * HTTP Basic with the shared secret MAIL_WEBHOOK_SECRET.
   */
  emailProviderEvents: '/email/provider-events',
  /** Ours: the live channel. POST a ticket with the ID token, then GET the stream with ?ticket= (contracts/stream.ts).
   */
  streamTicket: '/notifications/stream-ticket',
  stream: '/notifications/stream',
} as const;

export type AlertApiPathKey = keyof typeof alertApiPaths;

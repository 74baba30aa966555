import { buildPath } from '../contracts';
import {
  alertApiPaths,
  emailStatusSchema,
  emailVerificationSentSchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationsReadSchema,
  requestStateChangeSchema,
  sentOfferSchema,
  STREAM_PARAMS,
  streamTicketSchema,
  type NotificationPreferencesUpdate,
} from '../contracts/alerts';
import { getRuntimeConfig } from '@lotengo/shared/config';
import { parseRequest } from './parse';
import { get, list, post, put } from './capability-request';

export interface NotificationsQuery {
  page?: number;
  pageSize?: number;
  /** Only what came after this stream event (the polling fallback). */
  afterEventId?: number;
}

/** Request freshness, notifications, preferences and the live channel (loaded with the other session calls). */
export const alertCalls = {
  // ---- a request's state (author only; 409 with a Spanish reason from the wrong state) ----
  pauseHouseRequest: async (id: number) => post(requestStateChangeSchema, alertApiPaths.houseRequestPause, {}, { id }),
  /** "Ya encontré". */
  closeHouseRequest: async (id: number) => post(requestStateChangeSchema, alertApiPaths.houseRequestClose, {}, { id }),
  reopenHouseRequest: async (id: number) =>
    post(requestStateChangeSchema, alertApiPaths.houseRequestReopen, {}, { id }),
  /** "Sigo buscando": the expiry clock starts again. */
  renewHouseRequest: async (id: number) => post(requestStateChangeSchema, alertApiPaths.houseRequestRenew, {}, { id }),
  /** The offers I sent as an owner, each with its request's state ("Solicitud cerrada"). */
  getSentOffers: async (userCode: number) => get(list(sentOfferSchema), alertApiPaths.inboxSent, { userCode }),

  // ---- notifications ----
  getNotifications: async (userCode: number, query: NotificationsQuery = {}) =>
    get(notificationPageSchema, alertApiPaths.notifications, { userCode }, { params: query }),
  markNotificationRead: async (notificationId: number) =>
    post(notificationsReadSchema, alertApiPaths.notificationRead, {}, { notificationId }),
  markAllNotificationsRead: async (userCode: number) =>
    post(notificationsReadSchema, alertApiPaths.notificationsReadAll, {}, { userCode }),
  getNotificationPreferences: async (userCode: number) =>
    get(notificationPreferencesSchema, alertApiPaths.notificationPreferences, { userCode }),
  /** Only the kinds sent change; answers every kind. */
  setNotificationPreferences: async (userCode: number, kinds: NotificationPreferencesUpdate['kinds']) =>
    put(
      notificationPreferencesSchema,
      alertApiPaths.notificationPreferences,
      parseRequest(notificationPreferencesUpdateSchema, { kinds }),
      { userCode },
    ),
  /** How often each e-mail kind is sent (only the kinds sent change); answers every preference. */
  setEmailPreferences: async (userCode: number, email: NotificationPreferencesUpdate['email']) =>
    put(
      notificationPreferencesSchema,
      alertApiPaths.notificationPreferences,
      parseRequest(notificationPreferencesUpdateSchema, { email }),
      { userCode },
    ),
  /** The daily summary on or off (off: the "daily" kinds become "never" and nothing waiting is mailed). */
  setEmailSummary: async (userCode: number, summary: boolean) =>
    put(
      notificationPreferencesSchema,
      alertApiPaths.notificationPreferences,
      parseRequest(notificationPreferencesUpdateSchema, { summary }),
      { userCode },
    ),
  /** Whether my address gets mail, and why not (unverified, or on the suppression list). */
  getEmailStatus: async (userCode: number) => get(emailStatusSchema, alertApiPaths.emailStatus, { userCode }),
  /** Mails the identity provider's verification link to my address (409 verified already, 429 too soon). */
  sendEmailVerification: async (userCode: number) =>
    post(emailVerificationSentSchema, alertApiPaths.emailVerification, {}, { userCode }),
  /** Off the suppression list after a bounce or a complaint (409 for a stop the team set). */
  reactivateEmail: async (userCode: number) => post(emailStatusSchema, alertApiPaths.emailReactivate, {}, { userCode }),

  /**
   * The URL for `new EventSource(url)`: asks for a single-use ticket (the ID token travels in the
   * Authorization header as on every call, never in the URL). A new EventSource cannot send
   * Last-Event-ID, so a resume passes the last id seen here.
   */
  getStreamUrl: async (lastEventId?: number) => {
    const { ticket } = await post(streamTicketSchema, alertApiPaths.streamTicket, {});
    const query = new URLSearchParams({
      [STREAM_PARAMS.ticket]: ticket,
      // 0 too: "everything after event 0" is a position to resume from, not "live from now".
      ...(lastEventId !== undefined ? { [STREAM_PARAMS.lastEventId]: String(lastEventId) } : {}),
    });
    return `${getRuntimeConfig().apiBaseUrl}${buildPath(alertApiPaths.stream)}?${query}`;
  },
};

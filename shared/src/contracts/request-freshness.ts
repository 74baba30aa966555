import * as z from 'zod/mini';
import { flagSchema, id } from './primitives';
import { isAcceptedSchema } from './inbox';
import { requestStateSchema } from './request-state';

/** What pause, close, reopen and renew answer: the request's new state and clock. */
export const requestStateChangeSchema = z.object({
  houseRequestId: id('houseRequestId'),
  state: requestStateSchema,
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  /** Pending offers on it that now read "Solicitud cerrada" (close/pause) or open again (reopen). */
  changedOffers: z.number().check(z.int(), z.gte(0)),
});
export type RequestStateChange = z.infer<typeof requestStateChangeSchema>;

/** GET /inboxProperty/sent/{userCode}: the offers I sent as an owner, newest first, with the request's state. */
export const sentOfferSchema = z.object({
  idInboxProperty: id('idInboxProperty'),
  propertyId: id('propertyId'),
  houseRequestId: id('houseRequestId'),
  isAccepted: isAcceptedSchema,
  isWithdrawn: flagSchema,
  dateInbox: z.string(),
  requestTitle: z.string(),
  /** Anything but 'active' on a pending offer reads "Solicitud cerrada" (messages in i18n/alerts). */
  requestState: requestStateSchema,
});
export type SentOffer = z.infer<typeof sentOfferSchema>;

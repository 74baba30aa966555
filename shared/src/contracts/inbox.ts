import * as z from 'zod/mini';
import { flagSchema, id, isoDateSchema, timeSlotSchema, visitTypeSchema } from './primitives';
import { propertyProcessTypeSchema, propertySchema } from './property';
import { requestStateSchema } from './request-state';
import { REJECT_REASONS } from './placeholders';

export const INBOX_PENDING = 0 as const;
export const INBOX_ACCEPTED = 1 as const;
export const INBOX_REJECTED = 2 as const;
export const isAcceptedSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'isAccepted debe ser 0, 1 o 2',
});

/** POST /inboxProperty/enviar-al-inbox-property; houseRequestId is our addition (which request it answers). */
export const inboxSendSchema = z.object({
  propertyId: id('propertyId'),
  userCode: id('userCode'),
  houseRequestId: id('houseRequestId'),
  isAccepted: z._default(z.literal(0, { error: 'isAccepted debe ser 0 al enviar' }), 0),
  isRead: z._default(z.literal(0, { error: 'isRead debe ser 0 al enviar' }), 0),
  dateInbox: z.optional(z.iso.datetime({ error: 'dateInbox debe ser una fecha ISO' })),
});
export type InboxSend = z.input<typeof inboxSendSchema>;

/**
 * Why a seeker rejected an offer (our addition): one optional tap after "Dislike hecho". The owner sees
 * them as counts per property. Labels live in offerTexts.rejectReasons (@lotengo/shared/i18n).
 */
export const rejectReasonSchema = z.enum(REJECT_REASONS, {
  error: 'rejectReason debe ser precio, ubicacion, tamano, estado o fotos',
});
export type RejectReason = z.infer<typeof rejectReasonSchema>;

/** Which offer, of which property, in whose inbox (the seeker's): an inbox entry and the visit booked from it. */
const offerRef = {
  idInboxProperty: id('idInboxProperty'),
  propertyId: id('propertyId'),
  userCode: id('userCode'),
};

export const inboxEntrySchema = z.object({
  ...offerRef,
  houseRequestId: id('houseRequestId'),
  isAccepted: isAcceptedSchema,
  isRead: flagSchema,
  /** 1 when the owner closed the property while the offer was pending: shown "Ya no está disponible". */
  isWithdrawn: z._default(flagSchema, 0),
  rejectReason: z.optional(rejectReasonSchema),
  dateInbox: z.string(),
  /** The request it answers: anything but 'active' reads "Solicitud cerrada" on a pending offer. Optional: older
   * backends. */
  requestState: z.optional(requestStateSchema),
  propertyDetail: propertySchema,
});
export type InboxEntry = z.infer<typeof inboxEntrySchema>;

/** How and when, as booked and as read; date and hour are '' when the owner set no hours. */
const visitWhen = {
  typeVisit: visitTypeSchema,
  visitDate: z.union([isoDateSchema, z.literal('')]),
  visitHour: z.union([timeSlotSchema, z.literal('')]),
};

/**
 * POST /visit-planned/visit-registration. visitDate/visitHour are '' when the owner set no hours.
 * idInboxProperty (our addition, optional) names the offer the visit belongs to; without it the server
 * takes the caller's open offer of that property.
 */
export const visitPlannedSchema = z.object({
  propertyId: id('propertyId'),
  userCode: id('userCode'),
  idInboxProperty: z.optional(id('idInboxProperty')),
  ...visitWhen,
  status: z._default(z.literal(1), 1),
});
export type VisitPlanned = z.input<typeof visitPlannedSchema>;

/** Visit status as read (our addition): 1 planned (docs/product/entities.md), 0 cancelled by one of the two parties. */
export const VISIT_PLANNED = 1 as const;
export const VISIT_CANCELLED = 0 as const;
export const visitPartySchema = z.enum(['seeker', 'owner']);
export type VisitParty = z.infer<typeof visitPartySchema>;

/** A visit as read by the seeker (GET /visit-planned/mine/{userCode}) and answered by a booking. */
export const visitSchema = z.object({
  visitId: id('visitId'),
  ...offerRef,
  ...visitWhen,
  status: z.union([z.literal(VISIT_CANCELLED), z.literal(VISIT_PLANNED)]),
  cancelledBy: z.optional(visitPartySchema),
  /** Of the property, so the visit reads on its own (and in the .ics). */
  title: z.string(),
  /** Of the property too (optional: older backends), to name it when its title is the placeholder. */
  propertyType: z.optional(z.string()),
  processType: z.optional(propertyProcessTypeSchema),
  address: z.string(),
  district: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

/** A visit booked on one of my properties (GET /visit-planned/owner/{userCode}): the seeker's first name, never the
 * phone. */
export const ownerVisitSchema = z.extend(visitSchema, { seekerFirstName: z.string() });
export type OwnerVisit = z.infer<typeof ownerVisitSchema>;

/** POST /inboxProperty/reject-reason/{idInboxProperty}: the one-tap reason after a reject. */
export const rejectReasonBodySchema = z.object({ rejectReason: rejectReasonSchema });
/** GET /inboxProperty/unread-count/{userCode}. */
export const unreadCountSchema = z.object({ unread: z.number().check(z.int(), z.gte(0)) });
/** POST /inboxProperty/mark-read/{userCode}: how many entries went from unread to read. */
export const markReadAnswerSchema = z.object({ updated: z.number().check(z.int(), z.gte(0)) });

export const availableHourSchema = z.object({
  propertyId: id('propertyId'),
  typeVisit: visitTypeSchema,
  dateVisitAvailable: isoDateSchema,
  hourAvailableDateMin: timeSlotSchema,
});
export type AvailableHour = z.infer<typeof availableHourSchema>;
export const hoursRegistrationSchema = z
  .array(availableHourSchema)
  .check(z.minLength(1, 'la lista de horarios está vacía'), z.maxLength(64, 'demasiados horarios'));

import type * as z from 'zod/mini';
import {
  demandCountSchema,
  demandPlaceSchema,
  demandSummarySchema,
  propertyDemandSchema,
  supplySchema,
} from '../demand';
import { houseRequestSchema } from '../house-request';
import { houseRequestCreateSchema, houseRequestUpdateSchema } from '../house-request-write';
import {
  availableHourSchema,
  hoursRegistrationSchema,
  inboxEntrySchema,
  inboxSendSchema,
  markReadAnswerSchema,
  ownerVisitSchema,
  rejectReasonBodySchema,
  unreadCountSchema,
  visitPlannedSchema,
  visitSchema,
} from '../inbox';
import { propertyMatchesSchema, requestMatchesSchema } from '../match';
import { apiErrorBodySchema, contactMessageCreatedSchema, contactMessageSchema } from '../misc';
import {
  healthAnswerSchema,
  mailHealthSchema,
  postmarkEventSchema,
  providerEventResultSchema,
} from '../email-provider';
import { emailStatusSchema, emailVerificationSentSchema } from '../email-status';
import {
  emailSummaryNowSchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  notificationSchema,
  notificationsReadSchema,
} from '../notification';
import {
  characteristicSchema,
  configParameterSchema,
  imageProfileSchema,
  typeProcessSchema,
  typePropertySchema,
  ubigeoSchema,
} from '../options';
import {
  multimediaSchema,
  ownPropertySchema,
  propertyCreatedSchema,
  propertyCreateSchema,
  propertyDetailSchema,
  propertySchema,
  propertyStatusChangeSchema,
  propertyUpdateSchema,
} from '../property';
import { requestStateChangeSchema, sentOfferSchema } from '../request-freshness';
import { searchFilterSchema } from '../search';
import { streamTicketSchema } from '../stream';
import { pageLoadReportSchema, remoteErrorReportSchema, telemetryAcceptedSchema } from '../telemetry';
import { telemetrySummarySchema } from '../telemetry-summary';
import { userSchema } from '../user';
import { userRegistrationSchema, userUpdateSchema } from '../user-write';

/**
 * The contracts the document names (its components.schemas), by name; every other schema an operation
 * uses is written out where it is used. A schema named here is referenced wherever it appears, inside
 * others too, so a field renamed in a contract changes one place of the document.
 */
export const NAMED_SCHEMAS: Readonly<Record<string, z.ZodMiniType>> = {
  ErrorBody: apiErrorBodySchema,
  Ubigeo: ubigeoSchema,
  TypeProcess: typeProcessSchema,
  TypeProperty: typePropertySchema,
  Characteristic: characteristicSchema,
  ImageProfile: imageProfileSchema,
  ConfigParameter: configParameterSchema,
  User: userSchema,
  UserRegistration: userRegistrationSchema,
  UserUpdate: userUpdateSchema,
  Multimedia: multimediaSchema,
  Property: propertySchema,
  PropertyDetail: propertyDetailSchema,
  OwnProperty: ownPropertySchema,
  PropertyCreate: propertyCreateSchema,
  PropertyUpdate: propertyUpdateSchema,
  PropertyCreated: propertyCreatedSchema,
  PropertyStatusChange: propertyStatusChangeSchema,
  SearchFilter: searchFilterSchema,
  HouseRequest: houseRequestSchema,
  HouseRequestCreate: houseRequestCreateSchema,
  HouseRequestUpdate: houseRequestUpdateSchema,
  PropertyMatches: propertyMatchesSchema,
  RequestMatches: requestMatchesSchema,
  InboxEntry: inboxEntrySchema,
  InboxSend: inboxSendSchema,
  RejectReasonBody: rejectReasonBodySchema,
  UnreadCount: unreadCountSchema,
  MarkReadAnswer: markReadAnswerSchema,
  AvailableHour: availableHourSchema,
  HoursRegistration: hoursRegistrationSchema,
  VisitPlanned: visitPlannedSchema,
  Visit: visitSchema,
  OwnerVisit: ownerVisitSchema,
  RequestStateChange: requestStateChangeSchema,
  SentOffer: sentOfferSchema,
  Notification: notificationSchema,
  NotificationPage: notificationPageSchema,
  NotificationsRead: notificationsReadSchema,
  NotificationPreferences: notificationPreferencesSchema,
  NotificationPreferencesUpdate: notificationPreferencesUpdateSchema,
  EmailSummaryNow: emailSummaryNowSchema,
  StreamTicket: streamTicketSchema,
  DemandCount: demandCountSchema,
  DemandPlace: demandPlaceSchema,
  DemandSummary: demandSummarySchema,
  PropertyDemand: propertyDemandSchema,
  Supply: supplySchema,
  ContactMessage: contactMessageSchema,
  ContactMessageCreated: contactMessageCreatedSchema,
  RemoteErrorReport: remoteErrorReportSchema,
  PageLoadReport: pageLoadReportSchema,
  TelemetryAccepted: telemetryAcceptedSchema,
  TelemetrySummary: telemetrySummarySchema,
  Health: healthAnswerSchema,
  MailHealth: mailHealthSchema,
  EmailStatus: emailStatusSchema,
  EmailVerificationSent: emailVerificationSentSchema,
  PostmarkEvent: postmarkEventSchema,
  ProviderEventResult: providerEventResultSchema,
};

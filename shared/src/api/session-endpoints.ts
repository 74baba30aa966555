import * as z from 'zod/mini';
import {
  apiPaths,
  buildPath,
  availableHourSchema,
  contactMessageSchema,
  hoursRegistrationSchema,
  houseRequestCreateSchema,
  houseRequestSchema,
  houseRequestUpdateSchema,
  inboxEntrySchema,
  inboxSendSchema,
  multimediaSchema,
  ownPropertySchema,
  propertyCreatedSchema,
  propertyCreateSchema,
  propertyDetailSchema,
  propertyMatchesSchema,
  propertySchema,
  propertyStatusChangeSchema,
  propertyUpdateSchema,
  requestMatchesSchema,
  searchFilterSchema,
  userRegistrationSchema,
  userSchema,
  userUpdateSchema,
  visitPlannedSchema,
  visitSchema,
  ownerVisitSchema,
  markReadAnswerSchema,
  rejectReasonBodySchema,
  unreadCountSchema,
  type AvailableHour,
  type RejectReason,
  type ContactMessage,
  type HouseRequestCreate,
  type HouseRequestUpdate,
  type InboxSend,
  type PropertyCreate,
  type PropertyUpdate,
  type SearchFilter,
  type UserRegistration,
  type UserUpdate,
  type VisitPlanned,
} from '../contracts';
import { alertCalls } from './alert-endpoints';
import { parseRequest, parseResponse } from './parse';
import { takeEarlyAnswer } from './early-answer';
import { anyAnswer, get, getNullable, list, post } from './capability-request';

const propertyList = list(propertySchema);
const hourList = list(availableHourSchema);

/**
 * The calls of signed-in pages (properties, account, writes of requests, inbox, visits, files, contact):
 * with their contracts they load on the first such call, not on a visitor's first screen. `api`
 * (endpoints.ts) exposes each under the same name, so callers and tests see one client.
 */
export const sessionApi = {
  // ---- properties ----
  getProperties: async () => get(propertyList, apiPaths.properties),
  registerProperty: async (p: PropertyCreate) =>
    post(propertyCreatedSchema, apiPaths.propertyRegistration, parseRequest(propertyCreateSchema, p)),
  /** The owner's own list: closed ones included, each with status and reject-reason counts. */
  getUserProperties: async (userCode: number) => get(list(ownPropertySchema), apiPaths.userProperties, { userCode }),
  getProperty: async (propertyId: number) => {
    // A detail opened by URL: the early-start script may have asked already (one request, not two).
    const early = await takeEarlyAnswer(buildPath(apiPaths.property, { id: propertyId }));
    return early
      ? parseResponse(propertyDetailSchema, early, 200)
      : get(propertyDetailSchema, apiPaths.property, { id: propertyId });
  },
  updateProperty: async (propertyId: number, p: PropertyUpdate) =>
    post(propertyCreatedSchema, apiPaths.propertyUpdate, parseRequest(propertyUpdateSchema, p), { id: propertyId }),
  closeProperty: async (propertyId: number) =>
    post(propertyStatusChangeSchema, apiPaths.propertyClose, {}, { id: propertyId }),
  reopenProperty: async (propertyId: number) =>
    post(propertyStatusChangeSchema, apiPaths.propertyReopen, {}, { id: propertyId }),
  /** docs/product/entities.md: the linking search sends ubigeoId, priceMin and priceMax with the userCode. */
  searchUserProperties: async (userCode: number, filter: SearchFilter) =>
    post(propertyList, apiPaths.propertyFilters, parseRequest(searchFilterSchema, filter), { userCode }),
  /** Other people's properties for each of my requests, grouped by request, exact and near (contracts/match.ts). */
  getPropertyMatches: async (userCode: number) => get(propertyMatchesSchema, apiPaths.propertyMatches, { userCode }),

  // ---- users ----
  getUserByUid: async (uid: string) => getNullable(userSchema, apiPaths.userByUid, { uid }),
  registerUser: async (u: UserRegistration) =>
    post(userSchema, apiPaths.userRegistration, parseRequest(userRegistrationSchema, u)),
  getUserByEmail: async (email: string) => getNullable(userSchema, apiPaths.userByEmail, { email: email.trim() }),
  updateUser: async (u: UserUpdate) => post(userSchema, apiPaths.userUpdate, parseRequest(userUpdateSchema, u)),

  // ---- house requests: writes and matches ----
  registerHouseRequest: async (r: HouseRequestCreate) =>
    post(houseRequestSchema, apiPaths.houseRequestRegistration, parseRequest(houseRequestCreateSchema, r)),
  updateHouseRequest: async (id: number, r: HouseRequestUpdate) =>
    post(houseRequestSchema, apiPaths.houseRequestUpdate, parseRequest(houseRequestUpdateSchema, r), { id }),
  /** Other people's requests for each of my properties, grouped by property, exact and near (contracts/match.ts). */
  getHouseRequestMatches: async (userCode: number) =>
    get(requestMatchesSchema, apiPaths.houseRequestMatches, { userCode }),

  // ---- inbox ----
  /** The inbox screen passes the user code (docs/product/api.md). */
  getInbox: async (userCode: number) => get(list(inboxEntrySchema), apiPaths.inbox, { id: userCode }),
  sendToInbox: async (entry: InboxSend) =>
    post(
      inboxEntrySchema,
      apiPaths.inboxSend,
      parseRequest(inboxSendSchema, { ...entry, dateInbox: entry.dateInbox ?? new Date().toISOString() }),
    ),
  changeIsAccepted: async (idInboxProperty: number, value: 1 | 2): Promise<void> => {
    await get(anyAnswer, apiPaths.inboxChangeIsAccepted, { idInboxProperty, value });
  },
  getSentPropertyIds: async (houseRequestId: number) =>
    get(z.array(z.number()), apiPaths.inboxSentByMe, { houseRequestId }),
  /** How many offers of my inbox I have not seen yet (the header badge). */
  getInboxUnreadCount: async (userCode: number) =>
    (await get(unreadCountSchema, apiPaths.inboxUnreadCount, { userCode })).unread,
  /** Opening Mis Ofertas marks every offer read; answers how many changed. */
  markInboxRead: async (userCode: number) =>
    (await post(markReadAnswerSchema, apiPaths.inboxMarkRead, {}, { userCode })).updated,
  /** The optional one-tap reason of a reject (the owner sees counts). */
  setRejectReason: async (idInboxProperty: number, rejectReason: RejectReason) =>
    post(inboxEntrySchema, apiPaths.inboxRejectReason, parseRequest(rejectReasonBodySchema, { rejectReason }), {
      idInboxProperty,
    }),

  // ---- hours and visits ----
  /** Answers true on success (docs/product/api.md); false means "may not have been saved" (docs/product/texts.md). */
  registerHours: async (hours: AvailableHour[]) =>
    post(z.boolean(), apiPaths.hoursRegistration, parseRequest(hoursRegistrationSchema, hours)),
  getHoursByProperty: async (propertyId: number) => get(hourList, apiPaths.hoursByProperty, { propertyId }),
  getHoursByPropertyAndType: async (propertyId: number, typeVisit: string) =>
    get(hourList, apiPaths.hoursByPropertyAndTypeVisit, { propertyId, typeVisit }),
  getHoursByPropertyTypeAndDate: async (propertyId: number, typeVisit: string, date: string) =>
    get(hourList, apiPaths.hoursByPropertyTypeAndDate, { propertyId, typeVisit, date }),
  /** Books (or moves) the visit of an offer; 409 when someone else just took the slot. Answers the visit. */
  registerVisit: async (v: VisitPlanned) =>
    post(visitSchema, apiPaths.visitRegistration, parseRequest(visitPlannedSchema, v)),
  /** My visits as a seeker, and the visits booked on my properties (seeker's first name only). */
  getMyVisits: async (userCode: number) => get(list(visitSchema), apiPaths.visitsMine, { userCode }),
  getOwnerVisits: async (userCode: number) => get(list(ownerVisitSchema), apiPaths.visitsOwner, { userCode }),
  /** Either party cancels; the slot is free again. */
  cancelVisit: async (visitId: number) => post(visitSchema, apiPaths.visitCancel, {}, { visitId }),

  // ---- files and contact ----
  /**
   * multipart/form-data, field "file"; the server stores it under the caller's userCode folder as a uuid.
   * onProgress gets the sent fraction (0..1) while the body goes up.
   */
  uploadImage: async (
    file: Blob,
    fileName = file instanceof File ? file.name : 'imagen',
    onProgress?: (fraction: number) => void,
  ) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return post(multimediaSchema, apiPaths.storageUpload, form, undefined, {
      // Big files on slow links: the default timeout is for JSON calls, not for photos.
      timeout: 120_000,
      onUploadProgress: onProgress
        ? (e) => onProgress(e.total ? Math.min(1, e.loaded / e.total) : (e.progress ?? 0))
        : undefined,
    });
  },
  sendContactMessage: async (msg: ContactMessage): Promise<void> => {
    await post(anyAnswer, apiPaths.contactMessages, parseRequest(contactMessageSchema, msg));
  },

  ...alertCalls,
};

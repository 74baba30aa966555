import * as z from 'zod/mini';
import { AxiosHeaders, type AxiosRequestConfig } from 'axios';
import {
  apiPaths,
  availableHourSchema,
  buildPath,
  characteristicSchema,
  configParameterSchema,
  contactMessageSchema,
  DEFAULT_PAGE_SIZE,
  hoursRegistrationSchema,
  houseRequestCreateSchema,
  houseRequestSchema,
  houseRequestUpdateSchema,
  imageProfileSchema,
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
  typeProcessSchema,
  typePropertySchema,
  ubigeoSchema,
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
  type HouseRequest,
  type HouseRequestCreate,
  type HouseRequestUpdate,
  type InboxSend,
  type Page,
  type PropertyCreate,
  type PropertyUpdate,
  type SearchFilter,
  type UserRegistration,
  type UserUpdate,
  type VisitPlanned,
} from '../contracts';
import { ApiError } from './api-error';
import { httpClient } from './http-client';
import { parseRequest, parseResponse } from './parse';

type Params = Record<string, string | number>;

async function get<T>(schema: z.ZodMiniType<T>, pattern: string, params?: Params, config?: AxiosRequestConfig): Promise<T> {
  const res = await httpClient.get<unknown>(buildPath(pattern, params), config);
  return parseResponse(schema, res.data, res.status);
}

async function post<T>(schema: z.ZodMiniType<T>, pattern: string, body: unknown, params?: Params, config?: AxiosRequestConfig): Promise<T> {
  const res = await httpClient.post<unknown>(buildPath(pattern, params), body, config);
  return parseResponse(schema, res.data, res.status);
}

/** "null means not registered" (SPEC §7): a null or empty body, or a 404, resolves null. */
async function getNullable<T>(schema: z.ZodMiniType<T>, pattern: string, params: Params): Promise<T | null> {
  try {
    const res = await httpClient.get<unknown>(buildPath(pattern, params));
    if (res.data === null || res.data === '' || res.data === undefined) return null;
    return parseResponse(schema, res.data, res.status);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

const list = <T extends z.ZodMiniType>(schema: T) => z.array(schema);
/** Answers the spec leaves unshown: accepted as they come, the caller only needs success. */
const anyAnswer = z.unknown();

const ubigeoList = list(ubigeoSchema);
const propertyList = list(propertySchema);
const houseRequestList = list(houseRequestSchema);
const hourList = list(availableHourSchema);

/** X-Total-Count (json-server's convention); the list length when the header is missing or garbled. */
function totalFrom(header: unknown, fallback: number): number {
  const n = Number(header);
  return header != null && header !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/**
 * One typed function per SPEC §7 call. Every answer is parsed with its contract; failures are ApiError.
 * All are async, so a payload rejected before sending is a rejected promise like any other failure.
 */
export const api = {
  // ---- location and option lists (each ubigeo list item is a Ubigeo) ----
  getUbigeos: async () => get(ubigeoList, apiPaths.ubigeoList),
  getDepartments: async () => get(ubigeoList, apiPaths.departments),
  getProvinces: async (department: string) => get(ubigeoList, apiPaths.provinces, { department }),
  getDistricts: async (department: string, province: string) => get(ubigeoList, apiPaths.districts, { department, province }),
  getTypeProcesses: async () => get(list(typeProcessSchema), apiPaths.typeProcess),
  getTypeProcessesForProperty: async () => get(list(typeProcessSchema), apiPaths.typeProcessProperty),
  getTypeProcessesForRequest: async () => get(list(typeProcessSchema), apiPaths.typeProcessRequest),
  getTypeProperties: async () => get(list(typePropertySchema), apiPaths.typeProperty),
  getCharacteristics: async () => get(list(characteristicSchema), apiPaths.characteristic),
  getProfileImages: async () => get(list(imageProfileSchema), apiPaths.imageProfiles),
  getConfigParameters: async () => get(list(configParameterSchema), apiPaths.configParameter),

  // ---- properties ----
  getProperties: async () => get(propertyList, apiPaths.properties),
  registerProperty: async (p: PropertyCreate) => post(propertyCreatedSchema, apiPaths.propertyRegistration, parseRequest(propertyCreateSchema, p)),
  /** The owner's own list: closed ones included, each with status and reject-reason counts. */
  getUserProperties: async (userCode: number) => get(list(ownPropertySchema), apiPaths.userProperties, { userCode }),
  getProperty: async (propertyId: number) => get(propertyDetailSchema, apiPaths.property, { id: propertyId }),
  updateProperty: async (propertyId: number, p: PropertyUpdate) =>
    post(propertyCreatedSchema, apiPaths.propertyUpdate, parseRequest(propertyUpdateSchema, p), { id: propertyId }),
  closeProperty: async (propertyId: number) => post(propertyStatusChangeSchema, apiPaths.propertyClose, {}, { id: propertyId }),
  reopenProperty: async (propertyId: number) => post(propertyStatusChangeSchema, apiPaths.propertyReopen, {}, { id: propertyId }),
  /** SPEC §3: the linking search sends ubigeoId, priceMin and priceMax with the userCode. */
  searchUserProperties: async (userCode: number, filter: SearchFilter) =>
    post(propertyList, apiPaths.propertyFilters, parseRequest(searchFilterSchema, filter), { userCode }),
  /** Other people's properties for each of my requests, grouped by request, exact and near (contracts/match.ts). */
  getPropertyMatches: async (userCode: number) => get(propertyMatchesSchema, apiPaths.propertyMatches, { userCode }),

  // ---- users ----
  getUserByUid: async (uid: string) => getNullable(userSchema, apiPaths.userByUid, { uid }),
  registerUser: async (u: UserRegistration) => post(userSchema, apiPaths.userRegistration, parseRequest(userRegistrationSchema, u)),
  getUserByEmail: async (email: string) => getNullable(userSchema, apiPaths.userByEmail, { email: email.trim() }),
  updateUser: async (u: UserUpdate) => post(userSchema, apiPaths.userUpdate, parseRequest(userUpdateSchema, u)),

  // ---- house requests ----
  /** POST /house-request: the answer stays a list; the total travels in X-Total-Count. */
  async searchHouseRequests(filter: SearchFilter): Promise<Page<HouseRequest>> {
    const body = parseRequest(searchFilterSchema, filter);
    const res = await httpClient.post<unknown>(apiPaths.houseRequestSearch, body);
    const items = parseResponse(houseRequestList, res.data, res.status);
    return {
      items,
      total: totalFrom(AxiosHeaders.from(res.headers as AxiosHeaders).get('x-total-count'), items.length),
      page: body.page ?? 1,
      pageSize: body.pageSize ?? (body.page ? DEFAULT_PAGE_SIZE : items.length),
    };
  },
  registerHouseRequest: async (r: HouseRequestCreate) =>
    post(houseRequestSchema, apiPaths.houseRequestRegistration, parseRequest(houseRequestCreateSchema, r)),
  getPopularHouseRequests: async () => get(houseRequestList, apiPaths.houseRequestPopular),
  getMyHouseRequests: async (userCode: number) => get(houseRequestList, apiPaths.houseRequestMine, { userCode }),
  getHouseRequest: async (id: number) => get(houseRequestSchema, apiPaths.houseRequest, { id }),
  updateHouseRequest: async (id: number, r: HouseRequestUpdate) =>
    post(houseRequestSchema, apiPaths.houseRequestUpdate, parseRequest(houseRequestUpdateSchema, r), { id }),
  /** Other people's requests for each of my properties, grouped by property, exact and near (contracts/match.ts). */
  getHouseRequestMatches: async (userCode: number) => get(requestMatchesSchema, apiPaths.houseRequestMatches, { userCode }),

  // ---- inbox ----
  /** The inbox screen passes the user code (SPEC §7). */
  getInbox: async (userCode: number) => get(list(inboxEntrySchema), apiPaths.inbox, { id: userCode }),
  sendToInbox: async (entry: InboxSend) =>
    post(inboxEntrySchema, apiPaths.inboxSend, parseRequest(inboxSendSchema, { ...entry, dateInbox: entry.dateInbox ?? new Date().toISOString() })),
  changeIsAccepted: async (idInboxProperty: number, value: 1 | 2): Promise<void> => {
    await get(anyAnswer, apiPaths.inboxChangeIsAccepted, { idInboxProperty, value });
  },
  getSentPropertyIds: async (houseRequestId: number) => get(z.array(z.number()), apiPaths.inboxSentByMe, { houseRequestId }),
  /** Issue 8: how many offers of my inbox I have not seen yet (the header badge). */
  getInboxUnreadCount: async (userCode: number) => (await get(unreadCountSchema, apiPaths.inboxUnreadCount, { userCode })).unread,
  /** Issue 8: opening Mis Ofertas marks every offer read; answers how many changed. */
  markInboxRead: async (userCode: number) => (await post(markReadAnswerSchema, apiPaths.inboxMarkRead, {}, { userCode })).updated,
  /** Issue 8: the optional one-tap reason of a reject (the owner sees counts). */
  setRejectReason: async (idInboxProperty: number, rejectReason: RejectReason) =>
    post(inboxEntrySchema, apiPaths.inboxRejectReason, parseRequest(rejectReasonBodySchema, { rejectReason }), { idInboxProperty }),

  // ---- hours and visits ----
  /** Answers true on success (SPEC §7); false means "may not have been saved" (SPEC §8). */
  registerHours: async (hours: AvailableHour[]) => post(z.boolean(), apiPaths.hoursRegistration, parseRequest(hoursRegistrationSchema, hours)),
  getHoursByProperty: async (propertyId: number) => get(hourList, apiPaths.hoursByProperty, { propertyId }),
  getHoursByPropertyAndType: async (propertyId: number, typeVisit: string) =>
    get(hourList, apiPaths.hoursByPropertyAndTypeVisit, { propertyId, typeVisit }),
  getHoursByPropertyTypeAndDate: async (propertyId: number, typeVisit: string, date: string) =>
    get(hourList, apiPaths.hoursByPropertyTypeAndDate, { propertyId, typeVisit, date }),
  /** Books (or moves) the visit of an offer; 409 when someone else just took the slot. Answers the visit. */
  registerVisit: async (v: VisitPlanned) => post(visitSchema, apiPaths.visitRegistration, parseRequest(visitPlannedSchema, v)),
  /** Issue 8: my visits as a seeker, and the visits booked on my properties (seeker's first name only). */
  getMyVisits: async (userCode: number) => get(list(visitSchema), apiPaths.visitsMine, { userCode }),
  getOwnerVisits: async (userCode: number) => get(list(ownerVisitSchema), apiPaths.visitsOwner, { userCode }),
  /** Either party cancels; the slot is free again. */
  cancelVisit: async (visitId: number) => post(visitSchema, apiPaths.visitCancel, {}, { visitId }),

  // ---- files and contact ----
  /**
   * multipart/form-data, field "file"; the server stores it under the caller's userCode folder as a uuid.
   * onProgress gets the sent fraction (0..1) while the body goes up.
   */
  uploadImage: async (file: Blob, fileName = file instanceof File ? file.name : 'imagen', onProgress?: (fraction: number) => void) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return post(multimediaSchema, apiPaths.storageUpload, form, undefined, {
      // Big files on slow links: the default timeout is for JSON calls, not for photos.
      timeout: 120_000,
      onUploadProgress: onProgress ? (e) => onProgress(e.total ? Math.min(1, e.loaded / e.total) : (e.progress ?? 0)) : undefined,
    });
  },
  sendContactMessage: async (msg: ContactMessage): Promise<void> => {
    await post(anyAnswer, apiPaths.contactMessages, parseRequest(contactMessageSchema, msg));
  },
};

export type Api = typeof api;

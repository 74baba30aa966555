import { z } from 'zod';
import type { AxiosRequestConfig } from 'axios';
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
  houseRequestMatchSchema,
  houseRequestSchema,
  houseRequestUpdateSchema,
  imageProfileSchema,
  inboxEntrySchema,
  inboxSendSchema,
  multimediaSchema,
  propertyCreatedSchema,
  propertyCreateSchema,
  propertyMatchSchema,
  propertySchema,
  searchFilterSchema,
  typeProcessSchema,
  typePropertySchema,
  ubigeoSchema,
  userRegistrationSchema,
  userSchema,
  userUpdateSchema,
  visitPlannedSchema,
  type AvailableHour,
  type ContactMessage,
  type HouseRequest,
  type HouseRequestCreate,
  type HouseRequestUpdate,
  type InboxSend,
  type Page,
  type PropertyCreate,
  type SearchFilter,
  type UserRegistration,
  type UserUpdate,
  type VisitPlanned,
} from '../contracts';
import { ApiError } from './api-error';
import { httpClient } from './http-client';
import { parseRequest, parseResponse } from './parse';

type Params = Record<string, string | number>;

async function get<T>(schema: z.ZodType<T>, pattern: string, params?: Params, config?: AxiosRequestConfig): Promise<T> {
  const res = await httpClient.get<unknown>(buildPath(pattern, params), config);
  return parseResponse(schema, res.data, res.status);
}

async function post<T>(schema: z.ZodType<T>, pattern: string, body: unknown, params?: Params, config?: AxiosRequestConfig): Promise<T> {
  const res = await httpClient.post<unknown>(buildPath(pattern, params), body, config);
  return parseResponse(schema, res.data, res.status);
}

/** "null means not registered" (SPEC §7): a null or empty body, or a 404, resolves null. */
async function getNullable<T>(schema: z.ZodType<T>, pattern: string, params: Params): Promise<T | null> {
  try {
    const res = await httpClient.get<unknown>(buildPath(pattern, params));
    if (res.data === null || res.data === '' || res.data === undefined) return null;
    return parseResponse(schema, res.data, res.status);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

const list = <T extends z.ZodType>(schema: T) => z.array(schema);
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

/** One typed function per SPEC §7 call. Every answer is parsed with its contract; failures are ApiError. */
export const api = {
  // ---- location and option lists (each ubigeo list item is a Ubigeo) ----
  getUbigeos: () => get(ubigeoList, apiPaths.ubigeoList),
  getDepartments: () => get(ubigeoList, apiPaths.departments),
  getProvinces: (department: string) => get(ubigeoList, apiPaths.provinces, { department }),
  getDistricts: (department: string, province: string) => get(ubigeoList, apiPaths.districts, { department, province }),
  getTypeProcesses: () => get(list(typeProcessSchema), apiPaths.typeProcess),
  getTypeProcessesForProperty: () => get(list(typeProcessSchema), apiPaths.typeProcessProperty),
  getTypeProcessesForRequest: () => get(list(typeProcessSchema), apiPaths.typeProcessRequest),
  getTypeProperties: () => get(list(typePropertySchema), apiPaths.typeProperty),
  getCharacteristics: () => get(list(characteristicSchema), apiPaths.characteristic),
  getProfileImages: () => get(list(imageProfileSchema), apiPaths.imageProfiles),
  getConfigParameters: () => get(list(configParameterSchema), apiPaths.configParameter),

  // ---- properties ----
  getProperties: () => get(propertyList, apiPaths.properties),
  registerProperty: (p: PropertyCreate) => post(propertyCreatedSchema, apiPaths.propertyRegistration, parseRequest(propertyCreateSchema, p)),
  getUserProperties: (userCode: number) => get(propertyList, apiPaths.userProperties, { userCode }),
  /** SPEC §3: the linking search sends ubigeoId, priceMin and priceMax with the userCode. */
  searchUserProperties: (userCode: number, filter: SearchFilter) =>
    post(propertyList, apiPaths.propertyFilters, parseRequest(searchFilterSchema, filter), { userCode }),
  getPropertyMatches: (userCode: number) => get(list(propertyMatchSchema), apiPaths.propertyMatches, { userCode }),

  // ---- users ----
  getUserByUid: (uid: string) => getNullable(userSchema, apiPaths.userByUid, { uid }),
  registerUser: (u: UserRegistration) => post(userSchema, apiPaths.userRegistration, parseRequest(userRegistrationSchema, u)),
  getUserByEmail: (email: string) => getNullable(userSchema, apiPaths.userByEmail, { email: email.trim() }),
  updateUser: (u: UserUpdate) => post(userSchema, apiPaths.userUpdate, parseRequest(userUpdateSchema, u)),

  // ---- house requests ----
  /** POST /house-request: the answer stays a list; the total travels in X-Total-Count. */
  async searchHouseRequests(filter: SearchFilter): Promise<Page<HouseRequest>> {
    const body = parseRequest(searchFilterSchema, filter);
    const res = await httpClient.post<unknown>(apiPaths.houseRequestSearch, body);
    const items = parseResponse(houseRequestList, res.data, res.status);
    return {
      items,
      total: totalFrom(res.headers['x-total-count'], items.length),
      page: body.page ?? 1,
      pageSize: body.pageSize ?? (body.page ? DEFAULT_PAGE_SIZE : items.length),
    };
  },
  registerHouseRequest: (r: HouseRequestCreate) =>
    post(houseRequestSchema, apiPaths.houseRequestRegistration, parseRequest(houseRequestCreateSchema, r)),
  getPopularHouseRequests: () => get(houseRequestList, apiPaths.houseRequestPopular),
  getMyHouseRequests: (userCode: number) => get(houseRequestList, apiPaths.houseRequestMine, { userCode }),
  getHouseRequest: (id: number) => get(houseRequestSchema, apiPaths.houseRequest, { id }),
  updateHouseRequest: (id: number, r: HouseRequestUpdate) =>
    post(houseRequestSchema, apiPaths.houseRequestUpdate, parseRequest(houseRequestUpdateSchema, r), { id }),
  getHouseRequestMatches: (userCode: number) => get(list(houseRequestMatchSchema), apiPaths.houseRequestMatches, { userCode }),

  // ---- inbox ----
  /** The inbox screen passes the user code (SPEC §7). */
  getInbox: (userCode: number) => get(list(inboxEntrySchema), apiPaths.inbox, { id: userCode }),
  sendToInbox: (entry: InboxSend) =>
    post(inboxEntrySchema, apiPaths.inboxSend, parseRequest(inboxSendSchema, { ...entry, dateInbox: entry.dateInbox ?? new Date().toISOString() })),
  changeIsAccepted: async (idInboxProperty: number, value: 1 | 2): Promise<void> => {
    await get(anyAnswer, apiPaths.inboxChangeIsAccepted, { idInboxProperty, value });
  },
  getSentPropertyIds: (houseRequestId: number) => get(z.array(z.number()), apiPaths.inboxSentByMe, { houseRequestId }),

  // ---- hours and visits ----
  /** Answers true on success (SPEC §7); false means "may not have been saved" (SPEC §8). */
  registerHours: (hours: AvailableHour[]) => post(z.boolean(), apiPaths.hoursRegistration, parseRequest(hoursRegistrationSchema, hours)),
  getHoursByProperty: (propertyId: number) => get(hourList, apiPaths.hoursByProperty, { propertyId }),
  getHoursByPropertyAndType: (propertyId: number, typeVisit: string) =>
    get(hourList, apiPaths.hoursByPropertyAndTypeVisit, { propertyId, typeVisit }),
  getHoursByPropertyTypeAndDate: (propertyId: number, typeVisit: string, date: string) =>
    get(hourList, apiPaths.hoursByPropertyTypeAndDate, { propertyId, typeVisit, date }),
  registerVisit: async (v: VisitPlanned): Promise<void> => {
    await post(anyAnswer, apiPaths.visitRegistration, parseRequest(visitPlannedSchema, v));
  },

  // ---- files and contact ----
  /** multipart/form-data, field "file"; the server stores it under the caller's userCode folder. */
  uploadImage: (file: Blob, fileName = file instanceof File ? file.name : 'imagen') => {
    const form = new FormData();
    form.append('file', file, fileName);
    return post(multimediaSchema, apiPaths.storageUpload, form);
  },
  sendContactMessage: async (msg: ContactMessage): Promise<void> => {
    await post(anyAnswer, apiPaths.contactMessages, parseRequest(contactMessageSchema, msg));
  },
};

export type Api = typeof api;

import {
  apiPaths,
  characteristicSchema,
  configParameterSchema,
  DEFAULT_PAGE_SIZE,
  houseRequestSchema,
  imageProfileSchema,
  searchFilterSchema,
  typeProcessSchema,
  typePropertySchema,
  ubigeoSchema,
  type HouseRequest,
  type Page,
  type SearchFilter,
} from '../contracts';
import { httpClient, responseHeader } from '@lotengo/shared/http';
import { isMissingFileError, reportMissingFile } from '@lotengo/shared/remotes';
import { parseRequest, parseResponse } from './parse';
import { get, list } from './request';

const ubigeoList = list(ubigeoSchema);
const houseRequestList = list(houseRequestSchema);

/** X-Total-Count (json-server's convention); the list length when the header is missing or garbled. */
function totalFrom(header: unknown, fallback: number): number {
  const n = Number(header);
  return header != null && header !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

type SessionApi = typeof import('./session-endpoints').sessionApi;
const loadSessionApi = () =>
  import('./session-endpoints').catch((err: unknown) => {
    // A release pruned under an open tab: its calls' chunk is gone. The page says a reload is needed (the
    // shell's banner, once); this call fails as any other that cannot reach the server.
    if (isMissingFileError(err)) reportMissingFile(err);
    throw err;
  });

/** A signed-in page's call: its code and contracts are downloaded with its first use (session-endpoints.ts). */
function later<K extends keyof SessionApi>(key: K): SessionApi[K] {
  return (async (...args: unknown[]) => {
    const { sessionApi } = await loadSessionApi();
    return (sessionApi[key] as (...a: unknown[]) => unknown)(...args);
  }) as SessionApi[K];
}

/** The calls of a visitor's first screens: option lists and the request search and reads. */
const visitorCalls = {
  // ---- location and option lists (each ubigeo list item is a Ubigeo) ----
  getUbigeos: async () => get(ubigeoList, apiPaths.ubigeoList),
  getDepartments: async () => get(ubigeoList, apiPaths.departments),
  getProvinces: async (department: string) => get(ubigeoList, apiPaths.provinces, { department }),
  getDistricts: async (department: string, province: string) =>
    get(ubigeoList, apiPaths.districts, { department, province }),
  getTypeProcesses: async () => get(list(typeProcessSchema), apiPaths.typeProcess),
  getTypeProcessesForProperty: async () => get(list(typeProcessSchema), apiPaths.typeProcessProperty),
  getTypeProcessesForRequest: async () => get(list(typeProcessSchema), apiPaths.typeProcessRequest),
  getTypeProperties: async () => get(list(typePropertySchema), apiPaths.typeProperty),
  getCharacteristics: async () => get(list(characteristicSchema), apiPaths.characteristic),
  getProfileImages: async () => get(list(imageProfileSchema), apiPaths.imageProfiles),
  getConfigParameters: async () => get(list(configParameterSchema), apiPaths.configParameter),

  // ---- house requests ----
  /** POST /house-request: the answer stays a list; the total travels in X-Total-Count. */
  async searchHouseRequests(filter: SearchFilter): Promise<Page<HouseRequest>> {
    const body = parseRequest(searchFilterSchema, filter);
    const res = await httpClient.post<unknown>(apiPaths.houseRequestSearch, body);
    const items = parseResponse(houseRequestList, res.data, res.status);
    return {
      items,
      total: totalFrom(responseHeader(res, 'x-total-count'), items.length),
      page: body.page ?? 1,
      pageSize: body.pageSize ?? (body.page ? DEFAULT_PAGE_SIZE : items.length),
    };
  },
  getPopularHouseRequests: async () => get(houseRequestList, apiPaths.houseRequestPopular),
  getMyHouseRequests: async (userCode: number) => get(houseRequestList, apiPaths.houseRequestMine, { userCode }),
  getHouseRequest: async (id: number) => get(houseRequestSchema, apiPaths.houseRequest, { id }),
};

/**
 * session-endpoints.ts's calls by name (their code is not here to list them): typed as a record of all
 * of its keys, so a call added there and not here, or named here and not there, is a type error.
 */
const SESSION_CALLS: Record<keyof SessionApi, true> = {
  getProperties: true,
  registerProperty: true,
  getUserProperties: true,
  getProperty: true,
  updateProperty: true,
  closeProperty: true,
  reopenProperty: true,
  searchUserProperties: true,
  getPropertyMatches: true,
  getUserByUid: true,
  registerUser: true,
  getUserByEmail: true,
  updateUser: true,
  registerHouseRequest: true,
  updateHouseRequest: true,
  getHouseRequestMatches: true,
  getInbox: true,
  sendToInbox: true,
  changeIsAccepted: true,
  getSentPropertyIds: true,
  getInboxUnreadCount: true,
  markInboxRead: true,
  setRejectReason: true,
  registerHours: true,
  getHoursByProperty: true,
  getHoursByPropertyAndType: true,
  getHoursByPropertyTypeAndDate: true,
  registerVisit: true,
  getMyVisits: true,
  getOwnerVisits: true,
  cancelVisit: true,
  uploadImage: true,
  sendContactMessage: true,
  pauseHouseRequest: true,
  closeHouseRequest: true,
  reopenHouseRequest: true,
  renewHouseRequest: true,
  getSentOffers: true,
  getNotifications: true,
  markNotificationRead: true,
  markAllNotificationsRead: true,
  getNotificationPreferences: true,
  setNotificationPreferences: true,
  setEmailPreferences: true,
  setEmailSummary: true,
  getEmailStatus: true,
  sendEmailVerification: true,
  reactivateEmail: true,
  getStreamUrl: true,
};

const sessionCalls = Object.fromEntries(
  (Object.keys(SESSION_CALLS) as (keyof SessionApi)[]).map((name) => [name, later(name)]),
) as unknown as SessionApi;

/**
 * One typed function per docs/product/api.md call. Every answer is parsed with its contract; failures are ApiError.
 * All are async, so a payload rejected before sending is a rejected promise like any other failure.
 * What a visitor's first screens call is defined here; the rest loads on demand, under the same names.
 */
export const api = { ...visitorCalls, ...sessionCalls };

export type Api = typeof api;

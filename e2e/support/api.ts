/**
 * The one way a journey talks to the mock API off screen: as any account (demo or freshly registered)
 * or anonymously, through the real calls (`apiPaths` patterns) with ID tokens from the Auth emulator,
 * and answers typed by the contracts. From Node without cookies, so the API's double-submit XSRF check
 * (browsers only) does not apply. Journeys arrange what is not on screen with these helpers and never
 * write a path or an answer type by hand.
 */
import { expect } from '@playwright/test';
import {
  apiPaths,
  buildPath,
  type AvailableHour,
  type HouseRequest,
  type HouseRequestCreate,
  type InboxEntry,
  type InboxSend,
  type Multimedia,
  type OwnProperty,
  type PropertyCreate,
  type PropertyDetail,
} from '@lotengo/shared/contracts';
import { E2E_URLS } from './env';
import { DEMO_PASSWORD, type Credentials } from './users';

/** Who calls: an account (the demo password unless given), or null for an anonymous call. */
export type Caller = (Partial<Credentials> & { email: string }) | null;

const tokens = new Map<string, string>();

/** An ID token of the account (the demo password unless given). */
export async function idTokenOf(who: { email: string; password?: string }): Promise<string> {
  const cached = tokens.get(who.email);
  if (cached) return cached;
  const res = await fetch(`${E2E_URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, password: who.password ?? DEMO_PASSWORD, returnSecureToken: true }),
  });
  expect(res.ok, `ingreso de ${who.email} en el emulador`).toBe(true);
  const token = ((await res.json()) as { idToken: string }).idToken;
  tokens.set(who.email, token);
  return token;
}

export interface CallOptions {
  /** GET without a body, POST with one, unless given. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The statuses the journey accepts (any 2xx unless given). */
  accept?: number[];
}

/**
 * A call to the API (path pattern and params as in apiPaths) as `who`; fails the journey unless the
 * answer is 2xx (or one of `accept`). Returns the parsed body (undefined when there is none).
 */
export async function callApi<T>(
  who: Caller,
  pattern: string,
  params: Record<string, string | number> = {},
  body?: unknown,
  { method = body === undefined ? 'GET' : 'POST', accept }: CallOptions = {},
): Promise<T> {
  const url = `${E2E_URLS.api}${buildPath(pattern, params)}`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (who) headers.authorization = `Bearer ${await idTokenOf(who)}`;
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  const ok = accept ? accept.includes(res.status) : res.ok;
  expect(ok, `${method} ${url} → ${res.status} ${ok ? '' : text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

/* ─── Typed calls the journeys share ──────────────────────────────────────────────────────────── */

type Account = Partial<Credentials> & { email: string };
type Member = Account & { userCode: number };

/** The Lo Tengo user code of an account. */
export async function userCodeOf(who: Account): Promise<number> {
  return (await callApi<{ userCode: number }>(who, apiPaths.userByEmail, { email: who.email })).userCode;
}

/**
 * A request as the journeys publish it through the API: a 2-bedroom flat to rent, 800–1,500 a month,
 * in `ubigeoId`; `over` changes any field (title, budget, …).
 */
export function requestPayload(
  userCode: number,
  ubigeoId: number,
  over: Partial<HouseRequestCreate> = {},
): HouseRequestCreate {
  return {
    referenceAddress: 'Cerca del parque central',
    ubigeoId,
    numberBedrooms: 2,
    numberBathrooms: 1,
    numberParkinglot: 1,
    tpropertyId: 2,
    tprocessId: 2,
    costInit: 800,
    costEnd: 1500,
    numberCommonArea: 1,
    numberServicesAreas: 0,
    isTerraza: '0',
    userCode,
    ...over,
  };
}

/** A flat to rent for 1,200 a month in `ubigeoId`, as the journeys publish it; `over` changes any field. */
export function propertyPayload(
  userCode: number,
  ubigeoId: number,
  over: Partial<PropertyCreate> = {},
): PropertyCreate {
  return {
    address: 'Jr. Amazonas 120',
    ubigeoId,
    price: 1200,
    tprocessId: 2,
    tpropertyId: 2,
    declarationProperties: 1,
    userCode,
    ...over,
  };
}

/** Uploads an image as `who` through the storage endpoint (multipart `file`), as the create form does. */
export async function uploadPhoto(
  who: Account,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<Multimedia> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const url = `${E2E_URLS.api}${buildPath(apiPaths.storageUpload, {})}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${await idTokenOf(who)}` },
    body: form,
  });
  const text = await res.text();
  expect(res.ok, `POST ${url} → ${res.status} ${text}`).toBe(true);
  return JSON.parse(text) as Multimedia;
}

/** Publishes a request as `who` (POST houseRequestRegistration). */
export const publishRequest = (who: Account, request: HouseRequestCreate) =>
  callApi<Pick<HouseRequest, 'houseRequestId'>>(who, apiPaths.houseRequestRegistration, {}, request);

/** Publishes a property as `who` (POST propertyRegistration). */
export const publishProperty = (who: Account, property: PropertyCreate) =>
  callApi<Pick<PropertyDetail, 'propertyId'>>(who, apiPaths.propertyRegistration, {}, property);

/** A request, as its owner (or anyone, while it is published) reads it. */
export const requestOf = (who: Account, houseRequestId: number) =>
  callApi<HouseRequest>(who, apiPaths.houseRequest, { id: houseRequestId });
/** A property with every field (the edit form's read). */
export const propertyOf = (who: Account, propertyId: number) =>
  callApi<PropertyDetail>(who, apiPaths.property, { id: propertyId });
/** The owner's properties, closed ones included. */
export const propertiesOf = (owner: Member) =>
  callApi<OwnProperty[]>(owner, apiPaths.userProperties, { userCode: owner.userCode });
/** The requests of a member. */
export const requestsOf = (member: Member) =>
  callApi<HouseRequest[]>(member, apiPaths.houseRequestMine, { userCode: member.userCode });

/** A member's inbox ("Mis Ofertas"): the offers sent to their requests, newest first. */
export const inboxOf = (member: Member) => callApi<InboxEntry[]>(member, apiPaths.inbox, { id: member.userCode });
/** Unread offers of a member (the header badge). */
export const unreadOf = async (member: Member) =>
  (await callApi<{ unread: number }>(member, apiPaths.inboxUnreadCount, { userCode: member.userCode })).unread;
/** Which of the caller's properties were already sent to a request. */
export const sentByMe = (owner: Account, houseRequestId: number) =>
  callApi<number[]>(owner, apiPaths.inboxSentByMe, { houseRequestId });
/** Sends an offer (a property to a request) as its owner. */
export const sendToInbox = (owner: Account, offer: InboxSend) =>
  callApi<InboxEntry>(owner, apiPaths.inboxSend, {}, offer);

/** The open visit slots of a property (anonymous or as anyone). */
export const hoursOf = (viewer: Caller, propertyId: number) =>
  callApi<AvailableHour[]>(viewer, apiPaths.hoursByProperty, { propertyId });
/** Opens visit slots of the owner's property. */
export const addHours = (owner: Account, hours: AvailableHour[]) =>
  callApi(owner, apiPaths.hoursRegistration, {}, hours);

/** Puts a property back to published whatever a journey left behind (409: it already was). */
export const reopenProperty = (owner: Account, propertyId: number) =>
  callApi(owner, apiPaths.propertyReopen, { id: propertyId }, undefined, { method: 'POST', accept: [200, 409] });

/** `owner` sends `propertyId` to one of `seeker`'s requests it was not sent to yet (a new pending, unread offer). */
export async function sendOffer(owner: Member, propertyId: number, seeker: Member): Promise<InboxEntry> {
  const requests = await requestsOf(seeker);
  const sent = await Promise.all(requests.map(async (r) => ({ r, ids: await sentByMe(owner, r.houseRequestId) })));
  const free = sent.find((s) => !s.ids.includes(propertyId));
  expect(free, `${seeker.email} necesita una solicitud a la que no se haya enviado ${propertyId}`).toBeDefined();
  return sendToInbox(owner, {
    propertyId,
    userCode: seeker.userCode,
    houseRequestId: free!.r.houseRequestId,
    isAccepted: 0,
    isRead: 0,
  });
}

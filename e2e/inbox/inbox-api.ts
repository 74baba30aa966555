/**
 * The mock API as the journeys' arranger: what a journey needs that is not on screen (which offer has
 * hours, a second seeker with an offer of the same property) is read or created here, as the demo
 * users themselves, with ID tokens from the Auth emulator.
 */
import { DEMO_PASSWORD, E2E_URLS, expect, type DemoUser } from '../support';

export interface OfferRow {
  idInboxProperty: number;
  propertyId: number;
  houseRequestId: number;
  isAccepted: number;
  isRead: number;
  isWithdrawn: number;
  propertyDetail: { propertyId: number; title: string; userCode: number; address: string };
}
export interface HourRow {
  propertyId: number;
  typeVisit: string;
  dateVisitAvailable: string;
  hourAvailableDateMin: string;
}

const tokens = new Map<string, string>();
async function tokenOf(user: DemoUser): Promise<string> {
  const cached = tokens.get(user.email);
  if (cached) return cached;
  const res = await fetch(`${E2E_URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  expect(res.ok, `login de ${user.email} en el emulador`).toBe(true);
  const token = ((await res.json()) as { idToken: string }).idToken;
  tokens.set(user.email, token);
  return token;
}

export async function apiAs<T>(user: DemoUser | null, path: string, init: { method?: string; body?: unknown; expect?: number } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (user) headers.authorization = `Bearer ${await tokenOf(user)}`;
  const res = await fetch(`${E2E_URLS.api}${path}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  expect(res.status, `${init.method ?? 'GET'} ${path}`).toBe(init.expect ?? (init.method === 'POST' ? 201 : 200));
  return (await res.json()) as T;
}

export const inboxOf = (user: DemoUser) => apiAs<OfferRow[]>(user, `/inboxProperty/getBuzon/${user.userCode}`);
export const hoursOf = (viewer: DemoUser | null, propertyId: number) => apiAs<HourRow[]>(viewer, `/hours/hoursByProperty/${propertyId}`);
export const unreadOf = async (user: DemoUser) => (await apiAs<{ unread: number }>(user, `/inboxProperty/unread-count/${user.userCode}`)).unread;

/** `owner` sends `propertyId` to one of `seeker`'s requests (a new pending, unread offer). */
export async function sendOffer(owner: DemoUser, propertyId: number, seeker: DemoUser): Promise<OfferRow> {
  const requests = await apiAs<{ houseRequestId: number }[]>(seeker, `/house-request/getHouseRequestMine/${seeker.userCode}`);
  const sent = await Promise.all(requests.map(async (r) => ({ r, ids: await apiAs<number[]>(owner, `/inboxProperty/sent-by-me/${r.houseRequestId}`) })));
  const free = sent.find((s) => !s.ids.includes(propertyId));
  expect(free, `${seeker.email} necesita una solicitud a la que no se haya enviado ${propertyId}`).toBeDefined();
  return apiAs<OfferRow>(owner, '/inboxProperty/enviar-al-inbox-property', {
    method: 'POST',
    body: { propertyId, userCode: seeker.userCode, houseRequestId: free!.r.houseRequestId, isAccepted: 0, isRead: 0 },
  });
}

/** The owner's active properties. */
export const propertiesOf = (owner: DemoUser) => apiAs<{ propertyId: number; title: string; status?: number }[]>(owner, `/property/getProperty/${owner.userCode}`);

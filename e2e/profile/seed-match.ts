/**
 * A fresh pair for the profile journeys, made through the real API (not the UI, which other journeys
 * cover): a request of Diego and a property of Lucía that fits it exactly, in a district the seed does
 * not use (Chachapoyas), so nothing else matches them and reruns never collide with other journeys.
 */
import { randomBytes } from 'node:crypto';
import { apiPaths, buildPath } from '@lotengo/shared/contracts';
import { DEMO_PASSWORD, E2E_URLS, type DemoUser } from '../support';

export const FRESH_DISTRICT = 10101;

async function idToken(user: DemoUser): Promise<string> {
  const res = await fetch(`${E2E_URLS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: DEMO_PASSWORD, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`No se pudo ingresar como ${user.email}: ${res.status}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

async function post<T>(user: DemoUser, pattern: string, body: unknown): Promise<T> {
  // Called from Node without cookies: the API's double-submit XSRF check applies to browsers only.
  const url = `${E2E_URLS.api}${buildPath(pattern)}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await idToken(user)}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface MatchPair {
  requestId: number;
  requestTitle: string;
  propertyId: number;
  propertyTitle: string;
}

export async function seedMatchingPair(seeker: DemoUser, owner: DemoUser): Promise<MatchPair> {
  const tag = randomBytes(3).toString('hex');
  const requestTitle = `Busco depa en Chachapoyas ${tag}`;
  const propertyTitle = `Depa frente a la plaza ${tag}`;
  const request = await post<{ houseRequestId: number }>(seeker, apiPaths.houseRequestRegistration, {
    title: requestTitle,
    referenceAddress: 'Cerca de la Plaza de Armas',
    ubigeoId: FRESH_DISTRICT,
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
    userCode: seeker.userCode,
  });
  const property = await post<{ propertyId: number }>(owner, apiPaths.propertyRegistration, {
    title: propertyTitle,
    address: 'Jr. Amazonas 120',
    ubigeoId: FRESH_DISTRICT,
    numberBedrooms: 2,
    numberBathrooms: 1,
    numberParkinglot: 1,
    price: 1200,
    tprocessId: 2,
    tpropertyId: 2,
    declarationProperties: 1,
    userCode: owner.userCode,
  });
  return { requestId: request.houseRequestId, requestTitle, propertyId: property.propertyId, propertyTitle };
}


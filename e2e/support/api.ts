/**
 * The mock API as any account (demo or freshly registered): what a journey needs arranged off screen is
 * made through the real calls, with ID tokens from the Auth emulator. From Node without cookies, so the
 * API's double-submit XSRF check (browsers only) does not apply.
 */
import { expect } from '@playwright/test';
import { apiPaths, buildPath } from '@lotengo/shared/contracts';
import { E2E_URLS } from './env';
import { DEMO_PASSWORD, type Credentials } from './users';

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

/** A call to the API (path pattern and params as in apiPaths) as `who`; fails the journey unless it answers 2xx. */
export async function callApi<T>(who: Partial<Credentials> & { email: string }, pattern: string, params: Record<string, string | number> = {}, body?: unknown): Promise<T> {
  const url = `${E2E_URLS.api}${buildPath(pattern, params)}`;
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await idTokenOf(who)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${url} → ${res.status} ${res.ok ? '' : await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The Lo Tengo user code of an account. */
export async function userCodeOf(who: Partial<Credentials> & { email: string }): Promise<number> {
  return (await callApi<{ userCode: number }>(who, apiPaths.userByEmail, { email: who.email })).userCode;
}

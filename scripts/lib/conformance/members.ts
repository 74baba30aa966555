/**
 * Who the suite acts as: two members, A (whose data is under test) and B (the other one), and when it can,
 * an account with no Lo Tengo user yet (the registration's success). From a file of ID tokens, for any
 * backend and any Firebase project, or made here on an Auth emulator: fresh accounts every run, so the
 * suite never depends on, nor changes, anyone's seeded data.
 */
import fs from 'node:fs';
import type { Member, MemberKey } from './types';

export type Members = Record<MemberKey, Member> & { fresh?: Member };

interface TokenClaims {
  uid: string;
  email: string;
}

/** The uid and e-mail an ID token names (its payload; the backend verifies the signature, not us). */
export function claimsOf(idToken: string): TokenClaims {
  const payload = idToken.split('.')[1];
  if (!payload) throw new Error('no parece un ID token (JWT)');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const uid = claims.user_id ?? claims.sub;
  if (typeof uid !== 'string' || typeof claims.email !== 'string')
    throw new Error('el ID token no dice su uid (user_id/sub) o su email');
  return { uid, email: claims.email };
}

/**
 * `{"a": "<ID token>", "b": "<ID token>", "fresh": "<ID token>"}`: A and B are two members (registered or
 * not: the suite registers them), `fresh` optional, an account the backend has no user for.
 */
export function membersFromFile(file: string): Members {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const member = (key: Member['key']): Member | undefined => {
    const token = raw[key];
    if (token === undefined) return undefined;
    if (typeof token !== 'string') throw new Error(`${file}: "${key}" debe ser un ID token (texto)`);
    try {
      return { key, idToken: token, ...claimsOf(token) };
    } catch (err) {
      throw new Error(`${file}: "${key}": ${(err as Error).message}`);
    }
  };
  const a = member('a');
  const b = member('b');
  if (!a || !b) throw new Error(`${file} necesita los ID tokens de dos miembros: {"a": "…", "b": "…"}`);
  if (a.uid === b.uid) throw new Error(`${file}: "a" y "b" deben ser dos cuentas distintas`);
  return { a, b, fresh: member('fresh') };
}

const PASSWORD = 'Conformidad-2026!';

/** One call to the Auth emulator's REST API (`asAdmin`: its owner credentials, as the Admin SDK sends). */
async function emulatorCall(
  emulator: string,
  method: string,
  body: object,
  asAdmin = false,
): Promise<Record<string, unknown>> {
  const res = await fetch(
    `${emulator.replace(/\/$/, '')}/identitytoolkit.googleapis.com/v1/${method}?key=conformidad`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(asAdmin ? { authorization: 'Bearer owner' } : {}) },
      body: JSON.stringify(body),
    },
  );
  const json = (await res.json()) as Record<string, unknown> & { error?: { message?: string } };
  if (!res.ok)
    throw new Error(`el emulador de Auth (${emulator}): ${method}: ${res.status} ${json.error?.message ?? ''}`);
  return json;
}

/** Three new accounts on an Auth emulator (`http://127.0.0.1:9099`): A, B and one left unregistered. */
export async function membersFromEmulator(emulator: string, stamp = Date.now().toString(36)): Promise<Members> {
  const signUp = async (key: Member['key']): Promise<Member> => {
    const email = `conformidad-${key}-${stamp}@lotengo.test`;
    const url = `${emulator.replace(/\/$/, '')}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=conformidad`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    });
    const json = (await res.json()) as { idToken?: string; localId?: string; error?: { message: string } };
    if (!res.ok || !json.idToken || !json.localId)
      throw new Error(`el emulador de Auth (${emulator}) no creó ${email}: ${res.status} ${json.error?.message ?? ''}`);
    if (key === 'fresh') return { key, idToken: json.idToken, uid: json.localId, email };
    // A and B get mail (an unverified address gets none): verified as an admin would, then signed in again so
    // their token says so.
    await emulatorCall(emulator, 'accounts:update', { localId: json.localId, emailVerified: true }, true);
    const again = await emulatorCall(emulator, 'accounts:signInWithPassword', {
      email,
      password: PASSWORD,
      returnSecureToken: true,
    });
    return { key, idToken: String(again.idToken), uid: json.localId, email };
  };
  return { a: await signUp('a'), b: await signUp('b'), fresh: await signUp('fresh') };
}

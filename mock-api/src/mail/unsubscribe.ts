import crypto from 'node:crypto';
import {
  alertApiPaths,
  EMAIL_UNSUBSCRIBE_PARAMS,
  EMAIL_UNSUBSCRIBE_SCOPES,
  type EmailUnsubscribeScope,
} from '@lotengo/shared/contracts/alerts';
import type { Store } from '../db/store';
import { insertMetaOnce, metaValue } from './mail-queries';
import type { MailSettings } from './settings';

/** Where a local database keeps its own secret when MAIL_UNSUBSCRIBE_SECRET is not set (table `meta`). */
const SECRET_KEY = 'mailUnsubscribeSecret';

/**
 * The key that signs the unsubscribe links: the environment's, or locally one made at random the first
 * time and kept in the database, so links in mails already sent keep working after a restart (and a
 * new seed, a new database, makes them all invalid, as it should).
 */
export function unsubscribeSecret(store: Store, settings: Pick<MailSettings, 'unsubscribeSecret'>): string {
  if (settings.unsubscribeSecret) return settings.unsubscribeSecret;
  const read = () => store.readFirst(metaValue(SECRET_KEY))?.value;
  const kept = read();
  if (kept) return kept;
  return store.transaction(() => {
    const made = read() ?? crypto.randomBytes(32).toString('base64url');
    store.write(insertMetaOnce(SECRET_KEY, made));
    return made;
  });
}

/**
 * HMAC-SHA256 of who and what, so only the mail's recipient can use it and only for that kind: a
 * changed user code or scope is a wrong signature. Versioned, so the scheme can change without
 * accepting old signatures by mistake.
 */
export function signUnsubscribe(secret: string, userCode: number, scope: EmailUnsubscribeScope): string {
  return crypto.createHmac('sha256', secret).update(`baja:v1:${userCode}:${scope}`).digest('base64url');
}

export function verifyUnsubscribe(
  secret: string,
  userCode: number,
  scope: EmailUnsubscribeScope,
  signature: string,
): boolean {
  const expected = Buffer.from(signUnsubscribe(secret, userCode, scope));
  const given = Buffer.from(signature);
  // Compared in constant time: the time taken says nothing about how much of it was right.
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The link of a mail's "Dejar de recibir" and of its List-Unsubscribe header (absolute, on the API). */
export function unsubscribeUrl(
  publicApiUrl: string,
  secret: string,
  userCode: number,
  scope: EmailUnsubscribeScope,
): string {
  const p = EMAIL_UNSUBSCRIBE_PARAMS;
  const query = new URLSearchParams({
    [p.userCode]: String(userCode),
    [p.scope]: scope,
    [p.signature]: signUnsubscribe(secret, userCode, scope),
  });
  return `${publicApiUrl}${alertApiPaths.emailUnsubscribe}?${query}`;
}

export interface UnsubscribeRequest {
  userCode: number;
  scope: EmailUnsubscribeScope;
  signature: string;
}

/** The link's parameters, or null when one is missing or malformed (the page then says the link is not valid). */
export function readUnsubscribeQuery(query: Record<string, unknown>): UnsubscribeRequest | null {
  const p = EMAIL_UNSUBSCRIBE_PARAMS;
  const [u, k, s] = [query[p.userCode], query[p.scope], query[p.signature]];
  if (typeof u !== 'string' || !/^\d{1,9}$/.test(u) || typeof k !== 'string' || typeof s !== 'string' || s.length > 100)
    return null;
  if (!(EMAIL_UNSUBSCRIBE_SCOPES as readonly string[]).includes(k)) return null;
  return { userCode: Number(u), scope: k as EmailUnsubscribeScope, signature: s };
}

import type { StoredHouseRequest, StoredProperty } from '../db/schema';
import type { Store } from '../db/store';
import { propertiesForRequest, requestsForProperty } from '../domain/candidates';
import type { Catalog } from '../domain/catalog';
import { propertiesForRequests, requestsForProperties } from '../domain/matching';
import { requestMatchMail } from '../mail/content';
import { propertyMatch, requestMatch } from './drafts';
import type { Outbox } from './outbox';

/** The first of each owner's (or seeker's) records, exact ones before near ones (lists are newest first). */
function firstPerUser<T extends { userCode: number }>(
  exact: readonly T[],
  near: readonly T[],
): Map<number, { item: T; near: boolean }> {
  const out = new Map<number, { item: T; near: boolean }>();
  for (const item of exact) if (!out.has(item.userCode)) out.set(item.userCode, { item, near: false });
  for (const item of near) if (!out.has(item.userCode)) out.set(item.userCode, { item, near: true });
  return out;
}

/** Why a request is announced: it was just published, edited, or it is active again (reopened, renewed after expiring).
 */
export type RequestNews = 'posted' | 'edited' | 'reopened';

/**
 * A request was published, edited or reopened: each owner with an active property that fits it (exact or
 * near, the profile's matching rules) is told once on the site, about their best-fitting property. By
 * e-mail they hear of it when it is posted and each time it is reopened (a request back on the market
 * is news again); an edit mails only the owners it newly reaches (those the site tells now).
 */
export function fanOutRequest(
  out: Outbox,
  store: Store,
  catalog: Catalog,
  r: StoredHouseRequest,
  news: RequestNews,
): void {
  const [pairing] = propertiesForRequests([r], propertiesForRequest(store, r));
  if (!pairing) return;
  for (const { item: p, near } of firstPerUser(pairing.exact, pairing.near).values()) {
    const told = out.notify(requestMatch(catalog, r, p, near));
    if (news === 'edited' && !told) continue;
    // Once per owner and activation of the request (`lastActiveAt` moves when it is reopened).
    const mail = requestMatchMail(catalog, r, p, near, news === 'reopened');
    out.mail.send(p.userCode, mail, `r${r.houseRequestId}@${r.lastActiveAt}`, told?.notificationId);
  }
}

/** A property was published, edited or reopened: each seeker with an open request it fits is told once. */
export function fanOutProperty(out: Outbox, store: Store, catalog: Catalog, p: StoredProperty): void {
  const [pairing] = requestsForProperties([p], requestsForProperty(store, p));
  if (!pairing) return;
  for (const { item: r, near } of firstPerUser(pairing.exact, pairing.near).values())
    out.notify(propertyMatch(catalog, p, r, near));
}

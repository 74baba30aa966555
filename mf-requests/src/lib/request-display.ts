import { displayTitle, messages, truncateTitle, type HouseRequest } from '@lotengo/shared';

/**
 * Card title: the title a person reads (the create form has no title input, SPEC §2, so a request still
 * carrying 'no-title-request' is named after what it looks for), trimmed and cut at 60 characters (SPEC §9).
 */
export function cardTitle(request: Pick<HouseRequest, 'title' | 'propertyType' | 'processType' | 'district'>): string {
  return truncateTitle(displayTitle(request), 60);
}

export function placeLine(request: Pick<HouseRequest, 'department' | 'province' | 'district'>): string {
  return [request.district, request.province, request.department].filter(Boolean).join(', ');
}

export const operationName = (tprocessId: number) => messages.common.operationNames[tprocessId] ?? '';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the author last showed life (created, edited, reopened, renewed); null when the API does not say. */
export function activeDaysAgo(request: Pick<HouseRequest, 'lastActiveAt'>, now = Date.now()): number | null {
  const at = request.lastActiveAt ? Date.parse(request.lastActiveAt) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, Math.floor((now - at) / DAY_MS));
}

/** Whole days until an active request expires (0 on its last day); null when the API does not say. */
export function daysToExpiry(request: Pick<HouseRequest, 'expiresAt'>, now = Date.now()): number | null {
  const at = request.expiresAt ? Date.parse(request.expiresAt) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / DAY_MS) - 1);
}

/** "Activa hace 3 días", or '' for a request without the date (its line keeps its height). */
export function freshnessText(request: Pick<HouseRequest, 'lastActiveAt'>, now = Date.now()): string {
  const n = activeDaysAgo(request, now);
  return n === null ? '' : messages.requests.card.activeSince(n);
}

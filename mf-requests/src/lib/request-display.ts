import { DAY_MS, displayTitle, truncateTitle, type HouseRequest } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { requestsTexts } from '../texts';

/**
 * Card title: the title a person reads (the create form has no title input, docs/product/screens.md, so a request still
 * carrying 'no-title-request' is named after what it looks for), trimmed and cut at 60 characters
 * (docs/product/constants.md).
 */
export function cardTitle(request: Pick<HouseRequest, 'title' | 'propertyType' | 'processType' | 'district'>): string {
  return truncateTitle(displayTitle(request), 60);
}

export function placeLine(request: Pick<HouseRequest, 'department' | 'province' | 'district'>): string {
  return [request.district, request.province, request.department].filter(Boolean).join(', ');
}

export const operationName = (tprocessId: number) => messages.common.operationNames[tprocessId] ?? '';

/** "Activa hace 3 días" from lastActiveAt, or '' when the API does not say (the line keeps its height). */
export function freshnessText(request: Pick<HouseRequest, 'lastActiveAt'>, now = Date.now()): string {
  const at = request.lastActiveAt ? Date.parse(request.lastActiveAt) : Number.NaN;
  return Number.isNaN(at) ? '' : requestsTexts.card.activeSince(Math.max(0, Math.floor((now - at) / DAY_MS)));
}

import { DEFAULT_REQUEST_TITLE, messages, truncateTitle, type HouseRequest } from '@lotengo/shared';

/**
 * The title a person reads: the create form has no title input (SPEC §2), so a request still carrying
 * the placeholder title is named after what it looks for instead of showing 'no-title-request'.
 */
export function displayTitle(request: Pick<HouseRequest, 'title' | 'propertyType' | 'district'>): string {
  const raw = request.title.trim();
  if (raw && raw !== DEFAULT_REQUEST_TITLE) return raw;
  return [request.propertyType, request.district].filter(Boolean).join(' en ') || raw;
}

/** Card title: trimmed and cut at 60 characters (SPEC §9). */
export function cardTitle(request: Pick<HouseRequest, 'title' | 'propertyType' | 'district'>): string {
  return truncateTitle(displayTitle(request), 60);
}

export function placeLine(request: Pick<HouseRequest, 'department' | 'province' | 'district'>): string {
  return [request.district, request.province, request.department].filter(Boolean).join(', ');
}

export const operationName = (tprocessId: number) => messages.common.operationNames[tprocessId] ?? '';

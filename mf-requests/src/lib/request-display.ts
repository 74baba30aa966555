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

import type { Request } from 'express';
import { API_BASE_PATH } from '@lotengo/shared/contracts';

/**
 * Absolute URLs for images we serve. Stored paths start with /mvp/ so a db survives a change of
 * host or port; they become absolute when read, from PUBLIC_API_URL or else from the request's host.
 */
export function publicBase(req: Request, publicApiUrl?: string): string {
  if (publicApiUrl) {
    const trimmed = publicApiUrl.replace(/\/+$/, '');
    return trimmed.endsWith(API_BASE_PATH) ? trimmed : `${trimmed}${API_BASE_PATH}`;
  }
  return `${req.protocol}://${req.get('host') ?? 'localhost'}${API_BASE_PATH}`;
}

export type Absolutize = (url: string) => string;

export function absolutizer(req: Request, publicApiUrl?: string): Absolutize {
  const base = publicBase(req, publicApiUrl);
  return (url) => (url.startsWith(`${API_BASE_PATH}/`) ? `${base}${url.slice(API_BASE_PATH.length)}` : url);
}

import { getRuntimeConfig } from '@lotengo/shared/config';

/** Business constants of docs/product/constants.md that the UI needs (limits of payloads live in the contracts). */
export const CARD_HEIGHT_REQUEST = 460;
export const CARD_HEIGHT_PROPERTY = 310;
export const TOAST_DURATION_MS = 6000;
export const TITLE_CARD_MAX = 60;

/** Slider steps: rent moves by 100, buy by 1000, area by 10 m². */
export const SLIDER_STEPS = { rent: 100, buy: 1000, area: 10 } as const;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Count selectors (bedrooms, bathrooms, parking) of the create forms: 1–10. */
export const COUNT_OPTIONS_CREATE: readonly number[] = range(1, 10);

/** Reject reasons in display order (the inbox contract's schema is built from the same list, so mock-api shares it). */
export { REJECT_REASONS } from './contracts/placeholders';

/** docs/product/rules.md: the session lives in sessionStorage under this key (written once, in facts.ts). */
export { SESSION_STORAGE_KEY } from './facts';

/** The mock API serves avatars under <apiBaseUrl>/static/avatars/avatar-1.svg … avatar-8.svg. */
export const DEFAULT_AVATAR_PATH = '/static/avatars/avatar-1.svg';
/**
 * Relative to the API base; kept for code written against the first README. Prefer
 * defaultAvatarUrl(), which is absolute and so works from every remote's origin.
 */
export const DEFAULT_AVATAR_URL = DEFAULT_AVATAR_PATH;

/** Absolute URL for a path the API serves ('/static/…'); absolute URLs, data: and blob: pass through. */
export function assetUrl(pathOrUrl: string | null | undefined): string {
  if (!pathOrUrl) return '';
  if (/^(https?:|data:|blob:)/i.test(pathOrUrl)) return pathOrUrl;
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The avatar preset at registration (docs/product/entities.md), absolute. */
export function defaultAvatarUrl(): string {
  return assetUrl(DEFAULT_AVATAR_PATH);
}

import * as z from 'zod/mini';
import { EMAIL_UNSUBSCRIBE_PARAMS, EMAIL_UNSUBSCRIBE_SCOPES } from '../notification';
import { PHOTO_WIDTHS, PREVIEW_PARAM } from '../photo-widths';
import { STREAM_PARAMS } from '../stream';

/**
 * Query parameters the routes read themselves (their refusals are the routes' own 400s): described
 * here for the document; the demand calls' queries are their contracts' (contracts/demand.ts).
 */
const positive = (max?: number) =>
  z.optional(z.number().check(z.int(), z.gte(1), ...(max === undefined ? [] : [z.lte(max)])));

/** `?page=&pageSize=`: page from 1; pageSize up to `max`. */
export const pageQuery = (max: number) => z.object({ page: positive(), pageSize: positive(max) });

export const notificationsQuery = z.object({
  page: positive(),
  pageSize: positive(100),
  /** Only what came after this stream event (the polling fallback); 0: everything. */
  afterEventId: z.optional(z.number().check(z.int(), z.gte(0))),
});

export const streamQuery = z.object({
  [STREAM_PARAMS.ticket]: z.optional(z.string().check(z.minLength(16))),
  [STREAM_PARAMS.lastEventId]: z.optional(z.number().check(z.int(), z.gte(0))),
});

export const storedFileQuery = z.object({
  w: z.optional(z.literal(PHOTO_WIDTHS)),
  [PREVIEW_PARAM]: z.optional(z.literal('1')),
});

/** The signed unsubscribe link: user code, what to leave, and the HMAC of both. */
export const unsubscribeQuery = z.object({
  [EMAIL_UNSUBSCRIBE_PARAMS.userCode]: z.number().check(z.int(), z.gte(1)),
  [EMAIL_UNSUBSCRIBE_PARAMS.scope]: z.enum(EMAIL_UNSUBSCRIBE_SCOPES),
  [EMAIL_UNSUBSCRIBE_PARAMS.signature]: z.string().check(z.minLength(1)),
});

/** A mail client's RFC 8058 one-click unsubscribe posts this form (the page's own button posts nothing). */
export const oneClickUnsubscribeForm = z.object({ 'List-Unsubscribe': z.optional(z.literal('One-Click')) });

// zod/mini like the shared contracts it composes (their schemas have no classic methods).
import * as z from 'zod/mini';
import type { Request } from 'express';
import { badRequest, found, HttpError } from './errors';

// Default zod messages in Spanish for fields whose shared schema gives no custom text (zod/mini loads no locale).
z.config(z.locales.es());

function fieldOf(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : 'body';
}

/** First zod issue → 400 `{message, field}`; the message names the field when it does not already. */
export function zodError(error: z.core.$ZodError): HttpError {
  const issue = error.issues[0];
  const field = fieldOf(issue?.path ?? []);
  let message = issue?.message ?? 'Datos no válidos';
  const leaf = field.split('.').pop() ?? field;
  if (field !== 'body' && !message.includes(leaf)) message = `${field}: ${message}`;
  return badRequest(message, field);
}

/** Validates a body with a shared schema; nothing is written unless this returns. */
export function parseBody<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw zodError(result.error);
  return result.data;
}

/** A positive integer path segment (ids, user codes); anything else is a 400 naming the segment. */
export function intParam(value: string | undefined, field: string): number {
  if (value === undefined || !/^\d{1,15}$/.test(value))
    throw badRequest(`${field} debe ser un número entero positivo`, field);
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0) throw badRequest(`${field} debe ser un número entero positivo`, field);
  return n;
}

/**
 * The record named by an integer path segment (`:id`, `:visitId`): a 400 for a bad number, a 404 saying
 * `what` and the id when `lookup` finds nothing, so every route answers both the same way.
 */
export function paramRecord<T>(
  req: Request,
  param: string,
  lookup: (id: number) => T | null | undefined,
  what: string,
): T {
  const id = intParam(req.params[param], param);
  return found(lookup(id), `${what} ${id}`, param);
}

/** Optional positive integer from the query string with a default and a maximum. */
export function intQuery(value: unknown, field: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value) || Number(value) < 1)
    throw badRequest(`${field} debe ser un número entero positivo`, field);
  const n = Number(value);
  if (n > max) throw badRequest(`${field} debe ser como máximo ${max}`, field);
  return n;
}

/**
 * A URL we are willing to store and later put in an <img src>: http(s), or a path we serve
 * ('/mvp/static/…', or '/static/…' relative to the API base, stored as '/mvp/static/…').
 */
export const safeUrlSchema = z
  .pipe(
    z.string().check(z.maxLength(1000)),
    z.transform((value: string) => (value.startsWith('/static/') ? `/mvp${value}` : value)),
  )
  .check(
    z.refine((value) => {
      if (value.startsWith('/mvp/') && !value.includes('..')) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    }, 'debe ser una URL http(s)'),
  );

import type * as z from 'zod/mini';
import { common } from '@lotengo/shared/i18n';
import { ApiError } from '@lotengo/shared/http';

const issuePath = (issues: z.core.$ZodIssue[]) => (issues[0]?.path.length ? issues[0].path.join('.') : undefined);

/** An answer that does not match its contract becomes an ApiError, never a crash further down. */
export function parseResponse<T>(schema: z.ZodMiniType<T>, data: unknown, status: number): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  if (typeof console !== 'undefined') console.error('Respuesta de la API fuera de contrato', result.error.issues);
  throw new ApiError(status, common.invalidResponse, issuePath(result.error.issues), 'invalid-response');
}

/** Checks (and fills the defaults of) what goes out, so a bad payload fails here with its field named. */
export function parseRequest<O, I>(schema: z.ZodMiniType<O, I>, body: I): O {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new ApiError(400, first?.message ?? common.unexpectedError, issuePath(result.error.issues), 'invalid-request');
}

import type { Request, RequestHandler } from 'express';
import { controlCharsMessage, hasControlChars } from '@lotengo/shared/contracts';
import { operationList } from '@lotengo/shared/contracts/operations';
import { badRequest, HttpError } from './errors';

/** Routes that take a file (multipart/form-data in the contract, read by multer); every other body is JSON. */
const MULTIPART_PATHS = new Set(
  operationList.filter((op) => op.body?.contentType === 'multipart/form-data').map((op) => op.path),
);

const JSON_TYPES = ['application/json', 'application/*+json'];

/** A body is present unless the request says it has none (no Transfer-Encoding, Content-Length absent or 0). */
function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length !== '0';
}

/**
 * A body the route cannot read is refused with 415 instead of being ignored: a search sent as
 * text/plain would parse to nothing and silently drop its filter. JSON everywhere, multipart
 * only where a file is uploaded. Requests without a body (GET, body-less POST) pass.
 */
export const requireReadableBody: RequestHandler = (req, _res, next) => {
  if (!hasBody(req)) return next();
  if (MULTIPART_PATHS.has(req.path)) {
    if (req.is('multipart/form-data')) return next();
    return next(new HttpError(415, 'Envía la imagen como multipart/form-data en el campo "file"', 'Content-Type'));
  }
  if (req.is(JSON_TYPES)) return next();
  next(new HttpError(415, 'El cuerpo de la petición debe ser JSON (Content-Type: application/json)', 'Content-Type'));
};

type Found = { field: string } | null;

/** The path of the first string (or key) with a control character, walking objects and lists. */
function findControlChars(value: unknown, field: string, depth = 0): Found {
  if (typeof value === 'string') return hasControlChars(value, { multiline: true }) ? { field } : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value);
  for (const [key, child] of entries) {
    const path = field === 'body' ? key : `${field}.${key}`;
    if (hasControlChars(key, { multiline: true })) return { field: 'body' };
    const found = findControlChars(child, path, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Defence in depth for every JSON body: NUL, other C0 controls (tab and line breaks allowed), DEL and
 * bidi overrides anywhere → 400 naming the field. The contracts (noControlChars in shared) say the same
 * per field, stricter for single-line values, so forms and API agree.
 */
export const refuseControlChars: RequestHandler = (req, _res, next) => {
  const found = findControlChars(req.body, 'body');
  if (found) return next(badRequest(controlCharsMessage(found.field), found.field));
  next();
};

import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';

/** An error that maps to an HTTP answer `{ message, field? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message = 'Debes iniciar sesión para hacer esto') => new HttpError(401, message);
export const forbidden = (message: string, field?: string) => new HttpError(403, message, field);
export const notFound = (message: string, field?: string) => new HttpError(404, message, field);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);

/** Express 4 does not catch rejected promises: route async handlers through next(err). */
export function asyncHandler<R extends Request = Request>(
  fn: (req: R, res: Response, next: NextFunction) => Promise<unknown> | unknown,
): RequestHandler {
  return (req, res, next) => {
    Promise.resolve()
      .then(() => fn(req as R, res, next))
      .catch(next);
  };
}

export const routeNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `Ruta no encontrada: ${req.method} ${req.path}` });
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
}

interface MulterLikeError extends Error {
  code?: string;
  field?: string;
}

/** Maps errors thrown by express.json (body-parser) to our JSON answers. */
function fromBodyParser(err: BodyParserError): HttpError | null {
  switch (err.type) {
    case 'entity.too.large':
      return new HttpError(413, 'El cuerpo de la petición supera el máximo de 1 MB', 'body');
    case 'entity.parse.failed':
      return new HttpError(400, 'El cuerpo de la petición no es JSON válido', 'body');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, 'Codificación del cuerpo no soportada', 'body');
    case 'request.aborted':
      return new HttpError(400, 'La petición se interrumpió', 'body');
    default:
      return null;
  }
}

/** Maps multer errors (uploads). */
function fromMulter(err: MulterLikeError): HttpError | null {
  if (err.name !== 'MulterError') return null;
  if (err.code === 'LIMIT_FILE_SIZE')
    return new HttpError(413, 'La imagen supera el máximo de 10,420,000 bytes', 'file');
  if (err.code === 'LIMIT_UNEXPECTED_FILE')
    return new HttpError(400, 'Envía una sola imagen en el campo "file"', err.field || 'file');
  return new HttpError(400, `Archivo no válido (${err.code ?? 'error'})`, 'file');
}

/**
 * Last middleware: anything thrown becomes JSON. Known errors keep their status; the unexpected
 * ones are logged and answered 500 without internals.
 */
export function errorHandler(log: (...args: unknown[]) => void = console.error): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    const known =
      err instanceof HttpError
        ? err
        : err instanceof Error
          ? (fromBodyParser(err as BodyParserError) ?? fromMulter(err as MulterLikeError))
          : null;
    if (res.headersSent) {
      log('[mock-api] error tras enviar la respuesta', err);
      return;
    }
    if (known) {
      res
        .status(known.status)
        .json(known.field ? { message: known.message, field: known.field } : { message: known.message });
      return;
    }
    // A client-side error with a status (e.g. from a body-parser variant we did not list): keep it 4xx.
    const status = (err as BodyParserError | undefined)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ message: 'Petición no válida', field: 'body' });
      return;
    }
    log(`[mock-api] error inesperado en ${req.method} ${req.originalUrl}`, err);
    res.status(500).json({ message: 'Error interno del servidor' });
  };
}

/** The record a route looked up, or a 404 naming it: `found(list.find(…), 'la visita 7', 'visitId')`. */
export function found<T>(value: T | null | undefined, what: string, field: string): T {
  if (value === undefined || value === null) throw notFound(`No existe ${what}`, field);
  return value;
}

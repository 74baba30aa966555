import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type * as z from 'zod/mini';
import { apiErrorBodySchema } from '@lotengo/shared/contracts';
import {
  errorStatusesOf,
  findOperation,
  operationList,
  operations,
  successStatusesOf,
  type NamedOperation,
} from '@lotengo/shared/contracts/operations';
import { authOf } from '../auth/middleware';
import { zodError } from './validate';

/**
 * `enforce`: every JSON answer (and every event of the live stream) is checked against its operation's
 * contract, and one outside it is logged and answered 500 instead, so it fails a test or a journey, not
 * a person's page. `off`: not checked (the benches measure the API, not the check).
 */
export type ContractCheck = 'enforce' | 'off';

export interface ContractOptions {
  check: ContractCheck;
  log: (...args: unknown[]) => void;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
const SIGNED_OUT_FIRST = new Set(['token', 'user', 'self', 'ticket']);

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join('.') : '(raíz)'}: ${i.message}`)
    .join('; ');
}

/** Why `body`, answered with `status`, is outside the operation's contract; null when it is inside. */
export function answerProblem(op: NamedOperation, status: number, body: unknown): string | null {
  // A 500 is the error handler's own (an unexpected failure): a bug elsewhere, reported there.
  if (status >= 500) return null;
  if (status >= 400) {
    if (!errorStatusesOf(op).includes(status as never)) return `estado ${status} no declarado en el contrato`;
    const result = apiErrorBodySchema.safeParse(body);
    return result.success ? null : `cuerpo de error: ${describeIssues(result.error)}`;
  }
  const expected = successStatusesOf(op);
  if (!expected.includes(status as never)) return `estado ${status} (el contrato dice ${expected.join(' o ')})`;
  if (!op.answer.schema) return `respuesta JSON donde el contrato dice ${op.answer.contentType ?? 'otra cosa'}`;
  const result = op.answer.schema.safeParse(body);
  return result.success ? null : describeIssues(result.error);
}

const STREAM_EVENTS = operations.openNotificationStream.answer.events;

/** Why a live stream event's data is outside its contract; null when it is inside. */
export function streamEventProblem(event: string, data: unknown): string | null {
  const schema = (STREAM_EVENTS as Record<string, z.ZodMiniType | undefined>)[event];
  if (!schema) return `evento "${event}" no declarado en el contrato`;
  const result = schema.safeParse(data);
  return result.success ? null : describeIssues(result.error);
}

/**
 * The request's JSON body against the operation's contract: a 400 naming the field, as every route
 * answers. After the session layer: a call that needs a session and has none is the route's 401, whatever
 * its body (the routes check who calls before what is sent).
 */
function checkRequest(op: NamedOperation, req: Request): void {
  const body = op.body;
  if (!body || (body.contentType ?? 'application/json') !== 'application/json') return;
  if (SIGNED_OUT_FIRST.has(op.access) && !authOf(req).identity) return;
  // A webhook checks its secret first (a 401 whatever the body), then reads the body itself.
  if (op.access === 'webhook') return;
  const result = body.schema.safeParse(req.body ?? {});
  if (!result.success) throw zodError(result.error);
}

function guard(op: NamedOperation, options: ContractOptions): RequestHandler {
  return (req, res, next) => {
    if (options.check === 'enforce') watchAnswers(op, res, options.log);
    try {
      checkRequest(op, req);
    } catch (err) {
      next(err);
      return;
    }
    next();
  };
}

function watchAnswers(op: NamedOperation, res: Response, log: ContractOptions['log']): void {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const problem = answerProblem(op, res.statusCode, body);
    if (!problem) return json(body);
    const route = `${op.method.toUpperCase()} ${op.path} (${op.operationId})`;
    log(`[mock-api] RESPUESTA FUERA DE CONTRATO en ${route}, estado ${res.statusCode}: ${problem}`);
    return res
      .status(500)
      .type('json')
      .send(JSON.stringify({ message: `Respuesta fuera de contrato: ${problem}` }));
  };
}

/**
 * A router whose every route is an operation of the registry (shared/src/contracts/operations): a
 * route without one throws when it is registered, and each gets the contract's checks in front of its
 * handlers. `registered` lists the operations mounted, so a test can find those the mock lacks.
 */
export function contractRouter(options: ContractOptions, registered: Set<string>): Router {
  const router = express.Router();
  for (const method of METHODS) {
    const register = router[method].bind(router) as (path: string, ...handlers: RequestHandler[]) => Router;
    (router as unknown as Record<string, unknown>)[method] = (path: string, ...handlers: RequestHandler[]) => {
      const op = findOperation(method, path);
      if (!op) {
        throw new Error(
          `La ruta ${method.toUpperCase()} ${path} no tiene contrato: añádela a shared/src/contracts/operations`,
        );
      }
      registered.add(op.operationId);
      return register(path, guard(op, options), ...handlers);
    };
  }
  return router;
}

/** The operations of the registry the mock does not mount (should be none). */
export const unmountedOperations = (registered: ReadonlySet<string>): string[] =>
  operationList.filter((op) => !registered.has(op.operationId)).map((op) => op.operationId);

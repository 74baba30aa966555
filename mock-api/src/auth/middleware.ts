import type { NextFunction, Request, Response } from 'express';
import type * as z from 'zod/mini';
import type { StoredUser } from '../db/schema';
import type { Store } from '../db/store';
import { asyncHandler, forbidden, unauthorized } from '../http/errors';
import { intParam, parseBody } from '../http/validate';
import type { Identity, TokenVerifier } from './verifier';
import { prepare, qb } from '../db/typed-query';

/** What the auth layer learned about the caller; attached to every /mvp request. */
export interface AuthInfo {
  identity: Identity | null;
  /** Why a token that was sent is not accepted (only reported on routes that need a session). */
  tokenError: string | null;
}

export type AuthedRequest = Request & { auth: AuthInfo };

export const authOf = (req: Request): AuthInfo => (req as AuthedRequest).auth ?? { identity: null, tokenError: null };

/** The auth scheme is case-insensitive (RFC 9110 §11.1): Bearer, bearer, BEARER. */
const BEARER = /^Bearer\s+([A-Za-z0-9._-]+)\s*$/i;

/**
 * Reads `Authorization: Bearer <ID token>` when present. Public routes stay public with a bad token
 * (the caller is treated as a visitor); routes that need a session call requireIdentity().
 */
export function identify(verifier: TokenVerifier) {
  return asyncHandler(async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.get('authorization');
    const info: AuthInfo = { identity: null, tokenError: null };
    if (header) {
      const match = BEARER.exec(header);
      if (!match) info.tokenError = 'La cabecera Authorization debe ser "Bearer <token>"';
      else {
        try {
          info.identity = await verifier.verify(match[1]!);
        } catch {
          info.tokenError = 'Tu sesión no es válida o expiró, vuelve a ingresar';
        }
      }
    }
    (req as AuthedRequest).auth = info;
    next();
  });
}

/** The caller's verified identity, or 401. */
export function requireIdentity(req: Request): Identity {
  const { identity, tokenError } = authOf(req);
  if (!identity) throw unauthorized(tokenError ?? 'Debes iniciar sesión para hacer esto');
  return identity;
}

/** The member signed in with a Firebase uid (its unique index). */
export const userWithUid = prepare((uid: string) =>
  qb.selectFrom('users').selectAll().where('userFirebaseId', '=', uid),
);

/** The caller's product user (token uid → userFirebaseId), or 401/403. */
export function requireUser(req: Request, store: Store): StoredUser {
  const identity = requireIdentity(req);
  const user = store.users.selectFirst(userWithUid(identity.uid));
  if (!user) throw forbidden('Tu cuenta aún no está registrada en Lo Tengo');
  return user;
}

/** Only the owner of `userCode` may go on. */
export function requireSelf(req: Request, store: Store, userCode: number, field = 'userCode'): StoredUser {
  const user = requireUser(req, store);
  if (user.userCode !== userCode) throw forbidden('Solo puedes ver o cambiar tus propios datos', field);
  return user;
}

/** The user code in the route (`:userCode`, or `param`), which must be the caller's own: the "mine" reads. */
export function requireSelfParam(req: Request, store: Store, param = 'userCode'): number {
  const userCode = intParam(req.params[param], param);
  requireSelf(req, store, userCode, param);
  return userCode;
}

/** A create in the caller's own name: the parsed body must carry the caller's user code, else a 403 saying `refusal`.
 */
export function parseOwnBody<S extends z.ZodMiniType<{ userCode: number }>>(
  req: Request,
  store: Store,
  schema: S,
  refusal: string,
): { user: StoredUser; body: z.output<S> } {
  const user = requireUser(req, store);
  const body = parseBody(schema, req.body);
  if (body.userCode !== user.userCode) throw forbidden(refusal, 'userCode');
  return { user, body };
}

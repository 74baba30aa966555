import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookie } from 'cookie';
import type { RequestHandler } from 'express';
import { operationList } from '@lotengo/shared/contracts/operations';
import { forbidden } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Reads sent as POST because their filter is a body (`readByPost` in the contract: `POST /house-request`): they
 * change nothing, so there is nothing to forge. Checking them only cost a visitor's first search a 403 and a
 * retry when it left before the cookie of a parallel first answer was readable.
 */
const READS_BY_POST = new Set(operationList.filter((op) => op.readByPost).map((op) => op.path));

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Double-submit anti-forgery (Angular/axios convention): the server hands out an XSRF-TOKEN cookie
 * readable by the app; a state-changing request that carries the cookie must echo it in X-XSRF-TOKEN.
 * A forged cross-site form sends the cookie but cannot read it to set the header.
 */
/** Per process: tokens cannot be guessed from outside, and a restart changes them (the check is cookie = header). */
const SECRET = randomBytes(32);

/**
 * The token a cookie-less browser gets: the same for all of its parallel first requests (same address
 * and browser), so a later answer cannot overwrite the cookie a write has just echoed (that race cost
 * every first search a 403 and a retry); unpredictable to anyone without the secret.
 */
export function tokenFor(ip: string | undefined, userAgent: string | undefined): string {
  return createHmac('sha256', SECRET)
    .update(`${ip ?? ''}\n${userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 48);
}

export const xsrf: RequestHandler = (req, res, next) => {
  const cookies = req.get('cookie');
  const cookie = cookies ? parseCookie(cookies)[XSRF_COOKIE] : undefined;
  if (!cookie) {
    res.cookie(XSRF_COOKIE, tokenFor(req.ip, req.get('user-agent')), { path: '/', sameSite: 'lax', httpOnly: false });
  }
  const isRead =
    SAFE_METHODS.has(req.method) || (req.method === 'POST' && READS_BY_POST.has(req.path.replace(/\/+$/, '')));
  if (cookie && !isRead) {
    const header = req.get(XSRF_HEADER);
    if (!header || !same(header, cookie)) {
      next(
        forbidden('Falta o no coincide la cabecera X-XSRF-TOKEN; recarga la página e inténtalo de nuevo', XSRF_HEADER),
      );
      return;
    }
  }
  next();
};

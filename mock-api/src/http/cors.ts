import type { RequestHandler } from 'express';

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * CORS for the app origins with credentials (cookies, Authorization). By default any port on
 * localhost/127.0.0.1 (the shell and each remote run on their own port); CORS_ORIGINS restricts it
 * to an exact list. A foreign origin gets no CORS headers, so the browser blocks it.
 */
export function cors(allowed?: string[]): RequestHandler {
  const isAllowed = (origin: string) => (allowed ? allowed.includes(origin) : LOCAL_ORIGIN.test(origin));
  return (req, res, next) => {
    const origin = req.get('origin');
    res.vary('Origin');
    if (origin && isAllowed(origin)) {
      res.set({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Expose-Headers': 'X-Total-Count',
      });
      if (req.method === 'OPTIONS') {
        res.set({
          'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
          'Access-Control-Allow-Headers':
            req.get('access-control-request-headers') || 'Authorization,Content-Type,X-XSRF-TOKEN',
          'Access-Control-Max-Age': '600',
        });
        res.status(204).end();
        return;
      }
    }
    next();
  };
}

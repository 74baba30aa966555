import type { RequestHandler } from 'express';
import jsonServer from 'json-server';

/**
 * json-server's default middlewares, set by its documented options only (`jsonServer.defaults`, README
 * "API"): compression and the no-cache headers on every answer, its logger when asked (API_LOG), no CORS
 * of its own (`noCors`: http/cors.ts answers with an allow-list) and no body parser (`bodyParser: false`:
 * the API's own express.json refuses more than 1 MB). Its static file server always comes with them, at
 * "/": `static` points it at `rootDir`, a folder of its own that the API never fills, so no path at "/" is
 * ever a file (our images have their own prefix, /mvp/static). It costs a stat per GET on libuv's pool,
 * which no write waits on (SQLite writes on the event loop).
 */
export function jsonServerDefaults(options: { logger: boolean; rootDir: string }): RequestHandler[] {
  return jsonServer.defaults({
    static: options.rootDir,
    logger: options.logger,
    noCors: true,
    bodyParser: false,
  }) as RequestHandler[];
}

import type { RequestHandler } from 'express';
import jsonServer from 'json-server';

/**
 * json-server's default middlewares (logger, compression, no-cache) without the static folder it
 * always mounts at "/" (`public/` of the working folder, which holds nothing of ours): that one stats
 * the disk for every GET on libuv's four threads (shared with sharp's photo work), so a list or a
 * count would wait for a trip to the pool and a turn of the loop before it even starts. Our images are
 * served under /mvp/static by our own express.static.
 * json-server offers no option for it, so its array is filtered by the middleware's name
 * (serve-static's `serveStatic`); if that ever changes, the server refuses to start rather than stat again.
 */
export function jsonServerDefaults(options: { logger: boolean }): RequestHandler[] {
  const all = jsonServer.defaults({ logger: options.logger, noCors: true, bodyParser: false }) as RequestHandler[];
  const kept = all.filter((mw) => mw.name !== 'serveStatic');
  if (kept.length !== all.length - 1)
    throw new Error(
      `json-server.defaults() ya no incluye un único serveStatic (${all.map((mw) => mw.name).join(', ')}): revisa ` +
        `http/json-server-defaults.ts`,
    );
  return kept;
}

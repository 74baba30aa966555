import type { Request, RequestHandler, Router } from 'express';
import type * as z from 'zod/mini';
import {
  apiPaths,
  pageLoadReportSchema,
  remoteErrorReportSchema,
  TELEMETRY_APPS,
  type TelemetryApp,
  type TelemetrySummary,
} from '@lotengo/shared/contracts';
import type { DbState, StoredTelemetry } from '../db/schema';
import { asyncHandler, badRequest, HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import type { Deps } from './deps';

/** Rows kept (one per app version): the oldest by last report go first. */
export const TELEMETRY_MAX_ROWS = 200;
/** Error paths kept per version. */
export const TELEMETRY_MAX_PATHS = 20;
/** Per client (address) and minute. A page reports at most one error per area and kind; a person does not load 120 pages a minute. */
export const TELEMETRY_LIMITS = { remoteErrors: 30, pageLoads: 120 } as const;
const WINDOW_MS = 60_000;

/**
 * A fixed one-minute window per client address, in memory only (the address is never stored): enough
 * to stop one browser or script from flooding the counters. Over the limit: 429 with the API's error
 * shape and Retry-After.
 */
export function rateLimit(limit: number, now: () => number = Date.now): RequestHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return (req, res, next) => {
    const t = now();
    const key = req.ip ?? req.socket.remoteAddress ?? '?';
    let w = windows.get(key);
    if (!w || t - w.start >= WINDOW_MS) {
      // Old windows go as new ones open: the map never holds more than a minute of clients.
      if (windows.size > 10_000) for (const [k, v] of windows) if (t - v.start >= WINDOW_MS) windows.delete(k);
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    w.count += 1;
    if (w.count > limit) {
      res.set('Retry-After', String(Math.ceil((w.start + WINDOW_MS - t) / 1000)));
      next(new HttpError(429, `Demasiados reportes: como máximo ${limit} por minuto`));
      return;
    }
    next();
  };
}

function rowOf(state: DbState, app: string, version: string, at: string): StoredTelemetry {
  let row = state.telemetry.find((r) => r.app === app && r.version === version);
  if (!row) {
    row = { app, version, pageLoads: 0, loadErrors: 0, renderErrors: 0, paths: {}, firstAt: at, lastAt: at };
    state.telemetry.push(row);
    if (state.telemetry.length > TELEMETRY_MAX_ROWS) {
      state.telemetry.sort((a, b) => (a.lastAt < b.lastAt ? 1 : -1));
      state.telemetry.length = TELEMETRY_MAX_ROWS;
    }
  }
  row.lastAt = at;
  return row;
}

const isApp = (value: string | undefined): value is TelemetryApp => (TELEMETRY_APPS as readonly string[]).includes(value ?? '');

/** Ours: anonymous release telemetry; the health command reads the summary. */
export function telemetryRoutes(router: Router, deps: Deps, now: () => number = Date.now): void {
  const { store, knownVersions } = deps;
  /** Every version a report names must be one the registry knew: a forged one is refused, never counted. */
  const checkKnown = async (pairs: Array<[string, string]>) => {
    if (!knownVersions) return;
    for (const [app, version] of pairs) {
      let known: boolean;
      try {
        known = await knownVersions(app, version);
      } catch (err) {
        throw new HttpError(503, `No se pudo consultar el registro de versiones (${err instanceof Error ? err.message : String(err)}); el reporte no se cuenta`);
      }
      if (!known) throw badRequest(`la versión ${version} de ${app} no la conoce el registro; el reporte no se cuenta`, 'version');
    }
  };
  /** A report: rate-limited per client, checked, recorded with the server's time, answered 202 (nothing to read back). */
  const report = <S extends z.ZodMiniType>(
    path: string,
    perMinute: number,
    schema: S,
    named: (body: z.output<S>) => Array<[string, string]>,
    record: (state: DbState, body: z.output<S>, at: string) => void,
  ) =>
    router.post(
      path,
      rateLimit(perMinute, now),
      asyncHandler(async (req: Request, res) => {
        const body = parseBody(schema, req.body);
        await checkKnown(named(body));
        await store.mutate((state) => record(state, body, new Date(now()).toISOString()));
        res.status(202).json({ accepted: true });
      }),
    );
  report(apiPaths.telemetryRemoteErrors, TELEMETRY_LIMITS.remoteErrors, remoteErrorReportSchema, (body) => [[body.app, body.version]], (state, body, at) => {
    const row = rowOf(state, body.app, body.version, at);
    if (body.kind === 'load') row.loadErrors += 1;
    else row.renderErrors += 1;
    if (row.paths[body.path] !== undefined || Object.keys(row.paths).length < TELEMETRY_MAX_PATHS) {
      row.paths[body.path] = (row.paths[body.path] ?? 0) + 1;
    }
  });
  report(
    apiPaths.telemetryPageLoads,
    TELEMETRY_LIMITS.pageLoads,
    pageLoadReportSchema,
    (body) => Object.entries(body.versions).filter((e): e is [string, string] => Boolean(e[1])),
    (state, body, at) => {
      for (const [app, version] of Object.entries(body.versions)) {
        if (version) rowOf(state, app, version, at).pageLoads += 1;
      }
    },
  );
  router.get(apiPaths.telemetrySummary, (req, res) => {
    const app = req.params.app;
    if (!isApp(app)) throw badRequest(`app debe ser una de: ${TELEMETRY_APPS.join(', ')}`, 'app');
    const summary: TelemetrySummary = {
      app,
      versions: store.state.telemetry
        .filter((r) => r.app === app)
        .sort((a, b) => (a.lastAt < b.lastAt ? 1 : -1))
        .map((r) => ({
          version: r.version,
          pageLoads: r.pageLoads,
          errors: { load: r.loadErrors, render: r.renderErrors },
          firstAt: r.firstAt,
          lastAt: r.lastAt,
          paths: Object.entries(r.paths)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 10)
            .map(([path, errors]) => ({ path, errors })),
        })),
    };
    res.json(summary);
  });
}

import type { Request, RequestHandler, Router } from 'express';
import type * as z from 'zod/mini';
import {
  apiPaths,
  pageLoadReportSchema,
  remoteErrorReportSchema,
  TELEMETRY_APPS,
  type TelemetryApp,
} from '@lotengo/shared/contracts';
import type { TelemetrySummary } from '@lotengo/shared/contracts/telemetry-summary';
import { asyncHandler, badRequest, HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import type { ClientKeys } from '../telemetry/client-key';
import type { DeployCredentials } from '../telemetry/deploy-credentials';
import type { TelemetryCounters } from '../telemetry/counters';
import type { Deps } from './deps';

export { TELEMETRY_MAX_PATHS, TELEMETRY_MAX_ROWS } from '../telemetry/counters';
/** Per client and minute. A page reports at most one error per area and kind; a person does not load 120 pages a
 * minute. */
export const TELEMETRY_LIMITS = { remoteErrors: 30, pageLoads: 120 } as const;
const WINDOW_MS = 60_000;

/** The address a report came from: the socket's, or the one the trusted proxies name (TRUST_PROXY). */
const addressOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? '?';

/**
 * A fixed one-minute window per client, in memory only and keyed by the client's daily key, so not
 * even this map holds an address: enough to stop one browser or script from flooding the API. Over the
 * limit: 429 with the API's error shape and Retry-After.
 */
export function rateLimit(limit: number, keys: ClientKeys, now: () => number = Date.now): RequestHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return (req, res, next) => {
    const t = now();
    const key = keys.keyOf(addressOf(req), t);
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

const isApp = (value: string | undefined): value is TelemetryApp =>
  (TELEMETRY_APPS as readonly string[]).includes(value ?? '');

/**
 * Ours: anonymous release telemetry, counted as distinct clients per app version (telemetry/counters.ts);
 * the health command reads the summary.
 */
export function telemetryRoutes(router: Router, deps: Deps): void {
  const { knownVersions } = deps;
  const counters: TelemetryCounters = deps.telemetry;
  const now = deps.telemetryClock ?? Date.now;
  /** Every version a report names must be one the registry knew: a forged one is refused, never counted. */
  const checkKnown = async (pairs: Array<[string, string]>) => {
    if (!knownVersions) return;
    for (const [app, version] of pairs) {
      let known: boolean;
      try {
        known = await knownVersions(app, version);
      } catch (err) {
        throw new HttpError(
          503,
          `No se pudo consultar el registro de versiones (${err instanceof Error ? err.message : String(err)}); el ` +
            `reporte no se cuenta`,
        );
      }
      if (!known)
        throw badRequest(
          `la versión ${version} de ${app} no la conoce el registro; el reporte no se cuenta`,
          'version',
        );
    }
  };
  /** A report: rate-limited per client, checked, counted with the server's time, answered 202 (nothing to read back).
   */
  const report = <S extends z.ZodMiniType>(
    path: string,
    perMinute: number,
    schema: S,
    named: (body: z.output<S>) => Array<[string, string]>,
    count: (address: string, body: z.output<S>, at: number) => void,
  ) =>
    router.post(
      path,
      rateLimit(perMinute, counters.keys, now),
      asyncHandler(async (req: Request, res) => {
        const body = parseBody(schema, req.body);
        await checkKnown(named(body));
        count(addressOf(req), body, now());
        res.status(202).json({ accepted: true });
      }),
    );
  report(
    apiPaths.telemetryRemoteErrors,
    TELEMETRY_LIMITS.remoteErrors,
    remoteErrorReportSchema,
    (body) => [[body.app, body.version]],
    (address, body, at) => counters.remoteError(address, body, at),
  );
  const named = (body: z.output<typeof pageLoadReportSchema>) =>
    Object.entries(body.versions).filter((e): e is [string, string] => Boolean(e[1]));
  report(apiPaths.telemetryPageLoads, TELEMETRY_LIMITS.pageLoads, pageLoadReportSchema, named, (address, body, at) =>
    counters.pageLoad(address, named(body), at),
  );
  // Counts that decide a canary are for those who deploy: a team's or an admin's deploy credential.
  router.get(
    apiPaths.telemetrySummary,
    asyncHandler(async (req, res) => {
      const app = req.params.app;
      // The apps are public (the path's own check first); who may read their counts is not.
      if (!isApp(app)) throw badRequest(`app debe ser una de: ${TELEMETRY_APPS.join(', ')}`, 'app');
      await requireDeployer(req, deps.deployCredentials);
      const summary: TelemetrySummary = {
        app,
        versions: counters.rowsOf(app).map((r) => ({
          version: r.version,
          clients: r.clients,
          errorClients: { total: r.errors, load: r.loadErrors, render: r.renderErrors },
          firstAt: r.firstAt,
          lastAt: r.lastAt,
          paths: Object.entries(r.paths)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 10)
            .map(([path, clients]) => ({ path, clients })),
        })),
      };
      res.json(summary);
    }),
  );
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * 401 without a deploy credential the pointer service knows, 403 for one that deploys nothing, 503 when
 * it cannot tell.
 */
async function requireDeployer(req: Request, check: DeployCredentials | undefined): Promise<void> {
  const bearer = BEARER.exec(req.get('authorization') ?? '')?.[1];
  if (!bearer)
    throw new HttpError(
      401,
      'El resumen de telemetría necesita una credencial de despliegue (la de un equipo o de un administrador, ' +
        'Authorization: Bearer …; DEPLOY_TOKEN en la línea de órdenes)',
    );
  if (!check)
    throw new HttpError(
      503,
      'Esta API no tiene servicio del registro (REGISTRY_URL) con el que verificar la credencial',
    );
  let caller: Awaited<ReturnType<DeployCredentials>>;
  try {
    caller = await check(bearer);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new HttpError(503, `No se pudo verificar la credencial con el servicio del registro (${why})`);
  }
  if (!caller) throw new HttpError(401, 'La credencial de despliegue no es válida o caducó');
  if (!caller.apps.length && !caller.admin)
    throw new HttpError(403, 'Esa credencial no despliega ninguna app ni es de un administrador');
}

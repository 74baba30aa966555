/**
 * The CLI's side of the pointer service: read the registry with its ETag, send one change with
 * `If-Match`. `url` is the registry resource (the settings' `registryUrl`). The credential is
 * DEPLOY_TOKEN; in the local environment without it, the app's local token that `npm start` wrote (so
 * a developer's promote just works on their own machine), and the local admin's for a forced change.
 *
 * The service, or the storage behind it, may be briefly unavailable (429, 503): each call is tried again
 * with backoff and jitter. A change carries a `changeId` of its own, so a repeat of one that landed while
 * its answer was lost is recognised — by the service, or here, by re-reading the history after a 412 —
 * instead of being reported as somebody else's change.
 */
import { randomBytes } from 'node:crypto';
import { ReleaseError, APP_DIRS, type AppName } from '@lotengo/platform/releases/layout';
import type { HistoryEntry, Registry } from '@lotengo/platform/releases/registry';
import type { PointerChangeRequest } from '@lotengo/platform/registry/service';
import { localAdminToken, localToken } from '@lotengo/platform/registry/tokens';
import { backoffDelay, retryAfterMs, sleep, type BackoffOptions } from '@lotengo/platform/registry/backoff';

export interface RegistryRead {
  registry: Registry;
  /** The ETag to send back as If-Match. */
  etag: string;
}

export interface ChangeOutcome {
  registry: Registry;
  entry: HistoryEntry;
  etag: string;
}

export interface RegistryClient {
  url: string;
  /** The public registry (versions only). */
  read(): Promise<RegistryRead>;
  /** The whole document with its history (needs a credential). */
  readFull(app: AppName): Promise<RegistryRead>;
  change(app: AppName, ifMatch: string, change: PointerChangeRequest): Promise<ChangeOutcome>;
  /** The credential sent for `app` (DEPLOY_TOKEN, or the local one): the API's telemetry summary asks for it. */
  credential(app: AppName): string | undefined;
}

/** The service's deploy gate said no (409 with its reasons): only an admin's forced change goes over it. */
export class GateRefusal extends ReleaseError {
  override name = 'GateRefusal';
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(message);
  }
}

/** Answers worth another try: the service (or its storage) busy or briefly down. */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const TIMEOUT_MS = 30_000;

export interface RegistryClientOptions {
  url: string;
  env?: NodeJS.ProcessEnv;
  /** In the local environment: the store whose service keeps the apps' tokens. */
  localTokens?: string;
  /** The retries' waits (tests shorten them). */
  retry?: BackoffOptions;
}

export function registryClient(opts: RegistryClientOptions): RegistryClient {
  const env = opts.env ?? process.env;
  const url = opts.url.replace(/\/+$/, '');
  const attempts = opts.retry?.attempts ?? 5;
  const wait = opts.retry?.sleep ?? sleep;
  const tokenFor = (app: AppName, admin = false) =>
    env.DEPLOY_TOKEN ||
    (opts.localTokens ? (admin ? localAdminToken(opts.localTokens) : localToken(opts.localTokens, app)) : undefined);

  /** One call, tried again on a dropped connection or a busy answer; `retried` says whether it was. */
  async function send(path: string, init: RequestInit): Promise<{ res: Response; retried: boolean }> {
    let dropped = 0;
    for (let attempt = 0; ; attempt += 1) {
      const last = attempt + 1 >= attempts;
      let res: Response;
      try {
        res = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (err) {
        // A dropped connection (a kept-alive socket the server had just closed) is tried once more; a
        // service that is not there at all is said at once.
        dropped += 1;
        if (last || dropped > 1 || (err as Error).name === 'TimeoutError') {
          const cause =
            err instanceof Error ? String((err.cause as Error | undefined)?.message ?? err.message) : String(err);
          throw new ReleaseError(
            `No se pudo contactar con el servicio del registro en ${url} ` +
              `(${cause}). ` +
              '¿Está en marcha ("npm start", o "npm run rehearsal" con LOTENGO_ENV=rehearsal)? Lo nombra ' +
              'registryUrl en los ajustes del entorno.',
          );
        }
        await wait(backoffDelay(attempt, opts.retry));
        continue;
      }
      if (!RETRY_STATUSES.has(res.status) || last) return { res, retried: attempt > 0 };
      await res.arrayBuffer().catch(() => undefined);
      await wait(Math.max(retryAfterMs(res.headers.get('retry-after')) ?? 0, backoffDelay(attempt, opts.retry)));
    }
  }

  async function call(
    path: string,
    init: RequestInit = {},
  ): Promise<{ body: unknown; etag: string; status: number; retried: boolean }> {
    const { res, retried } = await send(path, init);
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not the service's JSON (a proxy's page): the status says enough.
    }
    return { body, etag: res.headers.get('etag') ?? '', status: res.status, retried };
  }

  const failure = (path: string, status: number, body: unknown) => {
    const { message, reasons } = (body ?? {}) as { message?: string; reasons?: string[] };
    const text = message ?? `El servicio del registro respondió ${status} en ${path}.`;
    return status === 409 && Array.isArray(reasons) ? new GateRefusal(text, reasons) : new ReleaseError(text);
  };

  async function get(path: string, headers: Record<string, string> = {}): Promise<RegistryRead> {
    const { body, etag, status } = await call(path, { headers });
    if (status < 200 || status >= 300) throw failure(path || '/', status, body);
    return { registry: body as Registry, etag };
  }

  const auth = (app: AppName, admin = false): Record<string, string> => {
    const token = tokenFor(app, admin);
    return token ? { Authorization: `Bearer ${token}` } : {};
  };

  const client: RegistryClient = {
    url,
    credential: (app) => tokenFor(app),
    read: () => get(''),
    readFull: (app) => get('/full', auth(app)),
    async change(app, ifMatch, change) {
      const changeId = change.changeId ?? randomBytes(12).toString('base64url');
      // Locally, overriding the gate is the local admin's act (the developer holds every token there).
      const headers = auth(app, change.forced !== undefined);
      const path = `/apps/${APP_DIRS[app]}`;
      const { body, etag, status, retried } = await call(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'If-Match': ifMatch, ...headers },
        body: JSON.stringify({ ...change, changeId }),
      });
      if (status >= 200 && status < 300) return { ...(body as { registry: Registry; entry: HistoryEntry }), etag };
      if (status === 412 && retried) {
        // An earlier try may have landed with its answer lost: then the history has this change.
        const full = await get('/full', headers);
        const entry = full.registry.history.find((h) => h.changeId === changeId && h.app === APP_DIRS[app]);
        if (entry) return { registry: full.registry, entry, etag: full.etag };
      }
      throw failure(path, status, body);
    },
  };
  return client;
}

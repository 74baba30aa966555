/**
 * The CLI's side of the pointer service: read the registry with its ETag, send one change with
 * `If-Match`. `url` is the registry resource (the settings' `registryUrl`). The credential is
 * DEPLOY_TOKEN; in the local environment without it, the app's local token that `npm start` wrote (so
 * a developer's promote just works on their own machine).
 */
import { ReleaseError, APP_DIRS, type AppName } from '@lotengo/platform/releases/layout';
import type { HistoryEntry, Registry } from '@lotengo/platform/releases/registry';
import type { PointerChangeRequest } from '@lotengo/platform/registry/service';
import { localToken } from '@lotengo/platform/registry/tokens';

export interface RegistryRead {
  registry: Registry;
  /** The ETag to send back as If-Match. */
  etag: string;
}

export interface RegistryClient {
  url: string;
  /** The public registry (versions only). */
  read(): Promise<RegistryRead>;
  /** The whole document with its history (needs a credential). */
  readFull(app: AppName): Promise<RegistryRead>;
  change(
    app: AppName,
    ifMatch: string,
    change: PointerChangeRequest,
  ): Promise<{ registry: Registry; entry: HistoryEntry; etag: string }>;
}

/**
 * One request, sent again once when the connection broke before any answer (a kept-alive socket the
 * server had just closed). Safe for a change too: it carries the revision it was decided on, so a
 * repeat of one that did land is a 412, never a second change.
 */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') throw err;
    return fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  }
}

/** `localTokens`: in the local environment, the store whose service keeps the apps' tokens. */
export function registryClient(opts: { url: string; env?: NodeJS.ProcessEnv; localTokens?: string }): RegistryClient {
  const env = opts.env ?? process.env;
  const url = opts.url.replace(/\/+$/, '');
  const tokenFor = (app: AppName) =>
    env.DEPLOY_TOKEN || (opts.localTokens ? localToken(opts.localTokens, app) : undefined);

  async function call(path: string, init: RequestInit = {}): Promise<{ body: unknown; etag: string }> {
    let res: Response;
    try {
      res = await fetchOnce(`${url}${path}`, init);
    } catch (err) {
      const cause =
        err instanceof Error ? String((err.cause as Error | undefined)?.message ?? err.message) : String(err);
      throw new ReleaseError(
        `No se pudo contactar con el servicio del registro en ${url} ` +
          `(${cause}). ` +
          '¿Está en marcha ("npm start", o "npm run rehearsal" con LOTENGO_ENV=rehearsal)? Lo nombra registryUrl en ' +
          'los ajustes del entorno.',
      );
    }
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not the service's JSON (a proxy's page): the status says enough.
    }
    if (!res.ok) {
      const message = (body as { message?: string } | null)?.message;
      throw new ReleaseError(message ?? `El servicio del registro respondió ${res.status} en ${path}.`);
    }
    return { body, etag: res.headers.get('etag') ?? '' };
  }

  const auth = (app: AppName): Record<string, string> => {
    const token = tokenFor(app);
    return token ? { Authorization: `Bearer ${token}` } : {};
  };

  return {
    url,
    async read() {
      const { body, etag } = await call('');
      return { registry: body as Registry, etag };
    },
    async readFull(app) {
      const { body, etag } = await call('/full', { headers: auth(app) });
      return { registry: body as Registry, etag };
    },
    async change(app, ifMatch, change) {
      const { body, etag } = await call(`/apps/${APP_DIRS[app]}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'If-Match': ifMatch, ...auth(app) },
        body: JSON.stringify(change),
      });
      return { ...(body as { registry: Registry; entry: HistoryEntry }), etag };
    },
  };
}

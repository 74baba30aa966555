/**
 * The CLI's side of the pointer service: read the registry with its ETag, send one change with
 * `If-Match`. The credential is DEPLOY_TOKEN; against the local service without it, the app's local
 * token that `npm start` wrote (so a developer's promote just works on their own machine).
 */
import { ReleaseError, APP_DIRS, type AppName } from '../releases/layout';
import type { HistoryEntry, Registry } from '../releases/registry';
import { registryUrl } from './local';
import type { PointerChangeRequest } from './service';
import { localToken } from './tokens';

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
  change(app: AppName, ifMatch: string, change: PointerChangeRequest): Promise<{ registry: Registry; entry: HistoryEntry; etag: string }>;
}

const isLocal = (url: string) => /^https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?$/.test(url);

/** `store`: where the local service keeps its tokens (the store it serves). */
export function registryClient(opts: { env?: NodeJS.ProcessEnv; store?: string } = {}): RegistryClient {
  const env = opts.env ?? process.env;
  const url = registryUrl(env);
  const tokenFor = (app: AppName) => env.DEPLOY_TOKEN || (isLocal(url) && opts.store ? localToken(opts.store, app) : undefined);

  async function call(path: string, init: RequestInit = {}): Promise<{ body: unknown; etag: string }> {
    let res: Response;
    try {
      res = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    } catch (err) {
      throw new ReleaseError(
        `No se pudo contactar con el servicio del registro en ${url} (${err instanceof Error ? String((err.cause as Error | undefined)?.message ?? err.message) : String(err)}). ` +
          '¿Está "npm start" en marcha? Para otro servicio, define REGISTRY_URL.',
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
      const { body, etag } = await call('/registry');
      return { registry: body as Registry, etag };
    },
    async readFull(app) {
      const { body, etag } = await call('/registry/full', { headers: auth(app) });
      return { registry: body as Registry, etag };
    },
    async change(app, ifMatch, change) {
      const { body, etag } = await call(`/registry/apps/${APP_DIRS[app]}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'If-Match': ifMatch, ...auth(app) },
        body: JSON.stringify(change),
      });
      return { ...(body as { registry: Registry; entry: HistoryEntry }), etag };
    },
  };
}

/**
 * The pointer service on this machine: `npm start`, the end-to-end run and the tests run it over the
 * store's own registry file, as the single writer of that file, on REGISTRY_PORT (default 8090).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { legacyRegistryPath, registryPath, type AppName } from '../releases/layout';
import { readRecord } from '../releases/store';
import type { Registry } from '../releases/registry';
import { fileStorage } from './file-storage';
import { createRegistryService } from './service';
import { ensureLocalTokens, localTokenVerifier } from './tokens';

export const DEFAULT_REGISTRY_PORT = 8090;

export function registryPort(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.REGISTRY_PORT);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_REGISTRY_PORT;
}

/** The service the CLI talks to: REGISTRY_URL, or the local one `npm start` runs. */
export function registryUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.REGISTRY_URL || `http://127.0.0.1:${registryPort(env)}`).replace(/\/+$/, '');
}

export interface LocalRegistry {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Listens on `port` (0: any free one) over `store`'s registry; the store is also where the sites serve
 * versions from, so a pointer can only name a version that is there. `onChange` sees every new
 * registry (locally: the in-place pages and config.json of the sites, site-files.ts).
 */
export async function startLocalRegistry(opts: {
  store: string;
  port?: number;
  host?: string;
  onChange?: (registry: Registry) => void;
}): Promise<LocalRegistry> {
  ensureLocalTokens(opts.store);
  const storage = fileStorage(registryPath(opts.store), { legacyFile: legacyRegistryPath(opts.store) });
  const handle = createRegistryService({
    storage,
    verify: localTokenVerifier(opts.store),
    versionExists: async (app: AppName, version: string) => readRecord(opts.store, app, version) !== null,
    onChange: opts.onChange,
  });
  const server = http.createServer((req, res) => {
    // One request per connection: a few calls per deploy, and no idle socket the client may reuse just
    // as the server drops it (a reset on a POST could not be retried safely).
    res.setHeader('Connection', 'close');
    void handle(req, res);
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? DEFAULT_REGISTRY_PORT, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

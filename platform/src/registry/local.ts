/**
 * The pointer service on this machine: `npm start`, the end-to-end run and the tests run it over the
 * store's own registry file, as the single writer of that file, on REGISTRY_PORT (default 8090).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { registryPath, type AppName } from '../releases/layout';
import { readRecord } from '../releases/store';
import { fileStorage } from './file-storage';
import { createRegistryService, REGISTRY_PATH } from './service';
import { ensureLocalTokens, localTokenVerifier } from './tokens';

export const DEFAULT_REGISTRY_PORT = 8090;

export function registryPort(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.REGISTRY_PORT);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_REGISTRY_PORT;
}

/** The local environment's registry (the resource the CLI reads and posts to): REGISTRY_URL, or `npm start`'s. */
export function registryUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.REGISTRY_URL || `http://127.0.0.1:${registryPort(env)}${REGISTRY_PATH}`).replace(/\/+$/, '');
}

export interface LocalRegistry {
  /** The registry resource (REGISTRY_URL), e.g. `http://127.0.0.1:8090/registry`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Listens on `port` (0: any free one) over `store`'s registry; the store is also where the sites serve
 * versions from, so a pointer can only name a version that is there, and the deploy gate reads the
 * records there. A change writes the registry and nothing else: every server reads it (pages,
 * /config.json), here as in production.
 */
export async function startLocalRegistry(opts: {
  store: string;
  port?: number;
  host?: string;
}): Promise<LocalRegistry> {
  ensureLocalTokens(opts.store);
  const handle = createRegistryService({
    storage: fileStorage(registryPath(opts.store)),
    verify: localTokenVerifier(opts.store),
    readRecord: async (app: AppName, version: string) => readRecord(opts.store, app, version),
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
    url: `http://${host}:${port}${REGISTRY_PATH}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The pointer service for the release tests: started over each test's store (any free port) with
 * REGISTRY_URL pointing at it, as `npm start` runs it; and a fixture writer for a registry a test
 * starts from (the service's own file, written before the service reads it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { registryPath } from '@lotengo/platform/releases/layout';
import type { Registry } from '@lotengo/platform/releases/registry';
import { startLocalRegistry, type LocalRegistry } from '@lotengo/platform/registry/local';

export function seedRegistry(store: string, registry: Registry): void {
  fs.mkdirSync(path.dirname(registryPath(store)), { recursive: true });
  fs.writeFileSync(registryPath(store), `${JSON.stringify(registry, null, 2)}\n`);
}

/** Runs the service over `storeOf()` around each test; `url()` is its address (REGISTRY_URL meanwhile). */
export function withRegistryService(storeOf: () => string): { url: () => string } {
  let running: LocalRegistry | undefined;
  const saved = process.env.REGISTRY_URL;
  beforeEach(async () => {
    const store = storeOf();
    running = await startLocalRegistry({ store, port: 0 });
    process.env.REGISTRY_URL = running.url;
  });
  afterEach(async () => {
    await running?.close();
    running = undefined;
    if (saved === undefined) delete process.env.REGISTRY_URL;
    else process.env.REGISTRY_URL = saved;
  });
  return { url: () => running!.url };
}

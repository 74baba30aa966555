/**
 * The registry as the functions that serve pages read it (`page`, `config`, `detailPage`): a copy kept in
 * memory for REGISTRY_TTL_MS, refreshed by one read at a time, with the last good copy kept through a
 * storage outage. Without it every page view read Cloud Storage twice (the page, then its /config.json),
 * each read two calls (the object's generation, then its bytes).
 *
 * A failed refresh (storage down or slow, a damaged document) is logged and answered from the last good
 * copy, and storage is asked again a TTL later; only an instance that never read the registry fails, as
 * before. The pointer service itself never reads through this: a change is decided on the stored revision.
 */
import { emptyRegistry, parseRegistry, type Registry } from '../releases/registry';
import type { RegistryStorage } from './storage';

/**
 * How stale a page may be after a promote. The pages that depend on the registry (`/`, the routes, the
 * detail, /config.json) are `no-cache` at Hosting's CDN, so this is the whole delay before a promote or a
 * rollback reaches a visitor; the public request pages (`s-maxage=300`) read no registry. 5 s turns one
 * storage read per page view into one per instance every 5 s (docs/public-pages.md, "Fast at the edge").
 */
export const REGISTRY_TTL_MS = 5_000;
/** With a copy in hand, how long a request waits for a refresh before it is answered from that copy. */
export const REFRESH_WAIT_MS = 1_000;

export interface RegistryCacheOptions {
  ttlMs?: number;
  waitMs?: number;
  /** Milliseconds, for the TTL (tests move it by hand). */
  now?: () => number;
  /** Where a failed refresh is said (the function's log). */
  warn?: (line: string) => void;
}

/** Reads the registry through a copy of at most `ttlMs` (see above); rejects only with no copy at all. */
export function registryCache(storage: RegistryStorage, opts: RegistryCacheOptions = {}): () => Promise<Registry> {
  const ttl = opts.ttlMs ?? REGISTRY_TTL_MS;
  const wait = opts.waitMs ?? REFRESH_WAIT_MS;
  const now = opts.now ?? Date.now;
  const warn = opts.warn ?? ((line: string) => console.warn(line));
  let copy: { registry: Registry; at: number } | null = null;
  // When the last read ended, well or not: the next one is a TTL later.
  let checkedAt = -Infinity;
  let refreshing: Promise<Registry> | null = null;

  async function load(): Promise<Registry> {
    try {
      const doc = await storage.read();
      const registry = doc.text === null ? emptyRegistry() : parseRegistry(doc.text, storage.where);
      copy = { registry, at: now() };
      return registry;
    } catch (err) {
      if (!copy) throw err;
      const age = Math.round((now() - copy.at) / 1000);
      warn(
        `registro: no se pudo leer ${storage.where} (${err instanceof Error ? err.message : String(err)}); ` +
          `se sirve la última copia buena (revisión ${copy.registry.revision}, de hace ${age} s).`,
      );
      return copy.registry;
    } finally {
      checkedAt = now();
    }
  }

  // One read at a time however many requests arrive together.
  const refresh = () => (refreshing ??= load().finally(() => (refreshing = null)));

  return async () => {
    if (copy && now() - checkedAt < ttl) return copy.registry;
    const fresh = refresh();
    if (!copy) return fresh;
    const kept = copy.registry;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Registry>((resolve) => {
      timer = setTimeout(() => resolve(kept), wait);
      timer.unref?.();
    });
    try {
      return await Promise.race([fresh, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

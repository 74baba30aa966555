/**
 * Which versions the release registry ever knew, so telemetry for anything else is refused, not
 * counted: a forged report cannot steer a canary with versions nobody released. Read from the pointer
 * service's public registry (REGISTRY_URL: live, previous, canary and every version its history names),
 * kept for a few seconds; a registry that cannot be read refuses (fail closed).
 */
import { TELEMETRY_APPS } from '@lotengo/shared/contracts';

/** Whether `version` of `app` (folder name) was ever in the registry. */
export type KnownVersions = (app: string, version: string) => Promise<boolean>;

interface PublicRegistry {
  apps: Record<string, { live: string; previous: string[]; canary?: { version: string } | null } | undefined>;
  history: Array<{ app: string; from: string | null; to: string }>;
}

export function registryVersions(registryUrl: string, ttlMs = 5000, now: () => number = Date.now): KnownVersions {
  let cached: { at: number; known: Map<string, Set<string>> } | null = null;
  async function load(): Promise<Map<string, Set<string>>> {
    if (cached && now() - cached.at < ttlMs) return cached.known;
    // REGISTRY_URL names the registry resource itself (e.g. http://127.0.0.1:8090/registry).
    const res = await fetch(registryUrl.replace(/\/+$/, ''), { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`el registro respondió ${res.status}`);
    const doc = (await res.json()) as PublicRegistry;
    const known = new Map<string, Set<string>>(TELEMETRY_APPS.map((a) => [a, new Set<string>()]));
    for (const [app, p] of Object.entries(doc.apps)) {
      if (!p) continue;
      for (const v of [p.live, ...p.previous, p.canary?.version]) if (v) known.get(app)?.add(v);
    }
    for (const h of doc.history) for (const v of [h.from, h.to]) if (v) known.get(h.app)?.add(v);
    cached = { at: now(), known };
    return known;
  }
  return async (app, version) => {
    let known = await load();
    if (known.get(app)?.has(version)) return true;
    // A version promoted a moment ago: read again once before refusing.
    if (cached && now() - cached.at > 250) {
      cached = null;
      known = await load();
    }
    return known.get(app)?.has(version) ?? false;
  };
}

/**
 * Who may read release telemetry: whoever may move a pointer or read the registry's history — a team's
 * deploy credential or a release admin's. The API does not know those credentials (Google ID tokens of
 * the CI accounts in production, `npm start`'s local tokens here): it asks the pointer service, the one
 * place that verifies them (`GET <REGISTRY_URL>/caller`). A yes is kept for a minute per credential (a
 * hash of it, never the token), a no is not kept.
 */
import { createHash } from 'node:crypto';

export interface DeployCaller {
  credential: string;
  apps: string[];
  admin: boolean;
}

/** The caller a bearer credential proves, or null when the pointer service does not know it. Throws: cannot tell. */
export type DeployCredentials = (bearer: string) => Promise<DeployCaller | null>;

const KEEP_MS = 60_000;

export function registryCallers(registryUrl: string, now: () => number = Date.now): DeployCredentials {
  const url = `${registryUrl.replace(/\/+$/, '')}/caller`;
  const known = new Map<string, { at: number; caller: DeployCaller }>();
  return async (bearer) => {
    const key = createHash('sha256').update(bearer).digest('hex');
    const kept = known.get(key);
    if (kept && now() - kept.at < KEEP_MS) return kept.caller;
    const res = await fetch(url, { headers: { Authorization: `Bearer ${bearer}` }, signal: AbortSignal.timeout(5000) });
    // 403: a credential the service verified but that neither deploys nor administers anything.
    if (res.status === 403) return { credential: '?', apps: [], admin: false };
    if (res.status === 401) return null;
    if (!res.ok) throw new Error(`el servicio del registro respondió ${res.status}`);
    const caller = (await res.json()) as DeployCaller;
    if (known.size > 1000) known.clear();
    known.set(key, { at: now(), caller });
    return caller;
  };
}

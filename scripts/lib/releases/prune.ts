/**
 * Which old versions may go. Kept, whatever their age: the live one, a canary, the last five, every
 * version younger than 24 h, and every version a pointer change of the last 24 h names (an open tab
 * may still be on it), and the version a rollback would go back to.
 */
import { APP_DIRS, type AppName } from '@lotengo/platform/releases/layout';
import type { ReleaseRecord } from '@lotengo/platform/releases/record';
import type { Registry } from '@lotengo/platform/releases/registry';

export const KEEP_LAST = 5;
export const KEEP_YOUNGER_THAN_MS = 24 * 3600_000;
const NAMED_IN_HISTORY = 'nombrada en el historial de las últimas 24 h';

export interface PrunePlan {
  keep: Array<{ version: string; reasons: string[] }>;
  remove: string[];
}

/**
 * The versions the registry names for `app`, with why: the live one, a canary, the rollback target and
 * every version a pointer change of the last 24 h names. An upload keeps each of them its site serves,
 * listed in its `site.json` or not (deploy-site.ts).
 */
export function registryNamed(app: AppName, registry: Registry, now = Date.now()): Map<string, string[]> {
  const key = APP_DIRS[app];
  const pointer = registry.apps[key] as
    { live: string; previous?: string[]; canary?: { version: string } | null } | undefined;
  const named = new Map<string, string[]>();
  const name = (version: string | null | undefined, reason: string) => {
    if (!version) return;
    const reasons = named.get(version) ?? [];
    if (!reasons.includes(reason)) reasons.push(reason);
    named.set(version, reasons);
  };
  name(pointer?.live, 'en vivo');
  name(pointer?.canary?.version, 'canario');
  name(pointer?.previous?.at(-1), 'destino del rollback');
  for (const h of registry.history)
    if (h.app === key && now - Date.parse(h.at) < KEEP_YOUNGER_THAN_MS)
      for (const v of [h.from, h.to]) name(v, NAMED_IN_HISTORY);
  return named;
}

/** `releases`: the versions there are (a store's records, or what a site serves). */
export function prunePlan(
  app: AppName,
  releases: Array<Pick<ReleaseRecord, 'version' | 'createdAt'>>,
  registry: Registry,
  now = Date.now(),
): PrunePlan {
  const named = registryNamed(app, registry, now);
  const newestFirst = [...releases].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  const plan: PrunePlan = { keep: [], remove: [] };
  newestFirst.forEach((r, index) => {
    const why = named.get(r.version) ?? [];
    // The pointer's reasons first, then the age ones, then the history's.
    const reasons = why.filter((w) => w !== NAMED_IN_HISTORY);
    if (index < KEEP_LAST) reasons.push(`una de las ${KEEP_LAST} más recientes`);
    if (now - Date.parse(r.createdAt) < KEEP_YOUNGER_THAN_MS) reasons.push('tiene menos de 24 h');
    if (why.includes(NAMED_IN_HISTORY)) reasons.push(NAMED_IN_HISTORY);
    if (reasons.length) plan.keep.push({ version: r.version, reasons });
    else plan.remove.push(r.version);
  });
  return plan;
}

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

export interface PrunePlan {
  keep: Array<{ version: string; reasons: string[] }>;
  remove: string[];
}

/** `releases`: the versions there are (a store's records, or what a site's last deploy holds). */
export function prunePlan(
  app: AppName,
  releases: Array<Pick<ReleaseRecord, 'version' | 'createdAt'>>,
  registry: Registry,
  now = Date.now(),
): PrunePlan {
  const key = APP_DIRS[app];
  const pointer = registry.apps[key] as
    { live: string; previous?: string[]; canary?: { version: string } | null } | undefined;
  const recentlyNamed = new Set(
    registry.history
      .filter((h) => h.app === key && now - Date.parse(h.at) < KEEP_YOUNGER_THAN_MS)
      .flatMap((h) => [h.from, h.to])
      .filter((v): v is string => Boolean(v)),
  );
  const newestFirst = [...releases].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  const plan: PrunePlan = { keep: [], remove: [] };
  newestFirst.forEach((r, index) => {
    const reasons: string[] = [];
    if (pointer?.live === r.version) reasons.push('en vivo');
    if (pointer?.canary?.version === r.version) reasons.push('canario');
    if (pointer?.previous?.at(-1) === r.version) reasons.push('destino del rollback');
    if (index < KEEP_LAST) reasons.push(`una de las ${KEEP_LAST} más recientes`);
    if (now - Date.parse(r.createdAt) < KEEP_YOUNGER_THAN_MS) reasons.push('tiene menos de 24 h');
    if (recentlyNamed.has(r.version)) reasons.push('nombrada en el historial de las últimas 24 h');
    if (reasons.length) plan.keep.push({ version: r.version, reasons });
    else plan.remove.push(r.version);
  });
  return plan;
}

/**
 * What a site serves when the version the registry names is not among its files: Hosting's own
 * rollback (or a hand) can put back an older file set that lacks the live version, and answering 503 for
 * `/` then would take the whole site down for a registry that is otherwise right. The pages and
 * `/config.json` serve instead the version that was live most recently among those the site still has
 * (the pointer's previous versions, then the history's), and say so in the log. The registry is not
 * changed: once the live version is back on its site (an upload of it), it is served again.
 */
import { APP_DIRS, type AppName } from './layout';
import type { Registry } from './registry';

/** Versions probed at most before giving up (each may be one read of the site). */
const MAX_TRIED = 30;

/**
 * The versions to try for `app`, in order: `wanted` (the live one, or a canary), the live one, then the
 * versions that were live before, most recent first.
 */
export function fallbackChain(registry: Registry, app: AppName, wanted: string): string[] {
  const key = APP_DIRS[app];
  const pointer = registry.apps[key];
  const chain = [wanted, pointer?.live, ...[...(pointer?.previous ?? [])].reverse()];
  for (const h of [...registry.history].reverse())
    if (h.app === key && (h.action === 'promote' || h.action === 'rollback')) chain.push(h.to, h.from ?? undefined);
  return [...new Set(chain.filter((v): v is string => Boolean(v)))].slice(0, MAX_TRIED);
}

/** A line of the log, once per process for each (app, wanted, served): an incident, not every request. */
const said = new Set<string>();
export function sayFallback(
  app: AppName,
  wanted: string,
  served: string | null,
  log: (line: string) => void = console.warn,
): void {
  const key = `${app} ${wanted} ${served}`;
  if (said.has(key)) return;
  said.add(key);
  log(
    served
      ? `${APP_DIRS[app]}: la versión ${wanted} no está en su sitio; se sirve ${served}, la última ` +
          `en vivo que el sitio tiene (súbela de nuevo con npm run upload).`
      : `${APP_DIRS[app]}: ni la versión ${wanted} ni ninguna anterior está en su sitio.`,
  );
}

/**
 * The first version of `fallbackChain` the site has (`has`), or null when it has none of them. Logs
 * when that is not `wanted`.
 */
export async function servedVersion(opts: {
  registry: Registry;
  app: AppName;
  wanted: string;
  has: (version: string) => boolean | Promise<boolean>;
  log?: (line: string) => void;
}): Promise<string | null> {
  if (await opts.has(opts.wanted)) return opts.wanted;
  for (const v of fallbackChain(opts.registry, opts.app, opts.wanted).slice(1)) {
    if (await opts.has(v)) {
      sayFallback(opts.app, opts.wanted, v, opts.log);
      return v;
    }
  }
  sayFallback(opts.app, opts.wanted, null, opts.log);
  return null;
}

/**
 * Canary and preview: which version of each app a browser is served.
 *
 * A browser keeps a random id (128 bits, made on its first visit, in localStorage) and sends it with
 * every /config.json request as `?canary=` (shared/src/config/config-request.ts, and the page's early
 * script). For an app with a canary of `percent` %, the browser's bucket is hash(id, app) mod 100:
 * below `percent` → the canary version, else the stable one. Same id, same answer, on every request and
 * in every tab (localStorage is the browser's): sticky without any server state. The app is part of
 * the hash so two canaries at once do not hit the same browsers.
 */
import { randomBytes } from 'node:crypto';
import { REMOTE_NAMES } from '@lotengo/shared/build/ports';
import { APP_DIRS, APP_NAMES, VERSION_PATTERN, type AppName } from './layout';
import { liveVersions, type Registry } from './registry';

/** The query parameter a browser sends its canary id in. */
export const CANARY_PARAM = 'canary';
/** 32 hex characters (128 random bits), as browsers make them; anything else is no id (the live versions). */
export const CANARY_ID_PATTERN = /^[0-9a-f]{32}$/;

/** An id as a browser makes one (shared/src/config/config-request.ts): the bench and the tests use it. */
export const newCanaryId = (): string => randomBytes(16).toString('hex');

/** FNV-1a over the UTF-16 units, then murmur3's finaliser (every input bit moves every output bit). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** 0–99: the browser's place in the line for this app's canaries. */
export function bucketOf(id: string, app: AppName | string): number {
  return hash32(`${id}\u0000${app}`) % 100;
}

export function inCanary(id: string, app: AppName | string, percent: number): boolean {
  return bucketOf(id, app) < percent;
}

export interface CanaryInfo {
  version: string;
  percent: number;
  since: string;
}

export function canaryOf(registry: Registry, app: AppName): CanaryInfo | null {
  return (registry.apps[APP_DIRS[app]]?.canary as CanaryInfo | null | undefined) ?? null;
}

export function hasCanary(registry: Registry): boolean {
  return APP_NAMES.some((a) => canaryOf(registry, a) !== null);
}

/**
 * The versions this browser is served: the live ones, with each running canary's version for the
 * browsers in its share. `canary` lists the apps on their canary for this browser.
 */
export function servedVersions(
  registry: Registry,
  id: string | null,
): { versions: Partial<Record<AppName, string>>; canary: AppName[] } {
  const versions = liveVersions(registry);
  const canary: AppName[] = [];
  if (id) {
    for (const app of APP_NAMES) {
      const c = canaryOf(registry, app);
      if (c && versions[app] && inCanary(id, app, c.percent)) {
        versions[app] = c.version;
        canary.push(app);
      }
    }
  }
  return { versions, canary };
}

/** The `?canary=` value when it is an id a browser makes; null otherwise. */
export function canaryIdFrom(raw: unknown): string | null {
  return typeof raw === 'string' && CANARY_ID_PATTERN.test(raw) ? raw : null;
}

/** `?preview=` is `<app>@<version>`: an app's folder name (or container name) and a version name, nothing else. */
export const PREVIEW_PATTERN = /^([a-z][a-z_-]{1,30})@([0-9a-z-]{1,40})$/;

export type PreviewCheck = { ok: true; app: AppName; version: string } | { ok: false; reason: string };

/** The shape of a preview request only: a known remote and a well-formed version (never a URL). */
export function parsePreview(raw: unknown): PreviewCheck {
  if (typeof raw !== 'string' || raw.length > 80)
    return { ok: false, reason: 'la vista previa debe ser <app>@<versión>' };
  const m = PREVIEW_PATTERN.exec(raw);
  if (!m) return { ok: false, reason: `"${raw.slice(0, 80)}" no es <app>@<versión>` };
  const app = m[1]!.replace(/-/g, '_') as AppName;
  const version = m[2]!;
  if (!(REMOTE_NAMES as readonly string[]).includes(app)) {
    return {
      ok: false,
      reason: `"${m[1]}" no es una app con vista previa ` + `(${REMOTE_NAMES.map((a) => APP_DIRS[a]).join(', ')})`,
    };
  }
  if (!VERSION_PATTERN.test(version)) return { ok: false, reason: `"${version}" no tiene la forma de una versión` };
  return { ok: true, app, version };
}

export const notInStore = (app: AppName, version: string) =>
  `la versión ${version} de ` + `${APP_DIRS[app]} no está en su sitio`;

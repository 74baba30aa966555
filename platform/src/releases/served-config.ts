/**
 * /config.json of a release site, answered per request — by the local static servers and by the
 * `config` Cloud Function behind Hosting's rewrite: the same answer from the same code. The browser's
 * canary id (`?canary=`, canary.ts) picks canary or stable per app, the same way on every request;
 * `?preview=<app>@<version>` names a version that must exist where the app's site serves it, and
 * anything else is a 400 with the reason. A version the registry names that its site lacks is answered
 * with the last live one the site has (fallback.ts), as the pages are.
 */
import { APP_DIRS, APP_NAMES, REMOTE_NAMES, type RemoteName } from '@lotengo/shared/build/ports';
import type { RuntimeConfigJson } from '@lotengo/shared/build/runtime-config';
import type { AppName } from './layout';
import { canaryIdFrom, notInStore, parsePreview, servedVersions } from './canary';
import type { Registry } from './registry';
import { servedVersion } from './fallback';

export interface ConfigRequest {
  /** The `canary` query value, if any: the browser's canary id. */
  canary: unknown;
  /** The `preview` query value, if any. */
  preview: unknown;
}

export interface ConfigSources {
  registry: Registry;
  settings: (versions: Partial<Record<RemoteName, string>>) => RuntimeConfigJson;
  versionExists: (app: AppName, version: string) => boolean | Promise<boolean>;
  /**
   * Whether the app's site serves the version (its record is there): when given, a live or canary
   * version a site lacks is answered with the last live one it has instead (fallback.ts). A server
   * that asks a site over the network keeps the answers a few seconds (site-reader.ts, `servedCheck`).
   */
  versionServed?: (app: AppName, version: string) => boolean | Promise<boolean>;
  log?: (line: string) => void;
}

export type ConfigAnswer = {
  /** Per browser: no shared cache may keep one browser's answer for another. */
  headers: { 'Cache-Control': string };
} & ({ status: 200; body: RuntimeConfigJson } | { status: 400; body: { message: string; field: string } });

export async function answerConfig(req: ConfigRequest, src: ConfigSources): Promise<ConfigAnswer> {
  const headers: ConfigAnswer['headers'] = { 'Cache-Control': 'private, no-cache' };
  const served = servedVersions(src.registry, canaryIdFrom(req.canary));
  let preview: { app: string; version: string } | null = null;
  let previewed: AppName | null = null;
  if (req.preview !== undefined) {
    const parsed = parsePreview(req.preview);
    const check =
      parsed.ok && !(await src.versionExists(parsed.app, parsed.version))
        ? { ok: false as const, reason: notInStore(parsed.app, parsed.version) }
        : parsed;
    if (!check.ok)
      return { status: 400, headers, body: { message: `Vista previa rechazada: ${check.reason}.`, field: 'preview' } };
    served.versions[check.app] = check.version;
    served.canary = served.canary.filter((a) => a !== check.app);
    preview = { app: APP_DIRS[check.app], version: check.version };
    previewed = check.app;
  }
  const onSite = src.versionServed;
  if (onSite) {
    // The preview was checked above; every other version must be on its site, or the last live one that is.
    const apps = APP_NAMES.filter((a) => served.versions[a] && a !== previewed);
    const got = await Promise.all(
      apps.map((app) =>
        servedVersion({
          registry: src.registry,
          app,
          wanted: served.versions[app]!,
          has: (v) => onSite(app, v),
          log: src.log,
        }),
      ),
    );
    apps.forEach((app, i) => {
      const version = got[i];
      if (!version || version === served.versions[app]) return;
      served.versions[app] = version;
      served.canary = served.canary.filter((a) => a !== app);
    });
  }
  const remoteVersions = Object.fromEntries(
    REMOTE_NAMES.flatMap((r) => (served.versions[r] ? [[r, served.versions[r]]] : [])),
  );
  return {
    status: 200,
    headers,
    body: {
      ...src.settings(remoteVersions),
      release: {
        versions: Object.fromEntries(
          APP_NAMES.flatMap((a) => (served.versions[a] ? [[APP_DIRS[a], served.versions[a]!]] : [])),
        ),
        canary: served.canary.map((a) => APP_DIRS[a]),
        preview,
      },
    },
  };
}

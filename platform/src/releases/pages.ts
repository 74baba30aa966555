/**
 * The shell's pages (`/`, a prerendered route, the app shell for any other route) as the registry says
 * at the moment of the request: the live shell version's HTML with its asset URLs pointed into that
 * version's folder. One function for every server of the shell — `npm start`'s static servers and the
 * `page` Cloud Function behind Hosting — so a promote or a rollback of the shell changes `/` by the same
 * code everywhere, and nothing is written anywhere when a pointer moves.
 */
import { createHash } from 'node:crypto';
import { prerenderedAsset } from '@lotengo/shared/build/prerendered-pages';
import { RECORD_FILE, VERSION_PATTERN } from './layout';
import { liveVersions, type Registry } from './registry';
import { servedVersion } from './fallback';
import type { ReleaseRecord } from './record';

/** A file of one shell version (immutable: a reader may keep it), or null when the version lacks it. */
export type VersionFileReader = (version: string, rel: string) => Promise<string | null>;

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** `src="/main.js"` → `src="/<version>/main.js"` for every top-level file of the version; routes stay. */
export function pointHtmlAt(html: string, version: string, topLevelFiles: ReadonlySet<string>): string {
  return html.replace(/(\s(?:src|href)=")\/([^"/?#]+)"/g, (whole, attr: string, file: string) =>
    topLevelFiles.has(file) ? `${attr}/${version}/${file}"` : whole,
  );
}

/** Paths a page is never answered for: a file (an extension) or anything under a version's folder. */
export function isPagePath(urlPath: string): boolean {
  const segments = urlPath.split('/').filter(Boolean);
  if (segments.length && VERSION_PATTERN.test(segments[0]!)) return false;
  return !(segments.at(-1) ?? '').includes('.');
}

/** The prerendered route of `urlPath`, as the build names it (routes/…), or null for the app shell. */
function routeAssetOf(urlPath: string): string | null {
  const route = urlPath.replace(/^\/+|\/+$/g, '');
  if (!route || !/^[\w-]+(?:\/[\w-]+)*$/.test(route)) return null;
  return prerenderedAsset(route);
}

/**
 * The live shell's HTML for `urlPath`, or for `asset` when given (the detail's template). `read` is where
 * the version's files are: the store (`npm start`) or the shell's site (the function). A live version
 * whose files are not there (Hosting's own rollback put back an older file set) is not a 503: the
 * version that was live most recently among those there is served instead, and the log says so
 * (fallback.ts).
 */
export async function livePage(opts: {
  registry: Registry;
  read: VersionFileReader;
  urlPath: string;
  asset?: string;
  log?: (line: string) => void;
}): Promise<PageAnswer> {
  const live = liveVersions(opts.registry).shell;
  const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };
  if (!live) return { status: 503, headers, body: 'Lo Tengo todavía no tiene una versión en vivo del sitio.' };
  const records = new Map<string, string>();
  const version = await servedVersion({
    registry: opts.registry,
    app: 'shell',
    wanted: live,
    has: async (v) => {
      const text = await opts.read(v, RECORD_FILE);
      if (text !== null) records.set(v, text);
      return text !== null;
    },
    log: opts.log,
  });
  if (!version)
    return {
      status: 503,
      headers,
      body: `La versión en vivo del sitio (${live}) no ` + `está donde se sirve, ni ninguna anterior.`,
    };
  const record = JSON.parse(records.get(version)!) as ReleaseRecord;
  const top = new Set(Object.keys(record.files).filter((f) => !f.includes('/')));
  const own = opts.asset ?? routeAssetOf(opts.urlPath);
  const html =
    (own && record.files[own] ? await opts.read(version, own) : null) ?? (await opts.read(version, 'index.html'));
  if (html === null) return { status: 503, headers, body: `La versión del sitio ${version} ` + `no tiene index.html.` };
  const body = pointHtmlAt(html, version, top);
  headers.ETag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
  return { status: 200, headers, body };
}

/**
 * Versions as their sites serve them: a runner holds nothing but a clone (and the versions it built
 * itself), so what is live — each version's record and files — is read from the app's site over
 * HTTP(S), the same way in every environment (production's Hosting sites, the rehearsal's emulator,
 * `npm start`'s static servers). A file is taken only when its bytes match the record's hash.
 *   <site>/<version>/release.json    the version's record
 *   <site>/<version>/<file>           its files
 *   <site>/site.json                  what the last deploy of the site holds (deploy-site.ts)
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_DIRS, RECORD_FILE, versionDir, type AppName } from './layout';
import { sha256 } from './hashing';
import type { ReleaseRecord } from './record';

/** What a deploy of a site holds: written at its root by each deploy (deploy-site.ts). */
export interface SiteState {
  /** Which deploy this is (compare-and-swap between two deploys of one site). */
  deploy: string;
  deployedAt: string;
  versions: Array<{ version: string; createdAt: string }>;
}

export const SITE_STATE_FILE = 'site.json';
export const EMPTY_SITE: SiteState = { deploy: '', deployedAt: '', versions: [] };

export interface SiteReader {
  /** The app's site, e.g. `https://lotengo-mf-inbox.web.app`. */
  origin(app: AppName): string;
  /** The version's record, or null when the site does not have it (404). Anything else throws, naming the URL. */
  record(app: AppName, version: string): Promise<ReleaseRecord | null>;
  /** What the site's last deploy holds (an empty site: no deploy yet). */
  state(app: AppName): Promise<SiteState>;
  /** Copies the version from its site into `store` (record last, so a half copy has none). */
  copyVersion(app: AppName, version: string, store: string, opts?: { recordOnly?: boolean }): Promise<ReleaseRecord>;
}

const TIMEOUT_MS = 30_000;

async function get(url: string): Promise<Response> {
  const once = () => fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' });
  try {
    // Again once when the connection broke before any answer (a kept-alive socket just closed).
    return await once().catch((err: Error) => (err.name === 'TimeoutError' ? Promise.reject(err) : once()));
  } catch (err) {
    const cause = err instanceof Error ? String((err.cause as Error | undefined)?.message ?? err.message) : String(err);
    throw new Error(`no se pudo leer ${url} (${cause})`);
  }
}

/** Reads each app's site at `origins`. */
export function siteReader(origins: (app: AppName) => string): SiteReader {
  const origin = (app: AppName) => origins(app).replace(/\/+$/, '');
  const reader: SiteReader = {
    origin,
    async record(app, version) {
      const url = `${origin(app)}/${version}/${RECORD_FILE}`;
      const res = await get(url);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`${url} respondió ${res.status}`);
      const record = (await res.json().catch(() => null)) as ReleaseRecord | null;
      if (!record || record.version !== version || record.container !== app)
        throw new Error(`${url} no es el registro de ` + `${APP_DIRS[app]} ${version}`);
      return record;
    },
    async state(app) {
      const url = `${origin(app)}/${SITE_STATE_FILE}`;
      const res = await get(url);
      // Hosting answers a missing file with its 404 page (or the SPA fallback): no deploy yet.
      if (res.status === 404) return EMPTY_SITE;
      if (!res.ok) throw new Error(`${url} respondió ${res.status}`);
      const state = (await res.json().catch(() => null)) as SiteState | null;
      if (!state || !Array.isArray(state.versions)) throw new Error(`${url} no es el estado de un despliegue`);
      return state;
    },
    async copyVersion(app, version, store, opts = {}) {
      const record = await reader.record(app, version);
      if (!record) throw new Error(`${origin(app)}/${version}/ no existe: su sitio no sirve esa versión`);
      const dir = versionDir(store, app, version);
      const tmp = `${dir}.copy-${process.pid}`;
      fs.rmSync(tmp, { recursive: true, force: true });
      fs.mkdirSync(tmp, { recursive: true });
      try {
        if (!opts.recordOnly) {
          const files = Object.entries(record.files);
          // A few at a time: a version is tens of files, a phone-sized site.
          for (let i = 0; i < files.length; i += 8) {
            await Promise.all(
              files.slice(i, i + 8).map(async ([rel, entry]) => {
                const url = `${origin(app)}/${version}/${rel.split('/').map(encodeURIComponent).join('/')}`;
                const res = await get(url);
                if (!res.ok) throw new Error(`${url} respondió ${res.status}`);
                const bytes = Buffer.from(await res.arrayBuffer());
                if (sha256(bytes) !== entry.sha256)
                  throw new Error(`${url} no coincide con su ` + `registro (hash distinto)`);
                fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
                fs.writeFileSync(path.join(tmp, rel), bytes);
              }),
            );
          }
        }
        fs.writeFileSync(path.join(tmp, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
        fs.mkdirSync(path.dirname(dir), { recursive: true });
        fs.rmSync(dir, { recursive: true, force: true });
        fs.renameSync(tmp, dir);
      } catch (err) {
        fs.rmSync(tmp, { recursive: true, force: true });
        throw err;
      }
      return record;
    },
  };
  return reader;
}

/** How long a server keeps a site's answer to "do you serve this version?" (servedCheck). */
export const SERVED_CHECK_TTL_MS = 30_000;

/**
 * "Does the app's site serve this version?" for a server that asks on every request (`/config.json`):
 * each answer is kept `ttlMs`, so a site is asked at most once per version that long, and a version put
 * back on its site is seen again within it. A site that cannot be read counts as serving the version
 * (nothing is swapped on a doubt) and is asked again next time.
 */
export function servedCheck(
  reader: Pick<SiteReader, 'record'>,
  ttlMs = SERVED_CHECK_TTL_MS,
  now: () => number = Date.now,
): (app: AppName, version: string) => Promise<boolean> {
  const kept = new Map<string, { at: number; answer: Promise<boolean> }>();
  return (app, version) => {
    const key = `${app}/${version}`;
    const hit = kept.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.answer;
    const answer = reader.record(app, version).then(
      (record) => record !== null,
      () => {
        kept.delete(key);
        return true;
      },
    );
    kept.set(key, { at: now(), answer });
    return answer;
  };
}

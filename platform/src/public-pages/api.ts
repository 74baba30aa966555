/**
 * What the public pages read from the API: the public calls only (no token), each with a timeout. A
 * failure is an `ApiUnavailable`, so a page answers 503 instead of pretending a request does not exist.
 */
import {
  apiPaths,
  buildPath,
  houseRequestSchema,
  ubigeoSchema,
  type HouseRequest,
  type SearchFilter,
  type Ubigeo,
} from '@lotengo/shared/contracts';
import { districtIndex, type DistrictIndex } from '@lotengo/shared/routing/public-paths';

export type { DistrictIndex };

export interface ApiOptions {
  apiBaseUrl: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

export class ApiUnavailable extends Error {}

async function call(opts: ApiOptions, path: string, init: RequestInit = {}): Promise<Response> {
  const { apiBaseUrl, fetchImpl = fetch, timeoutMs = 3000 } = opts;
  try {
    return await fetchImpl(`${apiBaseUrl.replace(/\/$/, '')}${path}`, {
      ...init,
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new ApiUnavailable(`API sin respuesta (${err instanceof Error ? err.message : String(err)})`);
  }
}

const failed = (res: Response, what: string) => new ApiUnavailable(`API ${res.status} en ${what}`);

/** One request as anyone may read it, or null when the API does not know it. */
export async function fetchRequest(opts: ApiOptions, id: number): Promise<HouseRequest | null> {
  const res = await call(opts, buildPath(apiPaths.houseRequest, { id }));
  if (res.status === 404 || res.status === 400) return null;
  if (!res.ok) throw failed(res, 'la solicitud');
  const parsed = houseRequestSchema.safeParse(await res.json());
  if (!parsed.success) throw new ApiUnavailable('La API respondió una solicitud con otra forma');
  return parsed.data;
}

/**
 * A page of the public search (live requests only, newest first) and its total: only those search engines may index,
 * the only ones these pages list (a seeker may keep a request out; the app's own search still shows it).
 */
export async function searchRequests(
  opts: ApiOptions,
  filter: SearchFilter,
): Promise<{ items: HouseRequest[]; total: number }> {
  const body = JSON.stringify({ ...filter, indexableOnly: true });
  const res = await call(opts, apiPaths.houseRequestSearch, { method: 'POST', body });
  if (!res.ok) throw failed(res, 'la búsqueda');
  const list = (await res.json()) as unknown[];
  const items = (Array.isArray(list) ? list : []).flatMap((r) => {
    const parsed = houseRequestSchema.safeParse(r);
    // Checked here too: a backend that ignores the filter may miscount a page, never list a hidden request.
    return parsed.success && parsed.data.indexable ? [parsed.data] : [];
  });
  const total = Number(res.headers.get('x-total-count'));
  return { items, total: Number.isFinite(total) && total >= 0 ? total : items.length };
}

/** The ubigeo list changes with a data release, not a request: kept for a few minutes per API. */
const UBIGEO_TTL_MS = 10 * 60_000;
const ubigeoCache = new Map<string, { at: number; index: Promise<DistrictIndex> }>();

export function fetchDistricts(opts: ApiOptions): Promise<DistrictIndex> {
  const cached = ubigeoCache.get(opts.apiBaseUrl);
  if (cached && Date.now() - cached.at < UBIGEO_TTL_MS && !opts.fetchImpl) return cached.index;
  const index = call(opts, apiPaths.ubigeoList).then(async (res) => {
    if (!res.ok) throw failed(res, 'los ubigeos');
    const body = (await res.json()) as unknown[];
    return districtIndex(body.flatMap((u) => (ubigeoSchema.safeParse(u).success ? [u as Ubigeo] : [])));
  });
  // A test's fake API is never cached; a failed read is asked again next time.
  if (!opts.fetchImpl) {
    ubigeoCache.set(opts.apiBaseUrl, { at: Date.now(), index });
    index.catch(() => ubigeoCache.delete(opts.apiBaseUrl));
  }
  return index;
}

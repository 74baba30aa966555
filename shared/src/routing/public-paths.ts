/**
 * The public, server-rendered pages that crawlers and link previews read (platform/src/public-pages):
 * one request's page, the requests of a district, robots.txt and the sitemaps. Pure functions only.
 */
import { PROCESS_BUY, PROCESS_RENT, type ProcessId } from '../contracts/primitives';
import type { Ubigeo } from '../contracts/options';
import { paths, routePatterns } from './paths';

/** The operation as written in a public URL: a rent request, or a buy one (a property's VENDER side too). */
export const PUBLIC_OPERATIONS = { alquiler: PROCESS_RENT, compra: PROCESS_BUY } as const;
export type PublicOperation = keyof typeof PUBLIC_OPERATIONS;

// Where its server writes a request's page in the shell's frame: in paths.ts, which the shell already loads.
export { PUBLIC_REQUEST_DATA_ID, PUBLIC_REQUEST_SLOT_ID } from './paths';

/** Query parameter of a district page's page number (`?pagina=2`). */
export const DISTRICT_PAGE_PARAM = 'pagina';

/** "Ñaña, San Martín de Porres!" → "nana-san-martin-de-porres": accents folded, lower case, hyphens. */
export function slugify(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** ALQUILAR → 'alquiler'; COMPRAR (and a property's VENDER: the buy side) → 'compra'; anything else null. */
export function operationSlug(processType: string | null | undefined): PublicOperation | null {
  const name = (processType ?? '').trim().toUpperCase();
  if (name === 'ALQUILAR') return 'alquiler';
  return name === 'COMPRAR' || name === 'VENDER' ? 'compra' : null;
}

/** The operation of a process id (2 rent, 3 buy). */
export const operationOfProcess = (tprocessId: ProcessId): PublicOperation =>
  tprocessId === PROCESS_RENT ? 'alquiler' : 'compra';

/** What a request's slug is made of (the names as the API reads them). */
export interface SluggedRequest {
  processType?: string | null;
  propertyType?: string | null;
  district?: string | null;
}

/** The operation in a request's slug: a buy request reads as the portals list what it wants ("casa en venta"). */
const SLUG_OPERATION: Record<PublicOperation, string> = { alquiler: 'en-alquiler', compra: 'en-venta' };

/**
 * `busco-departamento-en-alquiler-en-miraflores`, `busco-casa-en-venta-en-surco`: the words a person would search
 * for. A change here only moves pages: any other slug answers 301 to this one.
 */
export function requestSlug(r: SluggedRequest): string {
  const op = operationSlug(r.processType);
  const parts = [
    'busco',
    slugify(r.propertyType) || 'inmueble',
    op ? SLUG_OPERATION[op] : '',
    slugify(r.district) ? `en-${slugify(r.district)}` : '',
  ];
  return parts.filter(Boolean).join('-');
}

const requestPath = (id: number, slug: string) => `/solicitud/${id}${slug ? `-${slug}` : ''}`;

export const publicPaths = {
  request: requestPath,
  /** The request's link-preview image; `version` changes with what the image shows, so it can be cached for good. */
  previewImage: (id: number, slug: string, version: string) => `${requestPath(id, slug)}/vista-previa-${version}.png`,
  district: (op: PublicOperation, districtSlug: string, page = 1) =>
    `/solicitudes/${op}/${districtSlug}${page > 1 ? `?${DISTRICT_PAGE_PARAM}=${page}` : ''}`,
  robots: '/robots.txt',
  sitemapIndex: '/sitemap.xml',
  sitemapFile: (name: string) => `/sitemaps/${name}.xml`,
} as const;

export type PublicRoute =
  | { kind: 'request'; id: number; slug: string }
  | { kind: 'preview-image'; id: number; slug: string; version: string }
  | { kind: 'district'; operation: PublicOperation; district: string }
  | { kind: 'robots' }
  | { kind: 'sitemap-index' }
  | { kind: 'sitemap'; name: string };

const REQUEST = /^\/solicitud\/(\d{1,9})(?:-([a-z0-9-]*))?\/?$/;
const PREVIEW_IMAGE = /^\/solicitud\/(\d{1,9})(?:-([a-z0-9-]*))?\/vista-previa-([a-z0-9]{1,32})\.png$/;
const DISTRICT = /^\/solicitudes\/(alquiler|compra)\/([a-z0-9-]{1,120})\/?$/;
const SITEMAP = /^\/sitemaps\/([a-z0-9-]{1,40})\.xml$/;

/** Every district with its public slug (the province's added where two districts share a name). */
export interface DistrictIndex {
  bySlug: Map<string, Ubigeo>;
  slugOf: (ubigeoId: number) => string | null;
}

export function districtIndex(ubigeos: Ubigeo[]): DistrictIndex {
  const districts = ubigeos.filter((u) => u.ubigeoId % 100 !== 0 && u.district);
  const names = new Map<string, number>();
  for (const d of districts) names.set(slugify(d.district), (names.get(slugify(d.district)) ?? 0) + 1);
  const bySlug = new Map<string, Ubigeo>();
  const byId = new Map<number, string>();
  for (const d of districts) {
    const own = slugify(d.district);
    const slug = names.get(own)! > 1 ? `${own}-${slugify(d.province)}` : own;
    bySlug.set(slug, d);
    byId.set(d.ubigeoId, slug);
  }
  return { bySlug, slugOf: (id) => byId.get(id) ?? null };
}

/** `/solicitud/12-busco-…` (a route parameter `12-busco-…`) → 12; null when it does not start with an id. */
export function requestIdOfRef(ref: string | undefined): number | null {
  const m = /^(\d{1,9})(?:-|$)/.exec(ref ?? '');
  return m && Number(m[1]) > 0 ? Number(m[1]) : null;
}

/** Which public page a URL path is, or null (any other route: the app's). */
export function publicRouteOf(urlPath: string): PublicRoute | null {
  if (urlPath === publicPaths.robots) return { kind: 'robots' };
  if (urlPath === publicPaths.sitemapIndex) return { kind: 'sitemap-index' };
  const req = REQUEST.exec(urlPath);
  if (req && Number(req[1]) > 0) return { kind: 'request', id: Number(req[1]), slug: req[2] ?? '' };
  const image = PREVIEW_IMAGE.exec(urlPath);
  if (image && Number(image[1]) > 0)
    return { kind: 'preview-image', id: Number(image[1]), slug: image[2] ?? '', version: image[3]! };
  const district = DISTRICT.exec(urlPath);
  if (district) return { kind: 'district', operation: district[1] as PublicOperation, district: district[2]! };
  const sitemap = SITEMAP.exec(urlPath);
  return sitemap ? { kind: 'sitemap', name: sitemap[1]! } : null;
}

/** A route pattern's fixed head: '/page/edit-request/:houseRequestId' → '/page/edit-request/'. */
const headOf = (pattern: string) => pattern.slice(0, pattern.indexOf(':'));

/** Paths a crawler must not index: the signed-in pages, the sign-in ones and the forms (the rest is public). */
export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  paths.login,
  paths.registry,
  paths.profile,
  paths.inbox,
  paths.properties,
  paths.propertyCreate,
  paths.myRequests,
  paths.notifications,
  headOf(routePatterns.requestsCreate),
  headOf(routePatterns.editRequest),
  headOf(routePatterns.propertyEdit),
];

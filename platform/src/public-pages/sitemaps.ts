/**
 * robots.txt and the sitemaps: an index over files of at most 50,000 URLs, live requests
 * (`solicitudes-N`) and the district pages that have at least one live request (`distritos`). The XML
 * is the `sitemap` package's (8.x: 9.x needs a newer Node than the functions' runtime).
 */
import { MAX_PAGE_SIZE, type HouseRequest } from '@lotengo/shared/contracts';
import { operationOfProcess, PRIVATE_PATH_PREFIXES, publicPaths } from '@lotengo/shared/routing/public-paths';
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import { fetchDistricts, searchRequests } from './api';
import { absolute, LIVE_CACHE, notFound, type PublicAnswer, type PublicPageContext } from './context';
import { canonicalRequestPath } from '@lotengo/mf-requests/public-request';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;
export const REQUESTS_SITEMAP = 'solicitudes';
export const DISTRICTS_SITEMAP = 'distritos';

const answer = (type: string, body: string): PublicAnswer => ({
  status: 200,
  headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': LIVE_CACHE },
  body,
});

/** robots.txt of the site at `siteUrl`: also a file of the shell's Hosting site (deploy-site.ts). */
export function robotsText(siteUrl: string): string {
  const lines = [
    'User-agent: *',
    ...PRIVATE_PATH_PREFIXES.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl.replace(/\/+$/, '')}${publicPaths.sitemapIndex}`,
  ];
  return `${lines.join('\n')}\n`;
}

export function robotsTxt(ctx: PublicPageContext): PublicAnswer {
  return answer('text/plain', robotsText(ctx.siteUrl));
}

/** Live requests number `from` to `to` (0-based, newest first), read a search page at a time. */
async function liveRequests(ctx: PublicPageContext, from: number, to: number): Promise<HouseRequest[]> {
  const out: HouseRequest[] = [];
  // The first search page holding number `from` starts `skip` items before it.
  const skip = from % MAX_PAGE_SIZE;
  for (let page = Math.floor(from / MAX_PAGE_SIZE) + 1; out.length < skip + to - from; page++) {
    const { items } = await searchRequests(ctx.api, { page, pageSize: MAX_PAGE_SIZE });
    out.push(...items);
    if (items.length < MAX_PAGE_SIZE) break;
  }
  return out.slice(skip, skip + to - from);
}

async function xml(stream: SitemapStream | SitemapIndexStream, items: Array<{ url: string; lastmod?: string }>) {
  for (const item of items) stream.write(item);
  stream.end();
  return (await streamToPromise(stream)).toString('utf8');
}

export async function sitemapIndex(ctx: PublicPageContext, perFile = SITEMAP_MAX_URLS): Promise<PublicAnswer> {
  const { total } = await searchRequests(ctx.api, { page: 1, pageSize: 1 });
  const files = Array.from({ length: Math.ceil(total / perFile) }, (_, i) => `${REQUESTS_SITEMAP}-${i + 1}`);
  const urls = [...files, DISTRICTS_SITEMAP].map((name) => ({ url: absolute(ctx, publicPaths.sitemapFile(name)) }));
  return answer('application/xml', await xml(new SitemapIndexStream(), urls));
}

/** The district pages with live requests, each dated by its newest request's activity. */
async function districtUrls(ctx: PublicPageContext) {
  const [index, all] = await Promise.all([fetchDistricts(ctx.api), liveRequests(ctx, 0, Number.MAX_SAFE_INTEGER)]);
  const newest = new Map<string, string>();
  for (const r of all) {
    const slug = index.slugOf(r.ubigeoId);
    if (!slug) continue;
    const path = publicPaths.district(operationOfProcess(r.tprocessId), slug);
    const at = r.lastActiveAt ?? '';
    if (!newest.has(path) || at > newest.get(path)!) newest.set(path, at);
  }
  return [...newest].map(([url, lastmod]) => ({ url, ...(lastmod ? { lastmod } : {}) }));
}

export async function sitemapFile(
  ctx: PublicPageContext,
  name: string,
  perFile = SITEMAP_MAX_URLS,
): Promise<PublicAnswer> {
  const hostname = ctx.siteUrl;
  if (name === DISTRICTS_SITEMAP)
    return answer('application/xml', await xml(new SitemapStream({ hostname }), await districtUrls(ctx)));
  const n = new RegExp(`^${REQUESTS_SITEMAP}-([1-9]\\d{0,4})$`).exec(name);
  if (!n) return notFound();
  const from = (Number(n[1]) - 1) * perFile;
  const requests = await liveRequests(ctx, from, from + perFile);
  if (!requests.length && from > 0) return notFound();
  const urls = requests.map((r) => ({
    url: canonicalRequestPath(r),
    ...(r.lastActiveAt ? { lastmod: r.lastActiveAt } : {}),
  }));
  return answer('application/xml', await xml(new SitemapStream({ hostname }), urls));
}

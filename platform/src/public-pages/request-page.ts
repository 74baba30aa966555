/** One request's public page: 200 for a live one, 301 to its canonical URL, 410 once it is not live, 404. */
import { DEFAULT_REQUEST_DESCRIPTION, PERU_TIME_ZONE, type HouseRequest } from '@lotengo/shared/contracts';
import { formatBudgetRange, formatThousands } from '@lotengo/shared/format/numbers';
import { displayTitle, placeName } from '@lotengo/shared/format/titles';
import { paths } from '@lotengo/shared/routing';
import { operationOfProcess, publicPaths, requestSlug } from '@lotengo/shared/routing/public-paths';
import { fetchDistricts, fetchRequest, searchRequests } from './api';
import {
  absolute,
  GONE_CACHE,
  htmlAnswer,
  LIVE_CACHE,
  movedTo,
  notFound,
  type PublicAnswer,
  type PublicPageContext,
} from './context';
import { escapeHtml, htmlDocument } from './html';
import { demandJsonLd, scriptJson } from './json-ld';
import { waShareUrl } from '@lotengo/shared/format/whatsapp';
import { maskContact } from './mask';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewAlt, previewImagePath } from './preview-image';
import { publicPagesTexts as texts } from '@lotengo/shared/i18n/public-pages';

/** Live as the API's search counts it; an older backend without `state` only answers live ones. */
export const isLive = (r: HouseRequest) => (r.state ?? 'active') === 'active';

export const canonicalPath = (r: HouseRequest) => publicPaths.request(r.houseRequestId, requestSlug(r));

const SIMILAR_COUNT = 5;
const dateInLima = (iso: string | undefined) => {
  const at = iso ? new Date(iso) : null;
  return at && !Number.isNaN(at.getTime())
    ? new Intl.DateTimeFormat('es-PE', { timeZone: PERU_TIME_ZONE, dateStyle: 'long' }).format(at)
    : null;
};
const plain = (text: string) => escapeHtml(maskContact(text.trim()));

/** A request's list item: its title and where it links (also the district page's). */
export function requestItem(r: HouseRequest): string {
  const title = maskContact(displayTitle(r));
  const budget = formatBudgetRange(r.costInit, r.costEnd);
  return (
    `<li class="card"><a href="${escapeHtml(canonicalPath(r))}">${escapeHtml(title)}</a>` +
    `<br>${escapeHtml(`${texts.facts.budget}: ${budget}`)}</li>`
  );
}

async function districtLink(ctx: PublicPageContext, r: HouseRequest): Promise<string> {
  const slug = await fetchDistricts(ctx.api).then(
    (index) => index.slugOf(r.ubigeoId),
    () => null,
  );
  return slug ? publicPaths.district(operationOfProcess(r.tprocessId), slug) : paths.home;
}

function facts(r: HouseRequest): string {
  const f = texts.facts;
  const where = [r.district, r.province, r.department].map(placeName).filter(Boolean).join(', ');
  const rows: Array<[string, string | null]> = [
    [f.operation, texts.operation[operationOfProcess(r.tprocessId)]],
    [f.propertyType, r.propertyType],
    [f.location, where],
    [f.budget, formatBudgetRange(r.costInit, r.costEnd)],
    [f.bedrooms, formatThousands(r.numberBedrooms)],
    [f.bathrooms, formatThousands(r.numberBathrooms)],
    [f.parking, formatThousands(r.numberParkinglot)],
    [f.area, r.coveredArea > 0 ? texts.squareMeters(r.coveredArea) : null],
    [f.published, dateInLima(r.lastActiveAt)],
  ];
  return `<dl>${rows
    .filter((row): row is [string, string] => Boolean(row[1]))
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
    .join('')}</dl>`;
}

function livePage(ctx: PublicPageContext, r: HouseRequest, districtHref: string): string {
  const title = maskContact(displayTitle(r));
  const district = placeName(r.district);
  const budget = formatBudgetRange(r.costInit, r.costEnd);
  const description = texts.requestDescription(operationOfProcess(r.tprocessId), r.propertyType, district, budget);
  const url = absolute(ctx, canonicalPath(r));
  const own = r.description.trim() && r.description.trim() !== DEFAULT_REQUEST_DESCRIPTION ? r.description : '';
  const jsonLd = demandJsonLd({
    name: title,
    description: own ? maskContact(own) : description,
    url,
    propertyType: r.propertyType,
    district,
    region: placeName(r.department) || undefined,
    minPrice: r.costInit,
    maxPrice: r.costEnd,
    published: r.lastActiveAt,
    expires: r.expiresAt,
  });
  const text = (label: string, value: string) =>
    value.trim() ? `<h2>${escapeHtml(label)}</h2><p>${plain(value)}</p>` : '';
  const main =
    `<section><h1>${escapeHtml(title)}</h1>${facts(r)}</section>` +
    `<section>${text(texts.facts.description, own)}${text(texts.facts.reference, r.referenceAddress)}` +
    `<a class="cta" href="${escapeHtml(paths.requestLoTengo(r.houseRequestId))}">${escapeHtml(texts.cta)}</a>` +
    `<p>${escapeHtml(texts.ctaHint)}</p>` +
    `<p><a class="share" href="${escapeHtml(waShareUrl(texts.shareText(title, url)))}" target="_blank" ` +
    `rel="noopener noreferrer">${escapeHtml(texts.share)}</a></p></section>` +
    `<p><a href="${escapeHtml(districtHref)}">${escapeHtml(texts.moreInDistrict(district))}</a></p>`;
  const head = { title: `${title} | Lo Tengo`, description, canonical: url };
  // Kept out of search engines by its seeker: still a page for whoever has the link, with nothing for an index.
  if (!r.indexable) return htmlDocument({ ...head, noindex: true }, main);
  const image = {
    url: absolute(ctx, previewImagePath(r)),
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    type: 'image/png',
    alt: previewAlt(r),
  };
  return htmlDocument({ ...head, jsonLd: scriptJson(jsonLd), image }, main);
}

async function gonePage(ctx: PublicPageContext, r: HouseRequest): Promise<string> {
  const district = placeName(r.district);
  const others = await searchRequests(ctx.api, {
    ubigeoId: r.ubigeoId,
    tprocessId: r.tprocessId,
    page: 1,
    pageSize: SIMILAR_COUNT + 1,
  }).then(
    (found) => found.items.filter((o) => o.houseRequestId !== r.houseRequestId && isLive(o)).slice(0, SIMILAR_COUNT),
    () => [],
  );
  const list = others.length
    ? `<h2>${escapeHtml(texts.similar(district))}</h2><ul>${others.map(requestItem).join('')}</ul>`
    : '';
  return htmlDocument(
    { title: `${texts.gone} | Lo Tengo`, description: texts.goneHint, noindex: true },
    `<section><h1>${escapeHtml(texts.gone)}</h1><p>${escapeHtml(texts.goneHint)}</p></section>${list}` +
      `<p><a href="${escapeHtml(await districtLink(ctx, r))}">${escapeHtml(texts.moreInDistrict(district))}</a></p>`,
  );
}

/** The answer for `urlPath`, `/solicitud/{id}-{slug}` (ApiUnavailable propagates: the caller answers 503). */
export async function answerRequestPage(ctx: PublicPageContext, id: number, urlPath: string): Promise<PublicAnswer> {
  const r = await fetchRequest(ctx.api, id);
  if (!r) return notFound();
  if (!isLive(r)) return htmlAnswer(410, await gonePage(ctx, r), GONE_CACHE);
  const canonical = canonicalPath(r);
  // A wrong or missing slug, or a trailing slash: one URL per request.
  if (urlPath !== canonical) return movedTo(ctx, canonical);
  const answer = htmlAnswer(200, livePage(ctx, r, await districtLink(ctx, r)), LIVE_CACHE);
  // Said twice, as search engines read either: the header also reaches tools that read no HTML.
  if (!r.indexable) answer.headers['X-Robots-Tag'] = 'noindex';
  return answer;
}

/** One request's public page: 200 for a live one, 301 to its canonical URL, 410 once it is not live, 404. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { HouseRequest } from '@lotengo/shared/contracts';
import {
  canonicalRequestPath,
  isLiveRequest,
  RequestPublicView,
  requestView,
  viewAsScriptJson,
  type PublicRequestView,
} from '@lotengo/mf-requests/public-request';
import { formatBudgetRange } from '@lotengo/shared/format/numbers';
import { displayTitle, placeName } from '@lotengo/shared/format/titles';
import { paths } from '@lotengo/shared/routing';
import { operationOfProcess, publicPaths } from '@lotengo/shared/routing/public-paths';
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
import { escapeHtml, headTags, htmlDocument, type PageHead } from './html';
import { inShellTemplate } from './in-template';
import { demandJsonLd, scriptJson } from './json-ld';
import { maskContact } from '@lotengo/shared/format/mask-contact';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewAlt, previewImagePath } from './preview-image';
import { publicPagesTexts as texts } from '@lotengo/shared/i18n/public-pages';

const SIMILAR_COUNT = 5;

/** A request's list item: its title and where it links (also the district page's). */
export function requestItem(r: HouseRequest): string {
  const title = maskContact(displayTitle(r));
  const budget = formatBudgetRange(r.costInit, r.costEnd);
  return (
    `<li class="card"><a href="${escapeHtml(canonicalRequestPath(r))}">${escapeHtml(title)}</a>` +
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

/** The page's head: title, description, canonical, previews and JSON-LD (no personal data: `view`'s and the facts'). */
function liveHead(ctx: PublicPageContext, r: HouseRequest, view: PublicRequestView): PageHead {
  const district = placeName(r.district);
  const budget = formatBudgetRange(r.costInit, r.costEnd);
  const description = texts.requestDescription(operationOfProcess(r.tprocessId), r.propertyType, district, budget);
  const url = absolute(ctx, view.path);
  const jsonLd = demandJsonLd({
    name: view.title,
    description: view.description || description,
    url,
    propertyType: r.propertyType,
    district,
    region: placeName(r.department) || undefined,
    minPrice: r.costInit,
    maxPrice: r.costEnd,
    published: r.lastActiveAt,
    expires: r.expiresAt,
  });
  const head = { title: `${view.title} | Lo Tengo`, description, canonical: url };
  // Kept out of search engines by its seeker: still a page for whoever has the link, with nothing for an index.
  if (!r.indexable) return { ...head, noindex: true };
  const image = {
    url: absolute(ctx, previewImagePath(r)),
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    type: 'image/png',
    alt: previewAlt(r),
  };
  return { ...head, jsonLd: scriptJson(jsonLd), image };
}

/**
 * A live request's page: the requests team's own view (mf-requests' public-request, the markup the app
 * renders too) in the shell's template when there is one, so the app takes it over in place; a document
 * of its own otherwise (the same facts, no app).
 */
async function livePage(ctx: PublicPageContext, r: HouseRequest, districtHref: string): Promise<string> {
  const view = requestView(r, { siteUrl: ctx.siteUrl, districtHref });
  const head = liveHead(ctx, r, view);
  const main = renderToStaticMarkup(createElement(RequestPublicView, { view }));
  const template = ctx.template ? await ctx.template().catch(() => null) : null;
  const inFrame = template && inShellTemplate(template, headTags(head), main, viewAsScriptJson(view));
  return inFrame || htmlDocument(head, main);
}

async function gonePage(ctx: PublicPageContext, r: HouseRequest): Promise<string> {
  const district = placeName(r.district);
  const others = await searchRequests(ctx.api, {
    ubigeoId: r.ubigeoId,
    tprocessId: r.tprocessId,
    page: 1,
    pageSize: SIMILAR_COUNT + 1,
  }).then(
    (found) =>
      found.items.filter((o) => o.houseRequestId !== r.houseRequestId && isLiveRequest(o)).slice(0, SIMILAR_COUNT),
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
  if (!isLiveRequest(r)) return htmlAnswer(410, await gonePage(ctx, r), GONE_CACHE);
  const canonical = canonicalRequestPath(r);
  // A wrong or missing slug, or a trailing slash: one URL per request.
  if (urlPath !== canonical) return movedTo(ctx, canonical);
  const answer = htmlAnswer(200, await livePage(ctx, r, await districtLink(ctx, r)), LIVE_CACHE);
  // Said twice, as search engines read either: the header also reaches tools that read no HTML.
  if (!r.indexable) answer.headers['X-Robots-Tag'] = 'noindex';
  return answer;
}

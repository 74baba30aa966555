/** `/solicitudes/{alquiler|compra}/{district}`: the district's live requests of one operation, newest first, paged. */
import { placeName } from '@lotengo/shared/format/titles';
import { PUBLIC_OPERATIONS, publicPaths, type PublicOperation } from '@lotengo/shared/routing/public-paths';
import { fetchDistricts, searchRequests } from './api';
import { absolute, htmlAnswer, LIVE_CACHE, notFound, type PublicAnswer, type PublicPageContext } from './context';
import { escapeHtml, htmlDocument } from './html';
import { requestItem } from './request-page';
import { publicPagesTexts as texts } from '@lotengo/shared/i18n/public-pages';

export const DISTRICT_PAGE_SIZE = 20;

/** `?pagina=` as a page number: anything but a positive integer is the first page. */
export const pageNumberOf = (raw: unknown): number => {
  const n = typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : 1;
  return n > 0 ? n : 1;
};

export async function answerDistrictPage(
  ctx: PublicPageContext,
  op: PublicOperation,
  districtSlug: string,
  page: number,
): Promise<PublicAnswer> {
  const district = (await fetchDistricts(ctx.api)).bySlug.get(districtSlug);
  if (!district) return notFound();
  const { items, total } = await searchRequests(ctx.api, {
    ubigeoId: district.ubigeoId,
    tprocessId: PUBLIC_OPERATIONS[op],
    page,
    pageSize: DISTRICT_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(total / DISTRICT_PAGE_SIZE));
  // A page past the end is not a page.
  if (page > pages) return notFound();
  const name = placeName(district.district);
  const url = (n: number) => absolute(ctx, publicPaths.district(op, districtSlug, n));
  const prev = page > 1 ? url(page - 1) : undefined;
  const next = page < pages ? url(page + 1) : undefined;
  const title = `${texts.districtTitle(op, name)}${page > 1 ? ` · ${texts.page(page)}` : ''}`;
  const pager =
    prev || next
      ? `<nav class="pager">${prev ? `<a rel="prev" href="${escapeHtml(prev)}">${texts.prev}</a>` : '<span></span>'}` +
        `${next ? `<a rel="next" href="${escapeHtml(next)}">${texts.next}</a>` : ''}</nav>`
      : '';
  const list = items.length
    ? `<ul>${items.map(requestItem).join('')}</ul>`
    : `<p>${escapeHtml(texts.districtEmpty)}</p>`;
  return htmlAnswer(
    200,
    htmlDocument(
      {
        title: `${title} | Lo Tengo`,
        description: texts.districtDescription(op, name, total),
        canonical: url(page),
        prev,
        next,
        // An empty district is a page for people, not for the index (the sitemap leaves it out too).
        noindex: total === 0,
      },
      `<h1>${escapeHtml(title)}</h1>${list}${pager}`,
    ),
    LIVE_CACHE,
  );
}

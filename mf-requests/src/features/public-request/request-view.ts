/**
 * What a request's public page shows, as data: built once from the request (masked, formatted, linked)
 * and drawn by `RequestPublicView` — by the server into the page's HTML, by the app when it takes the
 * page over. The server also hands it to the app in the page (`PUBLIC_REQUEST_DATA_ID`), so the app
 * draws exactly what the HTML already shows, without asking the API again.
 */
// Node-safe entries only: the platform's server renders this too (never the package's main entry, which brings CSS).
import type { HouseRequest } from '@lotengo/shared';
import { formatBudgetRange, formatThousands } from '@lotengo/shared/format/numbers';
import { displayTitle, placeName, requestOwnDescription } from '@lotengo/shared/format/titles';
import { formatLimaDay } from '@lotengo/shared/format/visit-dates';
import { waShareUrl } from '@lotengo/shared/format/whatsapp';
import { paths } from '@lotengo/shared/routing';
import { maskContact } from '@lotengo/shared/format/mask-contact';
import { publicPagesTexts as texts } from '@lotengo/shared/i18n/public-pages';
import {
  operationOfProcess,
  PUBLIC_REQUEST_DATA_ID,
  publicPaths,
  requestSlug,
} from '@lotengo/shared/routing/public-paths';

export interface PublicRequestView {
  id: number;
  /** `/solicitud/{id}-{slug}`. */
  path: string;
  title: string;
  facts: Array<[label: string, value: string]>;
  description: string;
  reference: string;
  ctaHref: string;
  shareHref: string;
  districtHref: string;
  districtLabel: string;
}

/** Live as the API's search counts it; an older backend without `state` only answers live ones. */
export const isLiveRequest = (r: HouseRequest) => (r.state ?? 'active') === 'active';

export const canonicalRequestPath = (r: HouseRequest) => publicPaths.request(r.houseRequestId, requestSlug(r));

function factsOf(r: HouseRequest): PublicRequestView['facts'] {
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
    [f.published, formatLimaDay(r.lastActiveAt)],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/**
 * The page of `r` (a live request), its share link pointing at `siteUrl` (the public origin) and its
 * district's page at `districtHref`. Nothing of the seeker but what they asked for: no name, phone,
 * e-mail or code, and contact details typed into the free text masked.
 */
export function requestView(r: HouseRequest, opts: { siteUrl: string; districtHref: string }): PublicRequestView {
  const title = maskContact(displayTitle(r));
  const path = canonicalRequestPath(r);
  const url = `${opts.siteUrl.replace(/\/+$/, '')}${path}`;
  return {
    id: r.houseRequestId,
    path,
    title,
    facts: factsOf(r),
    description: maskContact(requestOwnDescription(r.description)),
    reference: maskContact(r.referenceAddress.trim()),
    ctaHref: paths.requestLoTengo(r.houseRequestId),
    shareHref: waShareUrl(texts.shareText(title, url)),
    districtHref: opts.districtHref,
    districtLabel: texts.moreInDistrict(placeName(r.district)),
  };
}

/** The view as the page carries it: JSON safe inside a <script> (no `</script>`, no `<!--`). */
export const viewAsScriptJson = (view: PublicRequestView) => JSON.stringify(view).replace(/</g, '\\u003c');

/** The page's own view, if the HTML carries one for request `id` (the app's first render on that page). */
export function viewFromPage(id: number, doc: Document | undefined = globalThis.document): PublicRequestView | null {
  const text = doc?.getElementById(PUBLIC_REQUEST_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const view = JSON.parse(text) as PublicRequestView;
    return view && view.id === id && Array.isArray(view.facts) ? view : null;
  } catch {
    return null;
  }
}

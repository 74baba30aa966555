/**
 * The public pages' one entry: the same code behind scripts/serve-static.ts (npm start, the e2e) and the
 * `publicPage` Cloud Function. Null for a path that is not one of them (the app's routes).
 */
import { DISTRICT_PAGE_PARAM, publicRouteOf } from '@lotengo/shared/routing/public-paths';
import { ApiUnavailable, type ApiOptions } from './api';
import { unavailable, type PublicAnswer, type PublicPageContext } from './context';
import { answerDistrictPage, pageNumberOf } from './district-page';
import { answerPreviewImage } from './preview-answer';
import { answerRequestPage } from './request-page';
import { robotsTxt, sitemapFile, sitemapIndex } from './sitemaps';

export type { PublicAnswer, PublicPageContext };

export async function answerPublicPage(opts: {
  urlPath: string;
  query?: Record<string, unknown>;
  apiBaseUrl: string;
  siteUrl: string;
  fetchImpl?: ApiOptions['fetchImpl'];
  timeoutMs?: number;
  /** The shell's template of a request's page (context.ts), read only when a live request's page is asked. */
  template?: () => Promise<string | null>;
  /** URLs per sitemap file (tests use a few; the protocol allows 50,000). */
  sitemapUrlsPerFile?: number;
}): Promise<PublicAnswer | null> {
  const route = publicRouteOf(opts.urlPath);
  if (!route) return null;
  const ctx: PublicPageContext = {
    api: { apiBaseUrl: opts.apiBaseUrl, fetchImpl: opts.fetchImpl, timeoutMs: opts.timeoutMs },
    siteUrl: opts.siteUrl.replace(/\/+$/, ''),
    template: opts.template,
  };
  try {
    switch (route.kind) {
      case 'robots':
        return robotsTxt(ctx);
      case 'sitemap-index':
        return await sitemapIndex(ctx, opts.sitemapUrlsPerFile);
      case 'sitemap':
        return await sitemapFile(ctx, route.name, opts.sitemapUrlsPerFile);
      case 'request':
        return await answerRequestPage(ctx, route.id, opts.urlPath);
      case 'preview-image':
        return await answerPreviewImage(ctx, route.id, opts.urlPath);
      case 'district':
        return await answerDistrictPage(
          ctx,
          route.operation,
          route.district,
          pageNumberOf(opts.query?.[DISTRICT_PAGE_PARAM]),
        );
    }
  } catch (err) {
    if (err instanceof ApiUnavailable) return unavailable();
    throw err;
  }
}

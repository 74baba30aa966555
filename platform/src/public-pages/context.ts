/** What every public page is answered with and from. */
import type { ApiOptions } from './api';
import { escapeHtml, htmlDocument } from './html';
import { publicPagesTexts as texts } from '@lotengo/shared/i18n/public-pages';
import { paths } from '@lotengo/shared/routing';

export interface PublicPageContext {
  api: ApiOptions;
  /** The site's public origin (canonical, og:url, sitemaps): `https://lotengo.pe`, no trailing slash. */
  siteUrl: string;
  /**
   * The shell's template of a request's page (its prerendered frame), when this server has the shell's
   * build: the page is written into it so the app takes it over. Null or a failure: a document of its own.
   */
  template?: () => Promise<string | null>;
}

export interface PublicAnswer {
  status: number;
  headers: Record<string, string>;
  /** HTML or XML text; a PNG's bytes. */
  body: string | Buffer;
}

/** Live pages: the CDN answers repeat views for 5 minutes; a browser always asks again. */
export const LIVE_CACHE = 'public, max-age=0, s-maxage=300';
/** 404 and 410: a request can come back (reopened), so the CDN keeps the answer for a minute only. */
export const GONE_CACHE = 'public, max-age=0, s-maxage=60';
const HTML = 'text/html; charset=utf-8';

export const absolute = (ctx: PublicPageContext, path: string) => `${ctx.siteUrl.replace(/\/+$/, '')}${path}`;

/** One URL per page: a wrong or stale one moves for good to the current one. */
export const movedTo = (ctx: PublicPageContext, path: string): PublicAnswer => ({
  status: 301,
  headers: { Location: absolute(ctx, path), 'Cache-Control': LIVE_CACHE },
  body: '',
});

export const htmlAnswer = (status: number, body: string, cache: string): PublicAnswer => ({
  status,
  headers: { 'Content-Type': HTML, 'Cache-Control': cache },
  body,
});

const messagePage = (title: string, hint: string) =>
  htmlDocument(
    { title: `${title} | Lo Tengo`, description: hint, noindex: true },
    `<section><h1>${escapeHtml(title)}</h1><p>${escapeHtml(hint)}</p>` +
      `<a href="${paths.root}">${escapeHtml(texts.home)}</a></section>`,
  );

export const notFound = (): PublicAnswer =>
  htmlAnswer(404, messagePage(texts.notFound, texts.notFoundHint), GONE_CACHE);

/** The API failed or was slow: nothing cached, so the next visit asks again. */
export const unavailable = (): PublicAnswer =>
  htmlAnswer(503, messagePage(texts.unavailable, texts.unavailableHint), 'no-store');

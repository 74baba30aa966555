/**
 * The public pages' HTML document: complete and self-contained (a small inline stylesheet, no script
 * but the JSON-LD), readable on a 360 px phone, in the site's colours.
 */
import { paths } from '@lotengo/shared/routing';

/** Text or attribute value as HTML. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const SITE_NAME = 'Lo Tengo';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute; also og:url. */
  canonical?: string;
  noindex?: boolean;
  /** Absolute prev/next of a paged list. */
  prev?: string;
  next?: string;
  /** Already serialized and escaped for a <script> (json-ld.ts). */
  jsonLd?: string;
  /** The link preview's picture (og:image), absolute. */
  image?: { url: string; width: number; height: number; type: string; alt: string };
}

const STYLE = [
  '*{box-sizing:border-box}',
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f5f6f8;',
  'line-height:1.5}',
  'header,footer{background:#0b3d91;color:#fff;padding:12px 16px}',
  'header a{color:#fff;font-weight:700;font-size:1.25rem;text-decoration:none}',
  'main{max-width:720px;margin:0 auto;padding:16px}',
  'h1{font-size:1.4rem;line-height:1.3;margin:0 0 12px}',
  'section,li.card{background:#fff;border-radius:8px;padding:16px;margin:0 0 16px;box-shadow:0 1px 3px #0002}',
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0}dt{font-weight:600}dd{margin:0}',
  'p{overflow-wrap:anywhere;white-space:pre-line}ul{list-style:none;padding:0;margin:0}',
  'a{color:#0b3d91}.cta{display:inline-block;background:#f59e0b;color:#111;font-weight:700;padding:12px 20px;',
  'border-radius:8px;text-decoration:none;margin:8px 0}',
  'nav.pager{display:flex;justify-content:space-between;gap:12px}',
  'footer{margin-top:24px;font-size:.875rem}footer a{color:#fff}',
].join('');

const meta = (attr: 'name' | 'property', key: string, value: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
const link = (rel: string, href: string | undefined) => (href ? `<link rel="${rel}" href="${escapeHtml(href)}">` : '');

/** The page's own head: title, description, canonical, previews, JSON-LD (charset, viewport and style aside). */
export function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    link('canonical', head.canonical),
    link('prev', head.prev),
    link('next', head.next),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'es_PE'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image.url),
          meta('property', 'og:image:width', String(head.image.width)),
          meta('property', 'og:image:height', String(head.image.height)),
          meta('property', 'og:image:type', head.image.type),
          meta('property', 'og:image:alt', head.image.alt),
          meta('name', 'twitter:image', head.image.url),
          meta('name', 'twitter:image:alt', head.image.alt),
        ]
      : []),
    head.jsonLd ? `<script type="application/ld+json">${head.jsonLd}</script>` : '',
  ];
  return tags.filter(Boolean).join('');
}

/** The whole page around `main` (already HTML), for a server without the shell's template. */
export function htmlDocument(head: PageHead, main: string): string {
  return (
    '<!doctype html><html lang="es-PE"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `${headTags(head)}<style>${STYLE}</style></head><body>` +
    `<header><a href="${paths.root}">${SITE_NAME}</a></header><main>${main}</main>` +
    `<footer><p>${SITE_NAME}: publica lo que buscas y los propietarios te responden. ` +
    `<a href="${paths.home}">Ver todas las solicitudes</a></p></footer></body></html>`
  );
}

import { mailTexts } from './texts';

const t = mailTexts.unsubscribePage;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The small page the unsubscribe link opens, from the API itself: no session, no script, no app to load
 * (it must work from any mail client on any phone). Readable at 360 px, a real <form> and <button>.
 */
function page(body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.title)}</title>
<style>
body{margin:0;padding:24px 16px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1f2933;background:#f4f6f8}
main{max-width:560px;margin:0 auto;background:#fff;border:1px solid #d9e2ec;border-radius:8px;padding:20px 16px;
overflow-wrap:break-word}
.brand{margin:0 0 12px;color:#0b5cad;font-weight:700;font-size:20px}
h1{font-size:20px;line-height:1.4;margin:0 0 12px}
button,.button{display:inline-block;min-height:44px;padding:10px 20px;border:0;border-radius:6px;
background:#0b5cad;color:#fff;
font:700 16px/1.5 Arial,Helvetica,sans-serif;text-decoration:none;cursor:pointer}
button:focus-visible,.button:focus-visible{outline:3px solid #084584;outline-offset:2px}
</style>
</head>
<body><main><p class="brand">Lo Tengo</p>${body}</main></body>
</html>`;
}

/** The question and the one button that does it (a POST to the same signed address). */
export function confirmPage(what: string, action: string): string {
  return page(`<h1>${escapeHtml(t.question(what))}</h1>
<p>${escapeHtml(t.explain)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(t.confirm)}</button>
</form>`);
}

/** Done: what stopped, and where to turn it back on. */
export function donePage(what: string, preferencesUrl: string): string {
  return page(`<h1 role="status">${escapeHtml(t.done(what))}</h1>
<p>${escapeHtml(t.again)}</p>
<p><a class="button" href="${escapeHtml(preferencesUrl)}">${escapeHtml(t.toProfile)}</a></p>`);
}

/** A link whose signature does not match, or an account that is gone. */
export function refusalPage(message: string): string {
  return page(`<h1>${escapeHtml(message)}</h1>`);
}

/** Only what the page needs: its inline style, a form to its own address, no frames around it. */
export const PAGE_SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Cache-Control': 'no-store',
};

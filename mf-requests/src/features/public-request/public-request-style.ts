/**
 * The public page's look, one string for both places it is drawn: the server's HTML (in the shell's
 * frame, or a document of its own when it has none) and the app, which renders the same <style> with
 * the same markup so nothing changes when it takes over. Scoped to `.lt-pubreq`; the site's colours
 * where the shell's theme is loaded, the same values otherwise. No `<` or `>`: it goes into <style>.
 */
export const PUBLIC_REQUEST_STYLE = [
  '.lt-pubreq{max-width:720px;margin:0 auto;padding:16px 0;color:var(--lt-text,#1f2933);line-height:1.5}',
  '.lt-pubreq__card{background:#fff;border-radius:8px;padding:16px;margin:0 0 16px;',
  'box-shadow:0 1px 3px rgba(15,23,42,.12),0 1px 2px rgba(15,23,42,.08)}',
  '.lt-pubreq h1{font-size:1.4rem;line-height:1.3;margin:0 0 12px}',
  '.lt-pubreq h2{font-size:1.1rem;margin:12px 0 4px}',
  '.lt-pubreq dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:4px 12px;margin:0}',
  '.lt-pubreq dt{font-weight:600}.lt-pubreq dd{margin:0;overflow-wrap:anywhere}',
  '.lt-pubreq p{margin:0 0 8px;overflow-wrap:anywhere;white-space:pre-line}',
  '.lt-pubreq a{color:var(--lt-brand,#0b5cad)}',
  '.lt-pubreq .lt-pubreq__cta{display:inline-block;min-height:44px;background:var(--lt-accent,#c2410c);color:#fff;',
  'font-weight:700;padding:10px 20px;border-radius:8px;text-decoration:none;margin:8px 0}',
  '.lt-pubreq .lt-pubreq__share{display:inline-block;min-height:44px;padding:10px 0}',
  '.lt-pubreq__more{display:inline-block;min-height:44px;padding:10px 0}',
  '.lt-pubreq__copy{min-height:44px;margin-left:12px;padding:8px 14px;border:1px solid var(--lt-brand,#0b5cad);',
  'border-radius:8px;background:#fff;color:var(--lt-brand,#0b5cad);font:inherit;cursor:pointer}',
  '.lt-pubreq__status{display:block;min-height:1.5em;color:var(--lt-text-muted,#52606d)}',
].join('');

/**
 * A person about to follow a link: the pointer over it (a mouse), the finger down on it (a phone has no
 * hover: `touchstart` comes ~100 ms before the click) or the keyboard's focus on it. Delegated on the
 * document, so every link of every remote counts without their code knowing.
 */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** The path (and query) the link around `el` opens in this tab, or null: none, off-site, a download, a new tab. */
function inSitePath(doc: Document, el: Element): string | null {
  const anchor = el.closest('a[href]');
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    anchor.hasAttribute('download') ||
    (anchor.target && anchor.target !== '_self')
  )
    return null;
  const url = new URL(anchor.href, doc.baseURI);
  return url.origin === doc.location.origin ? url.pathname + url.search : null;
}

/**
 * Calls `onIntent` with the path (and query) and the element of an in-site link the first time someone
 * shows intent on it; external links, downloads and new tabs are not this tab's next page. Returns the stop.
 */
export function watchLinkIntent(doc: Document, onIntent: (path: string, link: HTMLAnchorElement) => void): () => void {
  const seen = new Set<string>();
  const handle = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const path = link instanceof HTMLAnchorElement ? inSitePath(doc, link) : null;
    if (path === null || seen.has(path)) return;
    seen.add(path);
    onIntent(path, link as HTMLAnchorElement);
  };
  const options: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, handle, options);
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, handle, options);
  };
}

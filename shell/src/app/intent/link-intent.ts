/**
 * A person about to follow a link: the pointer over it (a mouse), the finger down on it (a phone has no
 * hover: `touchstart` comes ~100 ms before the click) or the keyboard's focus on it. Delegated on the
 * document, so every link of every remote counts without their code knowing.
 */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Calls `onIntent` with the path (and query) of an in-site link the first time someone shows intent
 * on it; external links, downloads and new tabs are not this tab's next page. Returns the stop.
 */
export function watchLinkIntent(doc: Document, onIntent: (path: string) => void): () => void {
  const seen = new Set<string>();
  const handle = (event: Event) => {
    const target = event.target;
    const anchor = target instanceof Element ? target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return;
    const url = new URL(anchor.href, doc.baseURI);
    if (url.origin !== doc.location.origin) return;
    const path = url.pathname + url.search;
    if (seen.has(path)) return;
    seen.add(path);
    onIntent(path);
  };
  const options: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of INTENT_EVENTS) doc.addEventListener(type, handle, options);
  return () => {
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, handle, options);
  };
}

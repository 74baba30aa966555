/**
 * A person about to follow a link: the pointer over it (a mouse), the finger down on it (a phone has no
 * hover: `touchstart` comes ~100 ms before the click) or the keyboard's focus on it. Delegated on the
 * document, so every link of every remote counts without their code knowing.
 */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** The path (and query) the link around `el` opens in this tab, or null: none, off-site, a download, a new tab. */
function inSitePath(doc: Document, el: Element): string | null {
  const anchor = el.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, doc.baseURI);
  return url.origin === doc.location.origin ? url.pathname + url.search : null;
}

/**
 * Calls `onIntent` with the path (and query) and the element of an in-site link the first time someone shows intent
 * on it; external links, downloads and new tabs are not this tab's next page. Returns the stop.
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

/** Where the page's own links are (the header's are the site's menu, not what one is about to open). */
const CONTENT_LINKS = 'main a[href]';

/**
 * Calls `onVisible` with the path of each in-page link (inside `<main>`) the first time it is on
 * screen, once the browser is idle: what a person can tap next, so its page's code can be on its way
 * before the tap. Without IntersectionObserver, nothing. Returns the stop.
 */
export function watchVisibleLinks(doc: Document, onVisible: (path: string) => void): () => void {
  const view = doc.defaultView;
  if (!view || typeof view.IntersectionObserver === 'undefined') return () => undefined;
  const watched = new WeakSet<Element>();
  const seen = new Set<string>();
  const intersections = new view.IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      intersections.unobserve(entry.target);
      const path = inSitePath(doc, entry.target);
      if (path === null || seen.has(path)) continue;
      seen.add(path);
      onVisible(path);
    }
  });
  // After the page's own work: a new list of cards is looked at when the browser has nothing else to do.
  const idle = (run: () => void) => (view.requestIdleCallback ? view.requestIdleCallback(run, { timeout: 2000 }) : view.setTimeout(run, 200));
  let queued = false;
  const scan = () => {
    queued = false;
    for (const a of doc.querySelectorAll(CONTENT_LINKS)) {
      if (watched.has(a)) continue;
      watched.add(a);
      intersections.observe(a);
    }
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    idle(scan);
  };
  const mutations = new view.MutationObserver(queue);
  mutations.observe(doc.body, { childList: true, subtree: true });
  queue();
  return () => {
    mutations.disconnect();
    intersections.disconnect();
  };
}

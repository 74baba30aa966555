/**
 * Locks page scroll and makes everything outside `keep` inert while a modal layer is open. Counted,
 * so nested layers (a modal over the overlay) unlock only when the last one closes.
 *
 * The count lives on the elements themselves (data attributes), not in this module: each app bundles its
 * own copy of this file, and a card's dialog (one app) can open over a page's overlay (another app), so
 * every copy must read and write the same count.
 */
/** Body children with this attribute stay live under a modal (the toast host: alerts must be heard). */
export const KEEP_ACTIVE_ATTR = 'data-lt-keep-active';
/** How many layers hold the lock, on <body>; the overflow it had before the first one, beside it. */
const LOCKS_ATTR = 'data-lt-locks';
const OVERFLOW_ATTR = 'data-lt-overflow';
/** On a body child: how many layers made it inert (only those are restored). */
const INERT_ATTR = 'data-lt-inert';

const countOf = (el: Element, attr: string) => Number(el.getAttribute(attr) ?? '0') || 0;

export function lockBody(keep: HTMLElement): () => void {
  const body = document.body;
  const locks = countOf(body, LOCKS_ATTR);
  if (locks === 0) {
    body.setAttribute(OVERFLOW_ATTR, body.style.overflow);
    body.style.overflow = 'hidden';
  }
  body.setAttribute(LOCKS_ATTR, String(locks + 1));
  const touched: Element[] = [];
  for (const el of Array.from(body.children)) {
    if (el === keep || el.contains(keep) || el.tagName === 'SCRIPT' || el.hasAttribute(KEEP_ACTIVE_ATTR)) continue;
    // Only elements that a layer made inert (not the app's own inert ones) are counted and restored.
    if (!el.hasAttribute(INERT_ATTR) && el.hasAttribute('inert')) continue;
    el.setAttribute(INERT_ATTR, String(countOf(el, INERT_ATTR) + 1));
    el.setAttribute('inert', '');
    touched.push(el);
  }
  return () => {
    for (const el of touched) {
      const n = countOf(el, INERT_ATTR) - 1;
      if (n <= 0) {
        el.removeAttribute(INERT_ATTR);
        el.removeAttribute('inert');
      } else el.setAttribute(INERT_ATTR, String(n));
    }
    const left = Math.max(0, countOf(body, LOCKS_ATTR) - 1);
    if (left === 0) {
      body.style.overflow = body.getAttribute(OVERFLOW_ATTR) ?? '';
      body.removeAttribute(LOCKS_ATTR);
      body.removeAttribute(OVERFLOW_ATTR);
    } else body.setAttribute(LOCKS_ATTR, String(left));
  };
}

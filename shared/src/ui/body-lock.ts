/**
 * Locks page scroll and makes everything outside `keep` inert while a modal layer is open. Counted,
 * so nested layers (a modal over the overlay) unlock only when the last one closes.
 */
/** Body children with this attribute stay live under a modal (the toast host: alerts must be heard). */
export const KEEP_ACTIVE_ATTR = 'data-lt-keep-active';

let locks = 0;
let previousOverflow = '';
const inerted = new Map<Element, number>();

export function lockBody(keep: HTMLElement): () => void {
  if (locks === 0) {
    previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
  const touched: Element[] = [];
  for (const el of Array.from(document.body.children)) {
    if (el === keep || el.contains(keep) || el.tagName === 'SCRIPT' || el.hasAttribute(KEEP_ACTIVE_ATTR)) continue;
    // Only elements that we made inert (not the app's own inert ones) are counted and restored.
    if (!inerted.has(el) && el.hasAttribute('inert')) continue;
    inerted.set(el, (inerted.get(el) ?? 0) + 1);
    el.setAttribute('inert', '');
    touched.push(el);
  }
  return () => {
    for (const el of touched) {
      const n = (inerted.get(el) ?? 1) - 1;
      if (n <= 0) {
        inerted.delete(el);
        el.removeAttribute('inert');
      } else inerted.set(el, n);
    }
    locks = Math.max(0, locks - 1);
    if (locks === 0) document.body.style.overflow = previousOverflow;
  };
}

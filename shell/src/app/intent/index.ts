import type { QueryClient } from '@tanstack/react-query';
import { watchLinkIntent, watchVisibleLinks } from './link-intent';
import { preloadRoute } from './route-preload';

/**
 * A signed-in tab: the code of the pages its content links to starts once they are on screen and the
 * browser is idle; on the first sign of intent on a link (pointer, touch, focus) its page's data and
 * first image too. Code is cached for good and small beside a photo; data and photos only on intent.
 */
export function startLinkIntentPreload(doc: Document, client: QueryClient): () => void {
  const ctx = { client, doc };
  const stops = [watchVisibleLinks(doc, (path) => preloadRoute(path, ctx, null)), watchLinkIntent(doc, (path, link) => preloadRoute(path, ctx, link))];
  return () => {
    for (const stop of stops) stop();
  };
}

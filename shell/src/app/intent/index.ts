import type { QueryClient } from '@tanstack/react-query';
import { watchLinkIntent } from './link-intent';
import { preloadRoute } from './route-preload';

/**
 * A signed-in tab: on the first sign of intent on a link (pointer, touch, focus) its page's code, data
 * and first image start. Not on sight: the code of every page a list links to would count against the
 * page's own JavaScript budget (the inbox's +50 KB gzip), on a phone's data.
 */
export function startLinkIntentPreload(doc: Document, client: QueryClient): () => void {
  return watchLinkIntent(doc, (path, link) => preloadRoute(path, { client, doc }, link));
}

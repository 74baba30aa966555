import type { QueryClient } from '@tanstack/react-query';
import { watchLinkIntent } from './link-intent';
import { preloadRoute } from './route-preload';

/** A signed-in tab: each in-site link's page (code, data, first photo) starts on the first sign of intent. */
export function startLinkIntentPreload(doc: Document, client: QueryClient): () => void {
  return watchLinkIntent(doc, (path) => preloadRoute(path, { client, doc }));
}

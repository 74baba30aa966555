import { createContext, useContext, useState, type ReactNode } from 'react';

/** Build time only (landing-prerender.tsx): the routes' HTML files are being written. */
export const Prerendering = createContext(false);

/**
 * What the server wrote into element `id` of this page, kept as it is while the route's code loads: the
 * page's content is already on screen (a request's public page, written by its server into the shell's
 * frame), so the app shows the same markup until the remote renders the same page over it, instead of a
 * skeleton in between. At build time it is the template's empty slot; reached inside the app (nothing
 * written), `fallback` shows instead.
 */
export function ServerMarkup({ id, fallback }: { id: string; fallback: ReactNode }) {
  const prerendering = useContext(Prerendering);
  // Read once, before React's first commit replaces the element: the server's markup, '' for none.
  const [html] = useState(() => (prerendering ? '' : (document.getElementById(id)?.innerHTML ?? '')));
  if (prerendering) return <div id={id} />;
  if (!html) return <>{fallback}</>;
  return <div id={id} dangerouslySetInnerHTML={{ __html: html }} />;
}

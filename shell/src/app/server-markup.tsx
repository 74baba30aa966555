import { createContext, useContext, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isPlainClick } from '@lotengo/shared';

/** Build time only (landing-prerender.tsx): the routes' HTML files are being written. */
export const Prerendering = createContext(false);

/**
 * What the server wrote into element `id` of this page, kept as it is while the route's code loads: the
 * page's content is already on screen (a request's public page, written by its server into the shell's
 * frame), so the app shows the same markup until the remote renders the same page over it, instead of a
 * skeleton in between. Its links into the app (`data-app-link`) already navigate inside the app: a press
 * in that moment does not reload the page. At build time it is the template's empty slot; reached inside
 * the app (nothing written), `fallback` shows instead.
 */
export function ServerMarkup({ id, fallback }: { id: string; fallback: ReactNode }) {
  const prerendering = useContext(Prerendering);
  const navigate = useNavigate();
  // Read once, before React's first commit replaces the element: the server's markup, '' for none.
  const [html] = useState(() => (prerendering ? '' : (document.getElementById(id)?.innerHTML ?? '')));
  if (prerendering) return <div id={id} />;
  if (!html) return <>{fallback}</>;
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[data-app-link]') : null;
    if (!link || e.defaultPrevented || !isPlainClick(e)) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  // A delegated listener: the markup's own links take the clicks (Enter on a link is a click too).
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div id={id} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { shellTexts } from '../texts';

export const MAIN_ID = 'contenido';

/** Skip link, header, <main id="contenido"> and footer around every page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  // In a single-page app a route change is silent for screen readers and keeps the scroll position:
  // after a link or button (PUSH) start the new page at the top with focus on its main content.
  // The first load, back/forward (POP) and redirects (REPLACE) keep the browser's own behaviour.
  useEffect(() => {
    if (navigationType !== 'PUSH') return;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, navigationType]);

  return (
    <div className="app">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {shellTexts.skipToContent}
      </a>
      <SiteHeader />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="app__main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

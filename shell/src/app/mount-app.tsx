import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { paths } from '@lotengo/shared';
import { hasStoredIdentity } from '@lotengo/shared/identity';

/** Marks the prerendered markup of an HTML file and names its route (shared/build/prerender.ts). */
const PRERENDERED = 'data-prerendered';

/**
 * React's report for the remote area left for the browser in the prerender (its Suspense boundary was
 * still waiting when the string was written): expected, not worth an error in the console.
 */
function isExpectedClientBoundary(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  // #419 is the production build's code for that message.
  return /Suspense boundary|Switched to client rendering|error #419/i.test(message);
}

/**
 * Renders the app into #root. A visitor on the route the HTML was prerendered for (/ or /home for the
 * landing, /page/requests for its own file) gets that markup hydrated (no repaint, nothing moves); any
 * other route, or a tab that holds a session, is rendered afresh (React replaces the prerendered markup,
 * which the head script kept hidden where it would be wrong).
 */
export function mountApp(container: HTMLElement, app: ReactNode): Root {
  const prerenderedFor = container.firstElementChild?.getAttribute(PRERENDERED);
  const path = window.location.pathname.replace(/\/+$/, '') || paths.root;
  const route = path === paths.root ? paths.home : path;
  if (prerenderedFor === route && !hasStoredIdentity()) {
    // The root route redirects to /home anyway: do it before hydrating so the first render matches.
    if (path === paths.root)
      window.history.replaceState(
        window.history.state,
        '',
        `${paths.home}${window.location.search}${window.location.hash}`,
      );
    let root: Root | undefined;
    // As a transition React hydrates in slices of a few milliseconds: the phone stays responsive
    // (one long task here was most of the landing's Total Blocking Time).
    startTransition(() => {
      root = hydrateRoot(container, app, {
        onRecoverableError: (error, info) => {
          if (!isExpectedClientBoundary(error)) console.error('[lotengo] hidratación', error, info.componentStack);
        },
      });
    });
    return root!;
  }
  const root = createRoot(container);
  // Same for a fresh render: a transition is rendered in yielding slices, not one long task.
  startTransition(() => root.render(app));
  return root;
}

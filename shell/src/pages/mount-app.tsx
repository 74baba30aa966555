import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { hasStoredIdentity, paths } from '@lotengo/shared';

/** Marks the prerendered markup of index.html (shared/build/prerender.ts). */
const PRERENDERED = 'data-prerendered';
/** Routes whose first screen is the prerendered landing. */
const LANDING = new Set<string>([paths.root, paths.home]);

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
 * Renders the app into #root. A visitor landing on / or /home gets the prerendered markup hydrated (no
 * repaint, nothing moves); any other route, or a tab that holds a session, is rendered afresh (React
 * replaces the prerendered markup, which the head script kept hidden where it would be wrong).
 */
export function mountApp(container: HTMLElement, app: ReactNode): Root {
  const prerendered = container.firstElementChild?.hasAttribute(PRERENDERED) ?? false;
  const path = window.location.pathname.replace(/\/+$/, '') || paths.root;
  if (prerendered && LANDING.has(path) && !hasStoredIdentity()) {
    // The root route redirects to /home anyway: do it before hydrating so the first render matches.
    if (path === paths.root) window.history.replaceState(window.history.state, '', `${paths.home}${window.location.search}${window.location.hash}`);
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

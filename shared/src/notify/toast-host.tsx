import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { ErrorBoundary } from 'react-error-boundary';
import type { CloseButtonProps } from 'react-toastify';
import { loadToastify, subscribeToastify, toastifyRequested } from './toastify';
import { TOAST_DURATION_MS } from '../constants';
import { common } from '@lotengo/shared/i18n';
import { KEEP_ACTIVE_ATTR } from '../ui/body-lock';

const ToastContainer = lazy(() => loadToastify().then((m) => ({ default: m.ToastContainer })));
const noSubscription = () => () => undefined;
const isClient = () => true;
/** While hydrating, React uses this snapshot for the first render (as the server did), then the client one. */
const isServer = () => false;

/** A Spanish-labelled close button (react-toastify's own says "close"). */
function CloseToastButton({ closeToast }: CloseButtonProps) {
  return (
    <button type="button" className="lt-toast__close" aria-label={common.close} onClick={(e) => closeToast(e)}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

/**
 * The one toast container (mounted by the shell via <AppProviders/>). react-toastify 11 injects its
 * own CSS, and renders each toast with role="alert" so screen readers read it. Portalled to <body>
 * and kept live under modals (which make the rest of the page inert) so their alerts are still heard.
 */
export function ToastHost() {
  // No container in the prerendered landing (shared/build/prerender.ts), so none in the render that
  // hydrates it either (or hydration fails); it appears right after. A fresh client render has it at once.
  const onClient = useSyncExternalStore(noSubscription, isClient, isServer);
  // The container (and react-toastify with it) only once a toast has been asked for: see toastify.ts.
  const requested = useSyncExternalStore(subscribeToastify, toastifyRequested, isServer);
  if (!onClient || !requested || typeof document === 'undefined') return null;
  return createPortal(
    <div className="lt-toast-host" {...{ [KEEP_ACTIVE_ATTR]: '' }}>
      {/* Failing to download react-toastify must not take the page down: no container, nothing else. */}
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <ToastContainer
            position="top-right"
            autoClose={TOAST_DURATION_MS}
            closeButton={CloseToastButton}
            newestOnTop
            pauseOnFocusLoss
            pauseOnHover
            aria-label={common.notifications}
          />
        </Suspense>
      </ErrorBoundary>
    </div>,
    document.body,
  );
}

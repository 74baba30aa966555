import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { FailureNotice, isMissingFileError, ReloadRequired, reportRemoteError } from '@lotengo/shared/remotes';

const t = messages.common;

function PageError({ error, resetErrorBoundary }: FallbackProps) {
  // A chunk of this tab's release is gone (pruned after a deploy): a retry cannot help, a reload can.
  if (isMissingFileError(error)) return <ReloadRequired />;
  return (
    <FailureNotice
      title={t.pageRenderError}
      hint={t.pageRenderErrorHint}
      actionLabel={t.retry}
      onAction={resetErrorBoundary}
    >
      {' '}
      <Link className="lt-btn lt-btn--secondary" to={paths.home}>
        {t.goHome}
      </Link>
    </FailureNotice>
  );
}

/**
 * The app-level boundary: whatever throws in a page (a shell page, a guard, or a remote outside its own
 * RemoteModule boundary) is contained here, inside <main>, so the header and the footer stay usable.
 * Navigating elsewhere clears it.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      FallbackComponent={PageError}
      resetKeys={[pathname]}
      onError={(error, info) => {
        reportRemoteError('shell', isMissingFileError(error) ? 'load' : 'render');
        console.error(`[lotengo] La página ${pathname} falló al mostrarse`, error, info.componentStack);
      }}
    >
      {children}
    </ErrorBoundary>
  );
}

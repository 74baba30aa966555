import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { logout, messages, type SessionUser } from '@lotengo/shared';
import { UserMenu } from './user-menu';

const t = messages.shell.userMenu;

/** Small stand-in for a crashed account menu: says so, and still lets the person sign out. */
function UserMenuFallback({ resetErrorBoundary }: FallbackProps) {
  return (
    <div className="user-menu user-menu--unavailable" role="status">
      <span>{t.unavailable}</span>{' '}
      <button type="button" className="lt-btn lt-btn--secondary" onClick={resetErrorBoundary}>
        {messages.common.retry}
      </button>{' '}
      <button type="button" className="lt-btn lt-btn--secondary" onClick={() => void logout()}>
        {t.logout}
      </button>
    </div>
  );
}

/**
 * The header's account menu behind its own boundary: a crash there leaves the page and the rest of the
 * header working. A new session (another user, changed name or avatar) tries the menu again.
 */
export function UserMenuArea({ user }: { user: SessionUser }) {
  return (
    <ErrorBoundary
      FallbackComponent={UserMenuFallback}
      resetKeys={[user]}
      onError={(error) => console.error('[lotengo] El menú de cuenta falló al mostrarse', error)}
    >
      <UserMenu user={user} />
    </ErrorBoundary>
  );
}

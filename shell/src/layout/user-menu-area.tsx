import { lazy, Suspense } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { type SessionUser } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { logout } from '@lotengo/shared/session';
import { isMissingFileError, reportMissingFile } from '@lotengo/shared/remotes';
import { UserMenuFace } from './user-menu-face';
import { shellTexts } from '../texts';

const t = shellTexts.userMenu;
/**
 * Only a session has it: a visitor's first load does not download the menu. One chunk ("member") with
 * the bell and the notifications page: one entry less in the shell's runtime, which a visitor loads.
 */
const UserMenu = lazy(() =>
  import(/* webpackChunkName: "member" */ './user-menu').then((m) => ({ default: m.UserMenu })),
);

/** The menu's button as it will look, while its code arrives: the header does not move. */
function UserMenuPlaceholder({ user }: { user: SessionUser }) {
  return (
    <div className="user-menu user-menu--placeholder" aria-hidden="true">
      <span className="user-menu__button">
        <UserMenuFace user={user} />
      </span>
    </div>
  );
}

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
      onError={(error) => {
        // Its chunk is gone with a pruned release: the page-wide reload banner says so.
        if (isMissingFileError(error)) reportMissingFile(error);
        console.error('[lotengo] El menú de cuenta falló al mostrarse', error);
      }}
    >
      <Suspense fallback={<UserMenuPlaceholder user={user} />}>
        <UserMenu user={user} />
      </Suspense>
    </ErrorBoundary>
  );
}

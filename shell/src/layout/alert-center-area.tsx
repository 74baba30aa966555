import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { type SessionUser, useCapability } from '@lotengo/shared';
import { isMissingFileError, reportMissingFile } from '@lotengo/shared/remotes';

/** Only a session has it: a visitor's first load has neither the bell nor the live channel. */
const NotificationBell = lazy(() =>
  import(/* webpackChunkName: "member" */ './notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** The bell as it will look while its code arrives (or if it failed): the header does not move. */
function BellPlaceholder() {
  return (
    <div className="alert-bell" aria-hidden="true">
      <span className="alert-bell__button">
        <span className="alert-bell__icon" aria-hidden="true" />
      </span>
    </div>
  );
}

/**
 * The notification centre behind its own boundary: a crash there leaves the header and the page working.
 * Only where the API has notifications (GET /capabilities): else no bell, no live channel, no calls; its
 * room is held while the answer is not in.
 */
export function AlertCenterArea({ user }: { user: SessionUser }) {
  const hasNotifications = useCapability('notifications');
  if (hasNotifications === false) return null;
  if (hasNotifications === undefined) return <BellPlaceholder />;
  return (
    <ErrorBoundary
      fallback={<BellPlaceholder />}
      resetKeys={[user.userCode]}
      onError={(error) => {
        if (isMissingFileError(error)) reportMissingFile(error);
        console.error('[lotengo] Las notificaciones fallaron al mostrarse', error);
      }}
    >
      <Suspense fallback={<BellPlaceholder />}>
        <NotificationBell user={user} />
      </Suspense>
    </ErrorBoundary>
  );
}

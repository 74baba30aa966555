import { lazy, Suspense, useId } from 'react';
import { Spinner, RetryAlert } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { logout } from '@lotengo/shared/session';
import '../styles/account.css';
import '../styles/profile.css';
import { AvatarPicker } from '../features/avatar-picker';
import { ProfileSidebar, useMyUser } from '../features/profile-data';
import { PropertyMatches, RequestMatches } from '../features/profile-matches';
import { ProfileTabs, useTabPreload } from '../features/profile-tabs';
import { loadNotificationPreferences } from '../features/notification-preferences';
import { accountTexts } from '../texts';

const LazyPreferences = lazy(loadNotificationPreferences);

/** The Notificaciones tab: its code and texts arrive when it is opened. */
function Preferences({ userCode }: { userCode: number }) {
  return (
    <Suspense fallback={<Spinner label={messages.common.loading} size="lg" />}>
      <LazyPreferences userCode={userCode} />
    </Suspense>
  );
}

const t = accountTexts.profile;

/**
 * docs/product/screens.md, Profile (/page/profile; the shell guards it: signed-in users only). Composes what a person
 * sees: the sidebar with their data (features/profile-data), the tabs with their lists
 * (features/profile-tabs), each tab's matches (features/profile-matches) and the notification
 * preferences (features/notification-preferences).
 */
export default function ProfilePage() {
  const titleId = useId();
  const me = useMyUser();
  useTabPreload();

  let body;
  if (!me.identityReady || (me.uid && me.isPending)) {
    body = <Spinner label={messages.common.loading} size="lg" />;
  } else if (me.isError) {
    body = (
      <RetryAlert
        className="lt-card acc-card acc-inline-error"
        message={t.loadFailure}
        onRetry={() => void me.refetch()}
      />
    );
  } else if (!me.data) {
    // A product session without an identity (or a deleted user): only signing in again fixes it.
    body = (
      <div role="alert" className="lt-card acc-card acc-inline-error">
        <p>{t.notFound}</p>
        <button type="button" className="lt-btn lt-btn--primary" onClick={() => void logout()}>
          {t.signInAgain}
        </button>
      </div>
    );
  } else {
    body = (
      <div className="acc-profile-layout">
        <ProfileSidebar user={me.data} uid={me.uid} AvatarChoice={AvatarPicker} />
        <ProfileTabs
          userCode={me.data.userCode}
          RequestMatches={RequestMatches}
          PropertyMatches={PropertyMatches}
          Preferences={Preferences}
        />
      </div>
    );
  }

  return (
    <section className="acc-page acc-profile" aria-labelledby={titleId}>
      <h1 id={titleId} className="acc-title">
        {t.title}
      </h1>
      {body}
    </section>
  );
}

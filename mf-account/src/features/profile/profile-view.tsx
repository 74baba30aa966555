import { useId } from 'react';
import { logout, messages, Spinner, RetryAlert } from '@lotengo/shared';
import type { AvatarChoiceComponent } from '../../lib/avatar-choice';
import { ProfileSidebar } from './profile-sidebar';
import { ProfileTabs } from './tabs/profile-tabs';
import { useMyUser } from './use-my-user';
import { accountTexts } from '@lotengo/shared/i18n/account';

const t = accountTexts.profile;

interface Props {
  AvatarChoice: AvatarChoiceComponent;
}

/** SPEC §2 Profile (/page/profile; the shell lets only signed-in users in). */
export function ProfileView({ AvatarChoice }: Props) {
  const titleId = useId();
  const me = useMyUser();

  let body;
  if (!me.identityReady || (me.uid && me.isPending)) {
    body = <Spinner label={messages.common.loading} size="lg" />;
  } else if (me.isError) {
    body = (
      <RetryAlert className="lt-card acc-card acc-inline-error" message={t.loadFailure} onRetry={() => void me.refetch()} />
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
        <ProfileSidebar user={me.data} uid={me.uid} AvatarChoice={AvatarChoice} />
        <ProfileTabs userCode={me.data.userCode} />
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

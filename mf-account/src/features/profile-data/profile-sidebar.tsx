import { useId } from 'react';
import { notifyKey, type User, type UserUpdate } from '@lotengo/shared';
import { apiErrorMessage } from '@lotengo/shared/http';
import type { AvatarChoiceComponent } from '../../lib/avatar-choice';
import { ProfileDataForm } from './profile-data-form';
import { useUpdateMyUser } from './use-my-user';
import { accountTexts } from '../../texts';

const t = accountTexts.profile;

interface Props {
  user: User;
  uid: string;
  AvatarChoice: AvatarChoiceComponent;
}

/** docs/product/screens.md, Profile sidebar: avatar (opens the picker), name, phone, email and the update-data form. */
export function ProfileSidebar({ user, uid, AvatarChoice }: Props) {
  const nameId = useId();
  const update = useUpdateMyUser(uid);

  const save = async (change: UserUpdate, success: 'profileUpdated' | 'avatarUpdated'): Promise<boolean> => {
    try {
      await update.mutateAsync(change);
      notifyKey('success', success);
      return true;
    } catch (err) {
      notifyKey('error', 'profileFailure', apiErrorMessage(err));
      return false;
    }
  };

  const avatarPending = update.isPending && update.variables?.avatarUrl !== undefined;

  return (
    <aside className="lt-card acc-card acc-profile-sidebar" aria-labelledby={nameId}>
      <div className="acc-profile-identity">
        <AvatarChoice
          value={user.avatarUrl}
          onChange={(avatarUrl) => void save({ userCode: user.userCode, avatarUrl }, 'avatarUpdated')}
          triggerLabel={t.changeAvatar}
          busy={avatarPending}
          size={112}
        />
        <p className="acc-status" role="status">
          {avatarPending ? t.updatingAvatar : ''}
        </p>
        <h2 id={nameId} className="acc-profile-name">
          {user.firstName} {user.lastName}
        </h2>
        <dl className="acc-details">
          <dt>{t.phoneLabel}</dt>
          <dd>{user.phoneNumber || t.noPhone}</dd>
          <dt>{t.emailLabel}</dt>
          <dd className="acc-break">{user.email}</dd>
        </dl>
      </div>
      <ProfileDataForm key={user.userCode} user={user} onSave={(change) => save(change, 'profileUpdated')} />
    </aside>
  );
}

import { Avatar, type SessionUser } from '@lotengo/shared';
import { shellTexts } from '../texts';

/** What the account menu's button shows: the real button and its placeholder while it loads alike. */
export function UserMenuFace({ user }: { user: SessionUser }) {
  const greeting = shellTexts.userMenu.greeting(user.firstName, user.lastName);
  return (
    <>
      <Avatar url={user.avatarUrl} alt="" size={32} className="user-menu__avatar" />
      {/* Cut with an ellipsis when long (CSS); the text, hence the button's accessible name, stays whole. */}
      <span className="user-menu__name" title={greeting}>
        {greeting}
      </span>
      <span className="user-menu__caret" aria-hidden="true">
        ▾
      </span>
    </>
  );
}

import { Avatar, messages, type SessionUser } from '@lotengo/shared';

/** What the account menu's button shows: the real button and its placeholder while it loads alike. */
export function UserMenuFace({ user }: { user: SessionUser }) {
  return (
    <>
      <Avatar url={user.avatarUrl} alt="" size={32} className="user-menu__avatar" />
      <span>{messages.shell.userMenu.greeting(user.firstName, user.lastName)}</span>
      <span className="user-menu__caret" aria-hidden="true">
        ▾
      </span>
    </>
  );
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths, type SessionUser } from '@lotengo/shared';
import { logout } from '@lotengo/shared/session';
import { UserMenuFace } from './user-menu-face';
import { shellTexts } from '../texts';

const t = shellTexts.userMenu;

/**
 * ARIA menu button: Enter/Space/ArrowDown/click open on the first item, ArrowUp on the last; arrows, Home
 * and End move; Escape closes and returns focus to the button; Tab or a click outside closes.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const pendingFocus = useRef<number | null>(null);
  const menuId = useId();
  const buttonId = useId();

  const focusItem = (index: number) => {
    const items = itemRefs.current.filter((el): el is HTMLElement => el !== null);
    if (items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const openAt = (index: number) => {
    pendingFocus.current = index;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Focus moves into the menu once it is rendered.
  useEffect(() => {
    if (open && pendingFocus.current !== null) {
      focusItem(pendingFocus.current);
      pendingFocus.current = null;
    }
  }, [open]);

  // A click or tap outside closes the menu.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space arrive as a click (native button), which opens on the first item.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(-1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current.filter((el): el is HTMLElement => el !== null);
    const current = items.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(-1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        break;
    }
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <UserMenuFace user={user} />
      </button>
      <ul
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className="user-menu__list"
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        <li role="none">
          <Link
            role="menuitem"
            tabIndex={-1}
            to={paths.profile}
            ref={(el) => {
              itemRefs.current[0] = el;
            }}
            onClick={() => setOpen(false)}
          >
            {t.profile}
          </Link>
        </li>
        <li role="none">
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            ref={(el) => {
              itemRefs.current[1] = el;
            }}
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            {t.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}

import { Link } from 'react-router-dom';
import type { Notification } from '@lotengo/shared';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { relativeTime } from './relative-time';

const t = alertsTexts.center;

export interface NotificationItemProps {
  notification: Notification;
  /** Following the link marks it read (and closes the panel). */
  onOpen(n: Notification): void;
  onMarkRead(n: Notification): void;
}

/** One notification: its title links to what it is about; unread ones say so and can be marked read. */
export function NotificationItem({ notification: n, onOpen, onMarkRead }: NotificationItemProps) {
  const unread = n.readAt === null;
  return (
    <li className={unread ? 'lt-notice is-unread' : 'lt-notice'}>
      <div className="lt-notice__text">
        <Link to={n.link} className="lt-notice__title" onClick={() => onOpen(n)}>
          {unread ? <span className="visually-hidden">{`${t.unreadMark}: `}</span> : null}
          {n.title}
        </Link>
        <p className="lt-notice__body">{n.body}</p>
        <time className="lt-notice__time" dateTime={n.createdAt}>
          {relativeTime(n.createdAt)}
        </time>
      </div>
      {unread ? (
        <button type="button" className="lt-notice__read" onClick={() => onMarkRead(n)}>
          <span className="lt-notice__dot" aria-hidden="true" />
          {/* The visible dot says "unread"; the name says what the press does, and for which one. */}
          <span className="visually-hidden">{`${t.markRead}: ${n.title}`}</span>
        </button>
      ) : null}
    </li>
  );
}

/** The bell's panel and the notifications page: the same list; opening one marks it read first. */
export function NotificationItems({
  items,
  className,
  markRead,
  onOpen,
}: {
  items: Notification[];
  className?: string;
  markRead(notificationId: number): Promise<unknown> | void;
  onOpen?(n: Notification): void;
}) {
  const open = (n: Notification) => {
    onOpen?.(n);
    if (n.readAt === null) void markRead(n.notificationId);
  };
  return (
    <ul className={className ? `alert-list ${className}` : 'alert-list'}>
      {items.map((n) => (
        <NotificationItem
          key={n.notificationId}
          notification={n}
          onOpen={open}
          onMarkRead={(x) => void markRead(x.notificationId)}
        />
      ))}
    </ul>
  );
}

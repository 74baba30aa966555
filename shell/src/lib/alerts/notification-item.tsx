import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isPlainClick, type Notification } from '@lotengo/shared';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { publicRouteOf } from '@lotengo/shared/routing/public-paths';
import { leaveFor } from './leave-for';
import { relativeTime } from './relative-time';

const t = alertsTexts.center;

/** How long a click on a page of its own waits for "read" to be saved before it leaves the app anyway. */
export const MARK_READ_WAIT_MS = 1000;

export interface NotificationItemProps {
  notification: Notification;
  /** Following the link marks it read (and closes the panel); the promise settles once that is saved. */
  onOpen(n: Notification): Promise<unknown> | void;
  onMarkRead(n: Notification): void;
}

/** A public, server-rendered page (a request's own page): not one of the app's routes, so a real page load. */
const isDocument = (link: string) => publicRouteOf(link.split(/[?#]/, 1)[0] ?? '') !== null;

/**
 * A link to a page outside the app: a plain click first lets "read" reach the API (leaving the app would cut the
 * call short), at most MARK_READ_WAIT_MS; a click that opens another tab leaves this page as it is.
 */
function DocumentLink({
  href,
  onOpen,
  children,
}: {
  href: string;
  onOpen(): Promise<unknown> | void;
  children: ReactNode;
}) {
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    const elsewhere = !isPlainClick(e);
    const saving = onOpen();
    if (elsewhere || !saving) return;
    e.preventDefault();
    const waited = new Promise((resolve) => setTimeout(resolve, MARK_READ_WAIT_MS));
    void Promise.race([saving, waited])
      .catch(() => undefined)
      .then(() => leaveFor(href));
  };
  return (
    <a href={href} className="lt-notice__title" onClick={click}>
      {children}
    </a>
  );
}

/** One notification: its title links to what it is about; unread ones say so and can be marked read. */
export function NotificationItem({ notification: n, onOpen, onMarkRead }: NotificationItemProps) {
  const unread = n.readAt === null;
  const title = (
    <>
      {unread ? <span className="visually-hidden">{`${t.unreadMark}: `}</span> : null}
      {n.title}
    </>
  );
  return (
    <li className={unread ? 'lt-notice is-unread' : 'lt-notice'}>
      <div className="lt-notice__text">
        {isDocument(n.link) ? (
          <DocumentLink href={n.link} onOpen={() => onOpen(n)}>
            {title}
          </DocumentLink>
        ) : (
          <Link to={n.link} className="lt-notice__title" onClick={() => void onOpen(n)}>
            {title}
          </Link>
        )}
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
    return n.readAt === null ? markRead(n.notificationId) : undefined;
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

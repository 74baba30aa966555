import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { RetryAlert, Spinner, type SessionUser } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { useSessionUser } from '@lotengo/shared/session';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { notificationQueries } from '../lib/alerts/notification-queries';
import { NotificationItems } from '../lib/alerts/notification-item';
import { useMarkRead } from '../lib/alerts/use-mark-read';

const t = alertsTexts.center;

function NotificationList({ user }: { user: SessionUser }) {
  const query = useInfiniteQuery(notificationQueries.pages(user.userCode));
  const { markRead, markAllRead } = useMarkRead(user.userCode);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const last = query.data?.pages.at(-1);

  if (query.isPending) return <Spinner label={messages.common.loading} size="lg" />;
  if (query.isError && !query.data) return <RetryAlert message={t.loadError} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <p className="notifications-page__empty">{t.empty}</p>;

  return (
    <>
      <div className="notifications-page__bar">
        <p className="notifications-page__summary">{last ? t.summary(last.unread, last.total) : null}</p>
        {last && last.unread > 0 ? (
          <button type="button" className="lt-btn lt-btn--secondary" onClick={() => void markAllRead()}>
            {t.markAllRead}
          </button>
        ) : null}
      </div>
      <NotificationItems items={items} className="notifications-page__list" markRead={markRead} />
      {query.hasNextPage ? (
        <button
          type="button"
          className="lt-btn lt-btn--secondary notifications-page__more"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? messages.common.loading : t.loadMore}
        </button>
      ) : null}
    </>
  );
}

/** /page/notificaciones: every notification, newest first, twenty at a time; mark one or all as read. */
export function NotificationsPage() {
  const titleId = useId();
  const user = useSessionUser();
  return (
    <section className="lt-container notifications-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t.title}</h1>
      {user ? <NotificationList user={user} /> : <Spinner label={messages.common.loading} size="lg" />}
    </section>
  );
}

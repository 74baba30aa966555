import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { paths, type SessionUser } from '@lotengo/shared';
import { useAlertEvents } from '@lotengo/shared/alerts';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { notificationQueries } from '../lib/alerts/notification-queries';
import { NotificationItems } from '../lib/alerts/notification-item';
import { useAlertChannel } from '../lib/alerts/use-alert-channel';
import { useMarkRead } from '../lib/alerts/use-mark-read';

const t = alertsTexts.center;

/**
 * The header's notification centre: a bell whose name says the unread count ("Notificaciones, 3
 * nuevas") and a panel with the latest ones (a disclosure: Escape or a click outside closes it and
 * focus goes back to the bell). It owns the page's live channel, so the count moves without a reload.
 * The panel's data is the same call as the count: opening it never waits for the network.
 */
export function NotificationBell({ user }: { user: SessionUser }) {
  const { userCode } = user;
  const latest = useQuery(notificationQueries.latest(userCode));
  const items = latest.data?.items ?? [];
  const unread = latest.data?.unread ?? 0;
  // Resume from where the first answer stands: nothing is missed between it and the stream's opening.
  const channelMode = useAlertChannel(
    userCode,
    latest.isSuccess || latest.isError,
    latest.data ? items.reduce((max, n) => Math.max(max, n.eventId), latest.data.lastEventId) : undefined,
  );
  const { markRead, markAllRead } = useMarkRead(userCode);

  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();

  useAlertEvents((e) => {
    if (e.type === 'notification') setAnnouncement(`${t.arrived}: ${e.event.notification.title}`);
  });

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="alert-bell" ref={rootRef} data-alert-channel={channelMode}>
      <button
        ref={buttonRef}
        type="button"
        className="alert-bell__button"
        aria-label={t.bell(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="alert-bell__icon" aria-hidden="true" />
        {unread > 0 ? (
          <span className="alert-bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      <div id={panelId} className="alert-panel" role="region" aria-labelledby={headingId} hidden={!open}>
        <div className="alert-panel__head">
          <h2 id={headingId} className="alert-panel__title">
            {t.panelLabel}
          </h2>
          {unread > 0 ? (
            <button type="button" className="alert-panel__all" onClick={() => void markAllRead()}>
              {t.markAllRead}
            </button>
          ) : null}
        </div>
        {latest.isError ? (
          <p className="alert-panel__empty" role="alert">
            {t.loadError}
          </p>
        ) : items.length === 0 ? (
          <p className="alert-panel__empty">{latest.isPending ? '' : t.empty}</p>
        ) : (
          <NotificationItems items={items} markRead={markRead} onOpen={() => setOpen(false)} />
        )}
        <Link to={paths.notifications} className="alert-panel__more" onClick={() => setOpen(false)}>
          {t.seeAll}
        </Link>
      </div>
    </div>
  );
}

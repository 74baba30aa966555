import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidateInbox, offerQueries, useCapability, type NotificationKind } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { emitAlertEvent, openAlertChannel, type AlertChannelMode } from '@lotengo/shared/alerts';
import { addNotification, notificationQueries, replaceNotification, setUnread } from './notification-queries';

/** Notifications about offers and visits: "Mis Ofertas" and its badge are stale too (the polling fallback has no offer
 * events). */
const OFFER_KINDS: ReadonlySet<NotificationKind> = new Set([
  'offer-received',
  'offer-liked',
  'offer-rejected',
  'visit-booked',
  'visit-cancelled',
  'offer-withdrawn',
]);

function refreshAll(client: QueryClient, userCode: number) {
  void client.invalidateQueries({ queryKey: notificationQueries.all(userCode) });
  void invalidateInbox(client);
}

/**
 * The page's one live channel (Server-Sent Events, polling where blocked), opened once the bell's list
 * has answered (`ready`) and resuming from where that answer stands (`lastEventId`; undefined when it
 * failed), so nothing made in between is lost and nothing is shown twice. Each event updates the query
 * caches the header and the remotes read, and is passed on to them (@lotengo/shared/alerts'
 * subscribeAlertEvents). A backend without the live channel (GET /capabilities: `notificationStream`) is
 * polled from the start. Answers how the channel is connected.
 */
export function useAlertChannel(userCode: number, ready: boolean, lastEventId: number | undefined): AlertChannelMode {
  const client = useQueryClient();
  const [mode, setMode] = useState<AlertChannelMode>('closed');
  const hasStream = useCapability('notificationStream');
  useEffect(() => {
    if (!ready || hasStream === undefined) return undefined;
    const channel = openAlertChannel(
      {
        getStreamUrl: (after) => api.getStreamUrl(after),
        poll: (after) => api.getNotifications(userCode, { afterEventId: after }),
        lastEventId,
        ...(hasStream ? {} : { createEventSource: null }),
      },
      {
        onNotification: (e) => {
          addNotification(client, userCode, e.notification, e.unread);
          if (OFFER_KINDS.has(e.notification.kind)) void invalidateInbox(client);
          emitAlertEvent({ type: 'notification', event: e });
        },
        onNotificationUpdated: (e) => replaceNotification(client, userCode, e.notification, e.unread),
        onUnread: (e) => setUnread(client, userCode, e.unread),
        onOffer: (e) => {
          // The seeker's badge moves at once; every offer list (and the badge) is refetched behind it.
          if (e.inboxUnread !== undefined) client.setQueryData(offerQueries.unread(userCode).queryKey, e.inboxUnread);
          void invalidateInbox(client);
          emitAlertEvent({ type: 'offer', event: e });
        },
        onResync: () => {
          refreshAll(client, userCode);
          emitAlertEvent({ type: 'resync' });
        },
        onMode: setMode,
      },
    );
    return () => channel.close();
    // lastEventId is read once, when the channel opens: later ones come from the channel itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, userCode, ready, hasStream]);
  return mode;
}

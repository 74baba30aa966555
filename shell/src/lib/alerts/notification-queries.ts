import { queryOptions, infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { type Notification, type NotificationPage } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';

/** How many the header's panel shows; the page loads NOTIFICATIONS_PAGE_SIZE at a time. */
export const PANEL_SIZE = 5;
const PAGE_SIZE = 20;

const root = (userCode: number) => ['notifications', userCode] as const;

/**
 * My notifications: the latest few (the bell's count and its panel, one call for both) and every one,
 * page by page (the notifications page). The live channel writes into both caches.
 */
export const notificationQueries = {
  all: root,
  latest: (userCode: number) =>
    queryOptions({
      queryKey: [...root(userCode), 'latest'],
      queryFn: () => api.getNotifications(userCode, { page: 1, pageSize: PANEL_SIZE }),
      staleTime: 60_000,
    }),
  pages: (userCode: number) =>
    infiniteQueryOptions({
      queryKey: [...root(userCode), 'pages'],
      queryFn: ({ pageParam }) => api.getNotifications(userCode, { page: pageParam, pageSize: PAGE_SIZE }),
      initialPageParam: 1,
      getNextPageParam: (last: NotificationPage) =>
        last.page * last.pageSize < last.total ? last.page + 1 : undefined,
      staleTime: 0,
    }),
};

type Pages = InfiniteData<NotificationPage, number>;

/** Every cached copy of my notifications gets `edit` (items) and the new unread count. */
function editCaches(
  client: QueryClient,
  userCode: number,
  edit: (items: Notification[]) => Notification[],
  unread: number,
): void {
  const page = (p: NotificationPage): NotificationPage => ({ ...p, items: edit(p.items), unread });
  client.setQueryData<NotificationPage>(notificationQueries.latest(userCode).queryKey, (p) => p && page(p));
  client.setQueryData<Pages>(
    notificationQueries.pages(userCode).queryKey,
    (d) => d && { ...d, pages: d.pages.map(page) },
  );
}

/**
 * After a live write into the panel's cache: a fetch of the panel already on its way started before the
 * event and would land with the count from before it. Invalidating cancels it without a trace
 * (`cancelRefetch`, TanStack Query's default) and asks again, so the answer that lands includes the event
 * and whatever that fetch was for (a resync after lost events). A panel with no answer yet asks too.
 */
function refetchIfStale(client: QueryClient, queryKey: readonly unknown[]): void {
  // Without data a refetch would join the fetch on its way: that one is cancelled first (nothing to revert).
  if (client.getQueryData(queryKey) === undefined)
    void client.cancelQueries({ queryKey }).then(() => client.invalidateQueries({ queryKey }));
  else if (client.isFetching({ queryKey }) > 0) void client.invalidateQueries({ queryKey });
}

/**
 * A notification arrived (stream or polling): first in the panel, once; the page refetches its order.
 * Synchronous, so events apply in the order they arrive.
 */
export function addNotification(client: QueryClient, userCode: number, n: Notification, unread: number): void {
  const latest = notificationQueries.latest(userCode).queryKey;
  client.setQueryData<NotificationPage>(latest, (p) =>
    p
      ? {
          ...p,
          items: [n, ...p.items.filter((i) => i.notificationId !== n.notificationId)].slice(0, PANEL_SIZE),
          total: p.total + (p.items.some((i) => i.notificationId === n.notificationId) ? 0 : 1),
          unread,
        }
      : p,
  );
  refetchIfStale(client, latest);
  void client.invalidateQueries({ queryKey: notificationQueries.pages(userCode).queryKey });
}

/** A notification changed (read elsewhere, a reason added): replace it where it is shown. */
export function replaceNotification(client: QueryClient, userCode: number, n: Notification, unread: number): void {
  editCaches(client, userCode, (items) => items.map((i) => (i.notificationId === n.notificationId ? n : i)), unread);
}

/** The server's unread count now (the stream's event, a mark as read): a fetch from before it is asked again. */
export function setUnread(client: QueryClient, userCode: number, unread: number): void {
  editCaches(client, userCode, (items) => items, unread);
  refetchIfStale(client, notificationQueries.latest(userCode).queryKey);
}

/** Marked read here: shown read at once, whatever the answer takes. */
export function markReadInCaches(
  client: QueryClient,
  userCode: number,
  notificationId: number | 'all',
  unread: number,
  readAt: string,
): void {
  editCaches(
    client,
    userCode,
    (items) =>
      items.map((i) =>
        i.readAt === null && (notificationId === 'all' || i.notificationId === notificationId) ? { ...i, readAt } : i,
      ),
    unread,
  );
}

/** The unread count as last known (0 before the first answer). */
export const unreadOf = (client: QueryClient, userCode: number): number =>
  client.getQueryData<NotificationPage>(notificationQueries.latest(userCode).queryKey)?.unread ?? 0;

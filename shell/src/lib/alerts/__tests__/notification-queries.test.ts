/**
 * The bell's count when a live event and a fetch of the panel cross: the event's count (the server's,
 * after the event) wins over a fetch that started before it and answers after it.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { NotificationPage } from '@lotengo/shared';
import { SEEKER, fakeApi, makeNotification, makeNotificationPage } from '@lotengo/shared/testing';
import { addNotification, notificationQueries, setUnread, unreadOf } from '../notification-queries';

const note = (id: number) => makeNotification({ notificationId: id, createdAt: new Date().toISOString() });
const page = makeNotificationPage;

/** A fetch of the panel that answers only when told to. */
function slowFetch(answer: NotificationPage) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  fakeApi({ getNotifications: () => gate.then(() => answer) });
  return release;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('notification caches against a fetch in flight', () => {
  test('an arrival during the first fetch: the panel asks again and shows it, the older answer is dropped', async () => {
    const qc = client();
    const release = slowFetch(page([], 0));
    // The bell: an observer whose first fetch is on its way.
    const bell = new QueryObserver(qc, notificationQueries.latest(SEEKER.userCode));
    const seen: NotificationPage[] = [];
    const stop = bell.subscribe((r) => r.data && seen.push(r.data));
    fakeApi({ getNotifications: async () => page([note(7)], 1) });
    await addNotification(qc, SEEKER.userCode, note(7), 1);
    release();
    await waitFor(() => expect(unreadOf(qc, SEEKER.userCode)).toBe(1));
    expect(qc.getQueryData<NotificationPage>(notificationQueries.latest(SEEKER.userCode).queryKey)?.items.map((n) => n.notificationId)).toEqual([7]);
    // The answer from before the arrival was never shown.
    expect(seen.map((p) => p.unread)).not.toContain(0);
    stop();
  });

  /** The bell showing `shown`, then refetching: the refetch answers `stale` only when released. */
  async function bellRefetching(qc: QueryClient, shown: NotificationPage, stale: NotificationPage) {
    fakeApi({ getNotifications: async () => shown });
    const bell = new QueryObserver(qc, notificationQueries.latest(SEEKER.userCode));
    const stop = bell.subscribe(() => undefined);
    await waitFor(() => expect(bell.getCurrentResult().data).toEqual(shown));
    const release = slowFetch(stale);
    const refetch = bell.refetch();
    await waitFor(() => expect(bell.getCurrentResult().isFetching).toBe(true));
    return { release, refetch, stop };
  }

  test('an arrival while a refetch is on its way: the event\'s count stays, the stale answer never lands', async () => {
    const qc = client();
    const { release, refetch, stop } = await bellRefetching(qc, page([note(1)], 1), page([note(1)], 1));
    await addNotification(qc, SEEKER.userCode, note(2), 2);
    release();
    await refetch;
    expect(unreadOf(qc, SEEKER.userCode)).toBe(2);
    expect(qc.getQueryData<NotificationPage>(notificationQueries.latest(SEEKER.userCode).queryKey)?.items.map((n) => n.notificationId)).toEqual([2, 1]);
    stop();
  });

  test('an unread count from the server while a refetch is on its way wins over it', async () => {
    const qc = client();
    const { release, refetch, stop } = await bellRefetching(qc, page([note(1)], 1), page([note(1)], 1));
    await setUnread(qc, SEEKER.userCode, 0);
    release();
    await refetch;
    expect(unreadOf(qc, SEEKER.userCode)).toBe(0);
    stop();
  });
});

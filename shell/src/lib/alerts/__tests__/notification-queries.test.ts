/**
 * The bell's count when a live event and a fetch of the panel cross: the event's count (the server's,
 * after the event) wins over a fetch that started before it and answers after it.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { NotificationPage } from '@lotengo/shared';
import { SEEKER, fakeApi, makeNotification, makeNotificationPage } from '@lotengo/shared/testing';
import {
  addNotification,
  notificationQueries,
  replaceNotification,
  setUnread,
  unreadOf,
} from '../notification-queries';

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
  test(
    'an arrival during the first fetch: the panel asks again and shows it, the ' + 'older answer is dropped',
    async () => {
      const qc = client();
      const release = slowFetch(page([], 0));
      // The bell: an observer whose first fetch is on its way.
      const bell = new QueryObserver(qc, notificationQueries.latest(SEEKER.userCode));
      const seen: NotificationPage[] = [];
      const stop = bell.subscribe((r) => r.data && seen.push(r.data));
      fakeApi({ getNotifications: async () => page([note(7)], 1) });
      addNotification(qc, SEEKER.userCode, note(7), 1);
      release();
      await waitFor(() => expect(unreadOf(qc, SEEKER.userCode)).toBe(1));
      expect(
        qc
          .getQueryData<NotificationPage>(notificationQueries.latest(SEEKER.userCode).queryKey)
          ?.items.map((n) => n.notificationId),
      ).toEqual([7]);
      // The answer from before the arrival was never shown.
      expect(seen.map((p) => p.unread)).not.toContain(0);
      stop();
    },
  );

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

  /** Waits until no fetch of the panel is on its way (the last answer has landed). */
  const settled = (qc: QueryClient) => waitFor(() => expect(qc.isFetching()).toBe(0));
  const panel = (qc: QueryClient) =>
    qc.getQueryData<NotificationPage>(notificationQueries.latest(SEEKER.userCode).queryKey);

  test("an arrival while a refetch is on its way: the event's count stays, the stale answer never lands", async () => {
    const qc = client();
    const { release, refetch, stop } = await bellRefetching(qc, page([note(1)], 1), page([note(1)], 1));
    // The server after the event: what a fetch that starts now answers.
    fakeApi({ getNotifications: async () => page([note(2), note(1)], 2) });
    addNotification(qc, SEEKER.userCode, note(2), 2);
    expect(unreadOf(qc, SEEKER.userCode)).toBe(2);
    release();
    await refetch;
    await settled(qc);
    expect(unreadOf(qc, SEEKER.userCode)).toBe(2);
    expect(panel(qc)?.items.map((n) => n.notificationId)).toEqual([2, 1]);
    stop();
  });

  test('an unread count from the server while a refetch is on its way wins over it', async () => {
    const qc = client();
    const { release, refetch, stop } = await bellRefetching(qc, page([note(1)], 1), page([note(1)], 1));
    fakeApi({ getNotifications: async () => page([{ ...note(1), readAt: new Date().toISOString() }], 0) });
    setUnread(qc, SEEKER.userCode, 0);
    release();
    await refetch;
    await settled(qc);
    expect(unreadOf(qc, SEEKER.userCode)).toBe(0);
    stop();
  });

  test('an arrival during a resync: the resync is asked again, so what was lost still shows', async () => {
    const qc = client();
    // Shown: 1. Lost while the channel was down: 5. The resync's refetch is on its way when 6 arrives.
    const { release, refetch, stop } = await bellRefetching(qc, page([note(1)], 1), page([note(5), note(1)], 2));
    fakeApi({ getNotifications: async () => page([note(6), note(5), note(1)], 3) });
    addNotification(qc, SEEKER.userCode, note(6), 3);
    release();
    await refetch;
    await settled(qc);
    expect(panel(qc)?.items.map((n) => n.notificationId)).toEqual([6, 5, 1]);
    expect(unreadOf(qc, SEEKER.userCode)).toBe(3);
    stop();
  });

  test('events apply in the order they arrive: a change right after an arrival is not undone by it', () => {
    const qc = client();
    qc.setQueryData(notificationQueries.latest(SEEKER.userCode).queryKey, page([note(1)], 1));
    addNotification(qc, SEEKER.userCode, note(2), 2);
    replaceNotification(qc, SEEKER.userCode, { ...note(2), readAt: '2026-11-26T12:00:00.000Z' }, 1);
    expect(panel(qc)?.items.map((n) => [n.notificationId, n.readAt])).toEqual([
      [2, '2026-11-26T12:00:00.000Z'],
      [1, null],
    ]);
    expect(unreadOf(qc, SEEKER.userCode)).toBe(1);
  });
});

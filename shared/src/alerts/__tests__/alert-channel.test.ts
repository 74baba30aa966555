import type { NotificationPage } from '../../contracts/alerts';
import { openAlertChannel, type AlertChannelMode, type EventSourceLike } from '..';

/** A stand-in EventSource the test drives: open, push events, fail. */
class FakeSource implements EventSourceLike {
  static all: FakeSource[] = [];
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(name: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  push(name: string, data: unknown, id?: number) {
    const e = new MessageEvent(name, { data: JSON.stringify(data), lastEventId: id === undefined ? '' : String(id) });
    for (const fn of this.listeners.get(name) ?? []) fn(e);
  }
}

const notification = (eventId: number) => ({
  notificationId: eventId,
  userCode: 2,
  kind: 'offer-received' as const,
  subject: { idInboxProperty: eventId },
  title: 'Te enviaron una propiedad',
  body: '…',
  link: '/page/buzon',
  createdAt: '2026-11-25T10:00:00.000Z',
  readAt: null,
  eventId,
});
const offer = {
  change: 'created',
  role: 'seeker',
  idInboxProperty: 3,
  houseRequestId: 5,
  propertyId: 4,
  isAccepted: 0,
  requestState: 'active',
  inboxUnread: 1,
};
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  FakeSource.all = [];
});

it(
  'opens the stream with a ticket URL resuming after the last event shown, and delivers ' + 'each event once, typed',
  async () => {
    const getStreamUrl = jest.fn(
      async (last?: number) =>
        `http://api.test/stream?ticket=t${FakeSource.all.length}${last ? `&lastEventId=${last}` : ''}`,
    );
    const seen: number[] = [];
    const offers: unknown[] = [];
    const modes: AlertChannelMode[] = [];
    const channel = openAlertChannel(
      { getStreamUrl, poll: jest.fn(), lastEventId: 10, createEventSource: (url) => new FakeSource(url) },
      {
        onNotification: (e) => seen.push(e.notification.eventId),
        onOffer: (e) => offers.push(e),
        onMode: (m) => modes.push(m),
      },
    );
    await flush();
    expect(getStreamUrl).toHaveBeenCalledWith(10);
    const es = FakeSource.all[0]!;
    es.open();
    es.push('notification', { notification: notification(11), unread: 1 }, 11);
    es.push('notification', { notification: notification(11), unread: 1 }, 11);
    es.push('offer', offer, 12);
    es.push('notification', { notification: { broken: true }, unread: 1 }, 13);
    expect(seen).toEqual([11]);
    expect(offers).toEqual([offer]);
    expect(channel.lastEventId()).toBe(13);
    expect(modes).toEqual(['connecting', 'stream']);

    // Dropped: a new ticket, resuming after the last id; a replayed event is not shown again.
    es.fail();
    expect(es.closed).toBe(true);
    await new Promise((r) => setTimeout(r, 1100));
    expect(getStreamUrl).toHaveBeenLastCalledWith(13);
    const again = FakeSource.all[1]!;
    again.open();
    again.push('notification', { notification: notification(11), unread: 1 }, 11);
    again.push('notification', { notification: notification(14), unread: 2 }, 14);
    expect(seen).toEqual([11, 14]);
    channel.close();
    expect(again.closed).toBe(true);
  },
);

it('resumes from a known position even at 0 (a member with nothing yet), live only when unknown', async () => {
  const getStreamUrl = jest.fn(async (last?: number) => `http://api.test/stream?ticket=t&lastEventId=${last}`);
  const atZero = openAlertChannel(
    { getStreamUrl, poll: jest.fn(), lastEventId: 0, createEventSource: (url) => new FakeSource(url) },
    {},
  );
  await flush();
  expect(getStreamUrl).toHaveBeenLastCalledWith(0);
  atZero.close();

  const unknown = openAlertChannel(
    { getStreamUrl, poll: jest.fn(), createEventSource: (url) => new FakeSource(url) },
    {},
  );
  await flush();
  expect(getStreamUrl).toHaveBeenLastCalledWith(undefined);
  unknown.close();
});

/** Resolves once `ok()` holds (checked every 5 ms), or after `ms`: the assertions that follow then say what is missing.
 */
async function until(ok: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
}

it(
  'falls back to polling after repeated failures (or without EventSource), and ' + 'delivers only what is new',
  async () => {
    const pages: NotificationPage[] = [
      { items: [notification(6), notification(5)], page: 1, pageSize: 20, total: 2, unread: 2, lastEventId: 0 },
      { items: [notification(6)], page: 1, pageSize: 20, total: 1, unread: 2, lastEventId: 0 },
    ];
    const poll = jest.fn(
      async (_after: number) =>
        pages.shift() ?? { items: [], page: 1, pageSize: 20, total: 0, unread: 2, lastEventId: 0 },
    );
    const seen: number[] = [];
    const modes: AlertChannelMode[] = [];
    const channel = openAlertChannel(
      { getStreamUrl: jest.fn(), poll, lastEventId: 4, createEventSource: null, pollMs: 5 },
      { onNotification: (e) => seen.push(e.notification.eventId), onMode: (m) => modes.push(m) },
    );
    // Real timers: wait for the second poll, however loaded the machine (a fixed 40 ms was flaky in CI).
    await until(() => poll.mock.calls.length >= 2 && seen.length >= 2);
    channel.close();
    expect(poll.mock.calls[0]).toEqual([4]);
    expect(poll.mock.calls[1]).toEqual([6]);
    expect(seen).toEqual([5, 6]);
    expect(modes[0]).toBe('polling');

    // A stream that keeps failing ends in polling too.
    const failing = openAlertChannel(
      {
        getStreamUrl: async () => 'http://api.test/stream',
        poll: async () => ({ items: [], page: 1, pageSize: 20, total: 0, unread: 0, lastEventId: 0 }),
        createEventSource: (url) => new FakeSource(url),
        maxFailures: 2,
        retryDelayMs: () => 1,
        pollMs: 1000,
      },
      { onMode: (m) => modes.push(m) },
    );
    await flush();
    FakeSource.all[0]!.fail();
    await until(() => FakeSource.all.length >= 2);
    FakeSource.all[1]!.fail();
    await flush();
    expect(modes.at(-1)).toBe('polling');
    failing.close();
  },
);

it(
  'a stream superseded by a newer tab of the same member polls instead of reconnecting (and tries ' +
    'the stream again later)',
  async () => {
    const poll = jest.fn(async (_after: number) => ({
      items: [notification(21)],
      page: 1,
      pageSize: 20,
      total: 1,
      unread: 1,
      lastEventId: 21,
    }));
    const getStreamUrl = jest.fn(async () => `http://api.test/stream?ticket=t${FakeSource.all.length}`);
    const seen: number[] = [];
    const modes: AlertChannelMode[] = [];
    const channel = openAlertChannel(
      {
        getStreamUrl,
        poll,
        lastEventId: 20,
        createEventSource: (url) => new FakeSource(url),
        pollMs: 5,
        retryStreamEvery: 3,
      },
      { onNotification: (e) => seen.push(e.notification.eventId), onMode: (m) => modes.push(m) },
    );
    await flush();
    const es = FakeSource.all[0]!;
    es.open();
    es.push('superseded', { reason: 'otra pestaña' });
    expect(es.closed).toBe(true);
    // A close after the event (the server ends the response) is not a failure to reconnect from.
    es.fail();
    await until(() => poll.mock.calls.length >= 1 && seen.length >= 1);
    expect(modes).toEqual(['connecting', 'stream', 'polling']);
    expect(poll).toHaveBeenCalledWith(20);
    expect(seen).toEqual([21]);
    expect(getStreamUrl).toHaveBeenCalledTimes(1);
    // Every retryStreamEvery polls the stream is tried again, as in the usual fallback.
    await until(() => FakeSource.all.length >= 2);
    expect(getStreamUrl).toHaveBeenCalledTimes(2);
    channel.close();
  },
);

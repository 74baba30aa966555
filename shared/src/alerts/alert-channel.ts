import {
  notificationEventSchema,
  offerEventSchema,
  STREAM_EVENTS,
  STREAM_POLL_FALLBACK_SECONDS,
  unreadEventSchema,
  type NotificationEvent,
  type NotificationPage,
  type OfferEvent,
  type UnreadEvent,
} from '../contracts/alerts';

export type AlertChannelMode = 'connecting' | 'stream' | 'polling' | 'closed';

export interface AlertChannelHandlers {
  onNotification?(e: NotificationEvent): void;
  onNotificationUpdated?(e: NotificationEvent): void;
  onUnread?(e: UnreadEvent): void;
  onOffer?(e: OfferEvent): void;
  /** The server could not replay everything missed: refetch the lists. */
  onResync?(): void;
  onMode?(mode: AlertChannelMode): void;
}

/** What the channel needs from the browser: the EventSource API (absent in some environments). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void): void;
  close(): void;
  onopen: ((e: Event) => void) | null;
  onerror: ((e: Event) => void) | null;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface AlertChannelOptions {
  /** A stream URL with a fresh ticket (api.getStreamUrl). */
  getStreamUrl(lastEventId?: number): Promise<string>;
  /** The fallback: my notifications after an event (api.getNotifications(userCode, { afterEventId })). */
  poll(afterEventId: number): Promise<NotificationPage>;
  /**
   * Where the list shown stands (its answer's `lastEventId`, or its highest eventId): the stream resumes
   * after it, even at 0, so what happened between the list's answer and the stream's opening is replayed.
   * Unknown (the list failed): the stream starts live.
   */
  lastEventId?: number;
  /** Default: the browser's EventSource; none → polling. */
  createEventSource?: EventSourceFactory | null;
  /** Consecutive failures to open the stream before polling instead. */
  maxFailures?: number;
  pollMs?: number;
  /** While polling, the stream is tried again every this many polls. */
  retryStreamEvery?: number;
  retryDelayMs?(failures: number): number;
}

const browserEventSource = (): EventSourceFactory | null =>
  typeof EventSource === 'undefined' ? null : (url) => new EventSource(url);

/**
 * The live channel the shell opens for a signed-in user (one per tab) and hands to whoever shows
 * notifications or offers. It resumes after a dropped connection from the last event id (a new ticket
 * each time: a ticket is good once), never delivers an event twice, and falls back to polling the
 * notifications list where the stream is blocked.
 */
export function openAlertChannel(
  options: AlertChannelOptions,
  handlers: AlertChannelHandlers,
): { close(): void; lastEventId(): number } {
  const createEventSource = options.createEventSource === undefined ? browserEventSource() : options.createEventSource;
  const maxFailures = options.maxFailures ?? 3;
  const pollMs = options.pollMs ?? STREAM_POLL_FALLBACK_SECONDS * 1000;
  // About once a minute.
  const retryStreamEvery = options.retryStreamEvery ?? 30;
  // Jittered: after an API restart every open tab reconnects, and not all in the same instant.
  const retryDelay =
    options.retryDelayMs ?? ((n: number) => Math.min(30_000, 1000 * 2 ** (n - 1)) * (0.75 + Math.random() * 0.25));
  let lastId = options.lastEventId ?? 0;
  const resumable = options.lastEventId !== undefined;
  let failures = 0;
  let closed = false;
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polls = 0;

  const mode = (m: AlertChannelMode) => handlers.onMode?.(m);
  /** Once per id: a replay after a reconnection never repeats what was shown. */
  const fresh = (raw: string) => {
    const id = Number(raw);
    if (!raw || !Number.isFinite(id)) return true;
    if (id <= lastId) return false;
    lastId = id;
    return true;
  };
  const listen = <T>(
    es: EventSourceLike,
    name: string,
    parse: (v: unknown) => { success: boolean; data?: T },
    deliver: ((v: T) => void) | undefined,
  ) => {
    es.addEventListener(name, ({ data, lastEventId }) => {
      if (!fresh(lastEventId)) return;
      let value: unknown;
      try {
        value = JSON.parse(data);
      } catch {
        return;
      }
      const parsed = parse(value);
      if (parsed.success) deliver?.(parsed.data as T);
    });
  };

  async function connect(): Promise<void> {
    if (closed) return;
    if (!createEventSource) return startPolling();
    mode('connecting');
    let url: string;
    try {
      url = await options.getStreamUrl(resumable || lastId > 0 ? lastId : undefined);
    } catch {
      return failed();
    }
    if (closed) return;
    const es = createEventSource(url);
    source = es;
    listen(es, STREAM_EVENTS.notification, (v) => notificationEventSchema.safeParse(v), handlers.onNotification);
    listen(
      es,
      STREAM_EVENTS.notificationUpdated,
      (v) => notificationEventSchema.safeParse(v),
      handlers.onNotificationUpdated,
    );
    listen(es, STREAM_EVENTS.unread, (v) => unreadEventSchema.safeParse(v), handlers.onUnread);
    listen(es, STREAM_EVENTS.offer, (v) => offerEventSchema.safeParse(v), handlers.onOffer);
    es.addEventListener(STREAM_EVENTS.resync, () => handlers.onResync?.());
    // The member opened too many streams and this was the oldest: poll, as where the stream is blocked
    // (the stream is tried again now and then), instead of reconnecting and pushing out another tab.
    es.addEventListener(STREAM_EVENTS.superseded, () => {
      es.close();
      if (source === es) source = null;
      clearTimeout(timer);
      startPolling();
    });
    es.onopen = () => {
      failures = 0;
      mode('stream');
    };
    // The browser would retry with the same (now used) ticket: close and reconnect with a new one.
    es.onerror = () => {
      // A source already given up (superseded, closed) has nothing left to retry.
      if (source !== es) return;
      es.close();
      source = null;
      failed();
    };
  }

  function failed(): void {
    if (closed) return;
    failures++;
    if (failures >= maxFailures) startPolling();
    else timer = setTimeout(() => void connect(), retryDelay(failures));
  }

  function startPolling(): void {
    mode('polling');
    const tick = async () => {
      if (closed) return;
      try {
        const page = await options.poll(lastId);
        for (const n of [...page.items].sort((a, b) => a.eventId - b.eventId)) {
          if (fresh(String(n.eventId))) handlers.onNotification?.({ notification: n, unread: page.unread });
        }
      } catch {
        // Offline for a moment: the next tick tries again.
      }
      if (closed) return;
      polls++;
      if (createEventSource && polls % retryStreamEvery === 0) {
        failures = maxFailures - 1;
        void connect();
      } else timer = setTimeout(() => void tick(), pollMs);
    };
    timer = setTimeout(() => void tick(), 0);
  }

  void connect();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
      source = null;
      mode('closed');
    },
    lastEventId: () => lastId,
  };
}

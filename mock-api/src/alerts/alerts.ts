import type { Store } from '../db/store';
import type { Catalog } from '../domain/catalog';
import type { MailHealth } from '@lotengo/shared/contracts/operations';
import { DEFAULT_MAIL_POLICY, MailOutbox, type MailPolicy } from '../mail/mail-outbox';
import { EventHub } from './event-hub';
import { Outbox } from './outbox';
import { DEFAULT_RETENTION, membersToTrim, type Retention } from './retention';
import { TicketBook } from './tickets';

/** The counter of stream event ids, kept in the db by the changes that hand them out. */
export const EVENT_SEQ = 'eventSeq';

export interface FanOutTiming {
  /** What was published. */
  source: 'request' | 'property';
  /** The whole change: the record, matching, its notifications and their commit, in ms. */
  ms: number;
  created: number;
}

export interface AlertsOptions {
  /** Heartbeat comment interval of open streams (ms). */
  heartbeatMs?: number;
  ticketTtlMs?: number;
  /** Open streams per member (default STREAM_MAX_PER_MEMBER). */
  maxStreamsPerMember?: number;
  /** A stream whose reader has this much unread output is dropped (default: the route's). */
  maxBufferedBytes?: number;
  /** How many and how old notifications each member keeps (default: retention.ts). */
  retention?: Retention;
  /** The daily cap of e-mails per person and the Message-ID domain (mail/settings.ts). */
  mail?: MailPolicy;
  /** Told after each fan-out (the benchmark reads it). */
  onFanOut?: (timing: FanOutTiming) => void;
  log?: (...args: unknown[]) => void;
}

/** What a change's function gets: the outbox of what it announces, its time, and work for after the commit. */
export interface Change {
  /** Its notifications, stream events and e-mails (`out.mail`). */
  out: Outbox;
  /** The change's time (ISO), the same for everything it writes. */
  now: string;
  /** Runs `fn` once the change committed (never if it rolled back): telling someone outside the db. */
  afterCommit(fn: () => void): void;
}

/**
 * Notifications and the live channel, and the one way a route changes data: change().
 */
export class Alerts {
  readonly hub: EventHub;
  readonly tickets: TicketBook;
  readonly retention: Retention;
  readonly mailPolicy: MailPolicy;
  /** Told after a change that queued instant mails committed: the sender (mail/sender.ts) wakes up. */
  onMailQueued: (() => void) | null = null;
  /** The mail sender's state for GET /health (main.ts sets it; no sender: the route says `stopped`). */
  mailHealth: (() => MailHealth) | null = null;

  constructor(
    readonly store: Store,
    readonly catalog: Catalog,
    readonly options: AlertsOptions = {},
  ) {
    this.retention = options.retention ?? DEFAULT_RETENTION;
    this.mailPolicy = options.mail ?? DEFAULT_MAIL_POLICY;
    this.hub = new EventHub(store.counter(EVENT_SEQ), options.maxStreamsPerMember);
    this.tickets = new TicketBook(options.ticketTtlMs);
  }

  /**
   * One change, one transaction (the transactional outbox): `fn` writes its records through the store
   * and what they announce through `out` — notifications, the recipients' retention, the event counter.
   * All of it commits together or, when `fn` throws, none of it; a route answers 2xx only after the
   * commit. Then, and only then, its events go out on the streams and `afterCommit` work runs.
   * The mail outbox joins the same way: `out.mail` writes its rows through the store inside `fn` (the
   * same connection, the same transaction), and its sender is woken once the change committed.
   */
  change<T>(actor: number | null, fn: (c: Change) => T, fanOut?: FanOutTiming['source']): T {
    const started = performance.now();
    const now = new Date().toISOString();
    const mail = new MailOutbox(this.store, this.mailPolicy, now);
    const out = new Outbox(this.store, this.hub, this.retention, actor, now, mail);
    const after: (() => void)[] = [];
    const result = this.store.transaction(() => {
      const value = fn({ out, now, afterCommit: (f) => after.push(f) });
      if (out.events.length) this.store.setCounter(EVENT_SEQ, this.hub.lastId);
      return value;
    });
    this.hub.publish(out.events);
    if (mail.queued) this.onMailQueued?.();
    for (const f of after) f();
    if (fanOut) this.options.onFanOut?.({ source: fanOut, ms: performance.now() - started, created: out.created });
    return result;
  }

  /** Every member's notifications past the retention go (the sweep; a new one trims its recipient's at once). */
  prune(now = Date.now()): number {
    const members = membersToTrim(this.store, this.retention, now);
    if (!members.length) return 0;
    return this.change(null, ({ out }) => members.reduce((n, userCode) => n + out.expire(userCode, now), 0));
  }
}

import type { NotificationKind } from '@lotengo/shared/contracts/alerts';
import type { DbState } from '../db/schema';
import type { Store } from '../db/store';
import type { Catalog } from '../domain/catalog';
import { EventHub } from './event-hub';
import { AlertJournal, journalFileOf, type AlertState } from './journal';
import type { Retention } from './notification-index';
import { Outbox } from './outbox';
import { TicketBook } from './tickets';

export interface FanOutTiming {
  /** What was published. */
  source: 'request' | 'property';
  /** Matching + building the notifications + their durable write, in ms. */
  ms: number;
  created: number;
}

export interface AlertsOptions {
  /** The journal (default: beside the db, `db.alerts.jsonl`). */
  journalFile?: string;
  /** Heartbeat comment interval of open streams (ms). */
  heartbeatMs?: number;
  ticketTtlMs?: number;
  /** Open streams per member (default STREAM_MAX_PER_MEMBER). */
  maxStreamsPerMember?: number;
  /** A stream whose reader has this much unread output is dropped (default: the route's). */
  maxBufferedBytes?: number;
  /** How many and how old notifications each member keeps (default: notification-index.ts). */
  retention?: Retention;
  /** Told after each fan-out (the benchmark reads it). */
  onFanOut?: (timing: FanOutTiming) => void;
  log?: (...args: unknown[]) => void;
  /**
   * Routes answer once what their change announces is journaled too (tests that read the journal
   * right after an answer). Default false: the change itself is durable when the route answers; its
   * notifications reach the disk (and only then the streams) a moment later, off the request's path.
   */
  answerAfterJournal?: boolean;
}

/**
 * Notifications and the live channel. A route first saves its change (Store.mutate), then calls
 * record() with what the change announces: the Outbox builds the notifications and events, their
 * lines go to the journal, and only once they are on disk are the events published.
 */
export class Alerts {
  readonly journal: AlertJournal;
  readonly hub: EventHub;
  readonly tickets: TicketBook;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    readonly store: Store,
    readonly catalog: Catalog,
    readonly options: AlertsOptions = {},
  ) {
    this.journal = new AlertJournal(options.journalFile ?? journalFileOf(store.file), options.retention);
    this.hub = new EventHub(this.journal.state, options.maxStreamsPerMember);
    this.tickets = new TicketBook(options.ticketTtlMs);
  }

  get state(): AlertState {
    return this.journal.state;
  }

  /**
   * Builds what a saved change announces (in memory at once, so the next request sees it), journals
   * it and then publishes its events. The caller does not wait for the journal unless
   * answerAfterJournal is set: a write's fan-out stays off the request's critical path.
   */
  async record<T>(actor: number | null, fn: (out: Outbox, db: DbState) => T, fanOut?: FanOutTiming['source']): Promise<T> {
    const started = performance.now();
    const out = new Outbox(this.hub, this.journal.state, this.store.state, actor, new Date().toISOString());
    const result = fn(out, this.store.state);
    if (out.events.length) out.lines.push({ s: this.journal.state.eventSeq });
    const durable = this.commit(out, fanOut, started);
    this.inFlight.add(durable);
    void durable.finally(() => this.inFlight.delete(durable));
    if (this.options.answerAfterJournal) await durable;
    return result;
  }

  private async commit(out: Outbox, fanOut: FanOutTiming['source'] | undefined, started: number): Promise<void> {
    try {
      await this.journal.append(out.lines);
    } catch (err) {
      // The change itself is saved and acknowledged; what it announces is lost with the disk error.
      (this.options.log ?? console.error)('[mock-api] no se pudieron guardar las notificaciones', err);
      return;
    }
    this.hub.publish(out.events);
    if (fanOut) this.options.onFanOut?.({ source: fanOut, ms: performance.now() - started, created: out.created });
  }

  /** Resolves once everything recorded so far is journaled and published (tests, a clean stop). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  /** Every member's notifications past the retention go (the sweeps call it; a new one trims its recipient's at once). */
  async prune(now = Date.now()): Promise<number> {
    return this.record(null, (out) => {
      let removed = 0;
      for (const userCode of [...this.state.index.members()]) removed += out.expire(userCode, now);
      return removed;
    });
  }

  /** Kinds switched off for a user (absent = all on). */
  async setPreferences(userCode: number, off: NotificationKind[]): Promise<void> {
    const row = { userCode, off };
    const list = this.journal.state.preferences;
    const at = list.findIndex((p) => p.userCode === userCode);
    if (at >= 0) list[at] = row;
    else list.push(row);
    await this.journal.append([{ p: row }]);
  }
}

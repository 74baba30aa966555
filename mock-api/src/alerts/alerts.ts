import type { DbState } from '../db/schema';
import type { Store } from '../db/store';
import type { Catalog } from '../domain/catalog';
import { EventHub } from './event-hub';
import { Outbox } from './outbox';
import { TicketBook } from './tickets';

export interface FanOutTiming {
  /** What was published. */
  source: 'request' | 'property';
  /** Matching + building the notifications + the durable write, in ms. */
  ms: number;
  created: number;
}

export interface AlertsOptions {
  /** Heartbeat comment interval of open streams (ms). */
  heartbeatMs?: number;
  ticketTtlMs?: number;
  /** Told after each fan-out (the benchmark reads it). */
  onFanOut?: (timing: FanOutTiming) => void;
}

/**
 * Notifications and the live channel: changes that announce something go through mutate(), which
 * hands them an Outbox and publishes its events once the change is on disk.
 */
export class Alerts {
  readonly hub: EventHub;
  readonly tickets: TicketBook;

  constructor(
    readonly store: Store,
    readonly catalog: Catalog,
    readonly options: AlertsOptions = {},
  ) {
    this.hub = new EventHub(store.state);
    this.tickets = new TicketBook(options.ticketTtlMs);
  }

  async mutate<T>(actor: number | null, fn: (state: DbState, out: Outbox) => T, fanOut?: FanOutTiming['source']): Promise<T> {
    const started = performance.now();
    let out: Outbox | undefined;
    const result = await this.store.mutate((state) => {
      out = new Outbox(this.hub, state, actor, new Date().toISOString());
      return fn(state, out);
    });
    if (out) {
      this.hub.publish(out.events);
      if (fanOut) this.options.onFanOut?.({ source: fanOut, ms: performance.now() - started, created: out.created });
    }
    return result;
  }
}

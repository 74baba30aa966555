import { STREAM_MAX_PER_MEMBER, type StreamEventName } from '@lotengo/shared/contracts/alerts';

/** One event for one user; `id` grows across all users (so per user too) and survives restarts. */
export interface HubEvent {
  id: number;
  userCode: number;
  event: StreamEventName;
  data: unknown;
}

export interface Subscriber {
  userCode: number;
  send(event: HubEvent): void;
  /** Ends the connection (server shutdown). */
  close(): void;
  /** Ends the connection because its member opened a newer one past the cap (tells the client first). */
  supersede(): void;
}

/** Recent events kept in memory for resuming connections (notifications are also replayable from the db). */
export const REPLAY_BUFFER_SIZE = 5000;

/**
 * Hands out event ids and delivers events to the open streams. The change that uses an id saves the
 * counter in its own transaction, and its events are published only once it committed, in id order: a
 * client never sees an event the server could lose, and ids keep growing across restarts.
 */
export class EventHub {
  private seq: number;
  /** Highest id delivered: replays never go past it, so live events always come after them. */
  private published: number;
  /** Every event with an id ≥ this one is in the buffer. */
  private bufferFrom: number;
  private buffer: HubEvent[] = [];
  private subscribers = new Map<number, Set<Subscriber>>();

  constructor(
    /** The last id handed out before this start (the saved counter). */
    lastId: number,
    /** Open streams per member; a new one past it supersedes that member's oldest. */
    private readonly maxPerMember = STREAM_MAX_PER_MEMBER,
  ) {
    this.seq = lastId;
    this.published = lastId;
    this.bufferFrom = lastId + 1;
  }

  /** The next id; the change that uses it saves the counter (lastId) in its transaction. */
  nextId(): number {
    this.seq += 1;
    return this.seq;
  }

  /** The last id handed out. */
  get lastId(): number {
    return this.seq;
  }

  publish(events: readonly HubEvent[]): void {
    for (const e of events) {
      this.buffer.push(e);
      if (e.id > this.published) this.published = e.id;
      for (const s of this.subscribers.get(e.userCode) ?? []) s.send(e);
    }
    if (this.buffer.length > REPLAY_BUFFER_SIZE) {
      const drop = this.buffer.length - REPLAY_BUFFER_SIZE;
      this.bufferFrom = this.buffer[drop]!.id;
      this.buffer.splice(0, drop);
    }
  }

  get lastPublished(): number {
    return this.published;
  }

  /**
   * Events of `userCode` after `afterId`, from memory. `complete` is false when the buffer no longer
   * holds everything since then (a restart, or a very long absence): the caller replays notifications
   * from the db and tells the client to refetch the rest.
   */
  since(userCode: number, afterId: number): { events: HubEvent[]; complete: boolean } {
    const complete = afterId + 1 >= this.bufferFrom && afterId <= this.published;
    if (!complete) return { events: [], complete };
    // Ids grow along the buffer: start at the first one after afterId instead of filtering it all.
    let lo = 0;
    let hi = this.buffer.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.buffer[mid]!.id <= afterId) lo = mid + 1;
      else hi = mid;
    }
    const events: HubEvent[] = [];
    for (let i = lo; i < this.buffer.length; i++)
      if (this.buffer[i]!.userCode === userCode) events.push(this.buffer[i]!);
    return { events, complete };
  }

  /** Adds an open stream; past the member's cap their oldest (first added) is superseded. */
  subscribe(s: Subscriber): () => void {
    let set = this.subscribers.get(s.userCode);
    if (!set) this.subscribers.set(s.userCode, (set = new Set()));
    set.add(s);
    for (const oldest of set) {
      if (set.size <= this.maxPerMember) break;
      set.delete(oldest);
      oldest.supersede();
    }
    return () => {
      set.delete(s);
      if (!set.size) this.subscribers.delete(s.userCode);
    };
  }

  /** Ends every open stream, so a stopping server is not held open by them. */
  closeAll(): void {
    for (const set of [...this.subscribers.values()]) for (const s of [...set]) s.close();
  }

  connectionsOf(userCode: number): number {
    return this.subscribers.get(userCode)?.size ?? 0;
  }

  get connections(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }
}

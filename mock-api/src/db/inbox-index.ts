import type { StoredInboxEntry } from './schema';

/**
 * The inbox by recipient, by sender and by request, and each recipient's unread count, so a list,
 * a badge or a send touches only one member's offers instead of walking everyone's. Offers are only
 * ever appended (none is removed or replaced), so the index is built once per list and topped up
 * with what was appended since; a reload of the db brings a new list, hence a new index.
 *
 * The unread count is kept, not counted: an offer is marked read through markRead() (the one way
 * the routes do it), never by setting isRead directly.
 */
export class InboxIndex {
  private readonly recipients = new Map<number, StoredInboxEntry[]>();
  private readonly senders = new Map<number, StoredInboxEntry[]>();
  private readonly requests = new Map<number, StoredInboxEntry[]>();
  private readonly unreadCounts = new Map<number, number>();
  private readonly sent = new Set<string>();
  private seen = 0;

  constructor(private readonly list: readonly StoredInboxEntry[]) {}

  /** Takes in what was appended since the last call. */
  refresh(): this {
    for (; this.seen < this.list.length; this.seen++) {
      const e = this.list[this.seen]!;
      push(this.recipients, e.userCode, e);
      push(this.senders, e.senderUserCode, e);
      push(this.requests, e.houseRequestId, e);
      this.sent.add(pairKey(e.propertyId, e.houseRequestId));
      if (e.isRead === 0) this.unreadCounts.set(e.userCode, this.unread(e.userCode) + 1);
    }
    return this;
  }

  /** The offers to a member's requests, oldest first (ids, and so the list, follow creation). */
  to(userCode: number): readonly StoredInboxEntry[] {
    return this.recipients.get(userCode) ?? [];
  }

  /** The offers a member sent, oldest first. */
  from(userCode: number): readonly StoredInboxEntry[] {
    return this.senders.get(userCode) ?? [];
  }

  /** The offers made to one request, oldest first. */
  toRequest(houseRequestId: number): readonly StoredInboxEntry[] {
    return this.requests.get(houseRequestId) ?? [];
  }

  /** Was this property already sent to this request? */
  wasSent(propertyId: number, houseRequestId: number): boolean {
    return this.sent.has(pairKey(propertyId, houseRequestId));
  }

  unread(userCode: number): number {
    return this.unreadCounts.get(userCode) ?? 0;
  }

  /** Marks an offer read (call it inside Store.mutate); keeps its recipient's count right. */
  markRead(e: StoredInboxEntry): void {
    // Counted first (a just-appended offer is still unread), then uncounted.
    this.refresh();
    if (e.isRead !== 0) return;
    e.isRead = 1;
    this.unreadCounts.set(e.userCode, Math.max(0, this.unread(e.userCode) - 1));
  }
}

const pairKey = (propertyId: number, houseRequestId: number) => `${propertyId}:${houseRequestId}`;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const indexes = new WeakMap<readonly StoredInboxEntry[], InboxIndex>();

/** The index of this inbox list, up to date. */
export function inboxIndex(list: readonly StoredInboxEntry[]): InboxIndex {
  let index = indexes.get(list);
  if (!index) indexes.set(list, (index = new InboxIndex(list)));
  return index.refresh();
}

import { inboxIndex } from '../db/inbox-index';
import type { StoredInboxEntry } from '../db/schema';

const entry = (id: number, to: number, from: number, houseRequestId: number, isRead: 0 | 1 = 0): StoredInboxEntry => ({
  idInboxProperty: id,
  propertyId: 100 + id,
  userCode: to,
  houseRequestId,
  senderUserCode: from,
  isAccepted: 0,
  isRead,
  dateInbox: '2026-06-15T10:00:00.000Z',
});

/** What the index must agree with: a walk over everything. */
const walked = (list: StoredInboxEntry[], userCode: number) => list.filter((e) => e.userCode === userCode && e.isRead === 0).length;

describe('inboxIndex', () => {
  it('lists one member’s offers, sent and received, and per request, and tops up with appended ones', () => {
    const list = [entry(1, 1, 2, 10), entry(2, 3, 2, 11, 1), entry(3, 1, 4, 10)];
    expect(inboxIndex(list).to(1).map((e) => e.idInboxProperty)).toEqual([1, 3]);
    expect(inboxIndex(list).from(2).map((e) => e.idInboxProperty)).toEqual([1, 2]);
    expect(inboxIndex(list).toRequest(10).map((e) => e.idInboxProperty)).toEqual([1, 3]);
    list.push(entry(4, 1, 2, 12));
    expect(inboxIndex(list).to(1).map((e) => e.idInboxProperty)).toEqual([1, 3, 4]);
    expect(inboxIndex(list).wasSent(104, 12)).toBe(true);
    expect(inboxIndex(list).wasSent(104, 10)).toBe(false);
    expect(inboxIndex(list).to(99)).toEqual([]);
  });

  it('keeps each member’s unread count equal to a walk over all offers, through appends and reads', () => {
    const list = [entry(1, 1, 2, 10), entry(2, 3, 2, 11, 1), entry(3, 1, 4, 10)];
    expect(inboxIndex(list).unread(1)).toBe(walked(list, 1));
    list.push(entry(4, 1, 2, 12));
    // Marked read before the index saw it: counted and uncounted, never below zero.
    inboxIndex(list).markRead(list[3]!);
    inboxIndex(list).markRead(list[0]!);
    inboxIndex(list).markRead(list[0]!);
    inboxIndex(list).markRead(list[1]!);
    for (const member of [1, 3]) expect(inboxIndex(list).unread(member)).toBe(walked(list, member));
    expect(inboxIndex(list).unread(1)).toBe(1);
  });

  it('a new list (a reload of the db) gets a new index', () => {
    const list = [entry(1, 1, 2, 10)];
    expect(inboxIndex(list).unread(1)).toBe(1);
    const reloaded = [entry(1, 1, 2, 10, 1)];
    expect(inboxIndex(reloaded).unread(1)).toBe(0);
  });
});

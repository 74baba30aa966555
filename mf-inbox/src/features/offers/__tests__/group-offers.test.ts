import { makeHouseRequest, makeInboxEntry } from '@lotengo/shared/testing';
import { countByFilter, groupOffers } from '../group-offers';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

describe('groupOffers', () => {
  const a = makeHouseRequest({ houseRequestId: 1, title: 'Depa en Miraflores' });
  const b = makeHouseRequest({ houseRequestId: 2, title: 'Casa en Surco' });
  const offers = [
    makeInboxEntry({ idInboxProperty: 10, houseRequestId: 1, dateInbox: at(3) }),
    makeInboxEntry({ idInboxProperty: 11, houseRequestId: 2, dateInbox: at(5), isAccepted: 1 }),
    makeInboxEntry({ idInboxProperty: 12, houseRequestId: 1, dateInbox: at(9), isAccepted: 2 }),
    makeInboxEntry({ idInboxProperty: 13, houseRequestId: 2, dateInbox: at(1), isWithdrawn: 1 }),
    makeInboxEntry({ idInboxProperty: 14, houseRequestId: 3, dateInbox: at(2) }),
  ];

  it('groups under each request, the group with the newest offer first, offers newest first', () => {
    const groups = groupOffers(offers, [a, b], 'all');
    expect(groups.map((g) => g.houseRequestId)).toEqual([1, 2, 3]);
    expect(groups[0]!.offers.map((e) => e.idInboxProperty)).toEqual([12, 10]);
    expect(groups[1]!.offers.map((e) => e.idInboxProperty)).toEqual([11, 13]);
    expect(groups[0]!.request?.title).toBe('Depa en Miraflores');
    // A request that could not be read still heads its group.
    expect(groups[2]!.request).toBeUndefined();
  });

  it('filters pending, liked and rejected; withdrawn offers only under "all"', () => {
    expect(groupOffers(offers, [a, b], 'pending').flatMap((g) => g.offers.map((e) => e.idInboxProperty))).toEqual([
      10, 14,
    ]);
    expect(groupOffers(offers, [a, b], 'liked').flatMap((g) => g.offers.map((e) => e.idInboxProperty))).toEqual([11]);
    expect(groupOffers(offers, [a, b], 'rejected').flatMap((g) => g.offers.map((e) => e.idInboxProperty))).toEqual([
      12,
    ]);
    expect(countByFilter(offers)).toEqual({ all: 5, pending: 2, liked: 1, rejected: 1 });
  });
});

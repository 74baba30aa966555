/** The seed's inbox, hours and booking, and the added visits, sent offers, unread counts and reject reasons. */
import { TIME_SLOTS } from '@lotengo/shared/contracts';
import { inDays } from './bodies';
import { codeOf, fact, record, remember } from './facts';
import type { Case, CallSpec, World } from '../types';

const byB = (_w: World, ok: CallSpec): CallSpec => ({ ...ok, who: 'b' });
const own = (who: 'a' | 'b', param = 'userCode'): Case => ({
  call: (w) => ({ who, params: { [param]: codeOf(w, who) } }),
});

interface Slot {
  typeVisit: string;
  date: string;
  hour: string;
}

export const inboxAndVisitsCases = {
  getInbox: own('a', 'id'),
  // B offers B's property to A's request (A's inbox gets it).
  sendToInbox: {
    call: (w) => ({
      who: 'b',
      body: {
        propertyId: fact<number>(w, 'propertyB'),
        userCode: codeOf(w, 'a'),
        houseRequestId: fact<number>(w, 'requestA'),
        isAccepted: 0,
        isRead: 0,
      },
    }),
    learn: (w, answer) => remember(w, 'offerToA', record(answer).idInboxProperty),
    // A offers B's property (not A's) to B's request.
    foreign: (w) => ({
      who: 'a',
      body: {
        propertyId: fact<number>(w, 'propertyB'),
        userCode: codeOf(w, 'b'),
        houseRequestId: fact<number>(w, 'requestB'),
        isAccepted: 0,
        isRead: 0,
      },
    }),
  },
  changeIsAccepted: {
    call: (w) => ({ who: 'a', params: { idInboxProperty: fact<number>(w, 'offerToA'), value: 2 } }),
    foreign: byB,
  },
  registerHours: {
    call: (w) => ({
      who: 'a',
      body: [
        {
          propertyId: fact<number>(w, 'propertyA'),
          typeVisit: 'Presencial',
          dateVisitAvailable: inDays(10),
          hourAvailableDateMin: TIME_SLOTS[0],
        },
      ],
    }),
    learn: (w) => remember(w, 'slot', { typeVisit: 'Presencial', date: inDays(10), hour: TIME_SLOTS[0] }),
    foreign: byB,
  },
  getHoursByProperty: {
    call: (w) => ({ who: null, params: { propertyId: fact<number>(w, 'propertyA') } }),
  },
  getHoursByPropertyAndType: {
    call: (w) => ({
      who: null,
      params: { propertyId: fact<number>(w, 'propertyA'), typeVisit: fact<Slot>(w, 'slot').typeVisit },
    }),
  },
  getHoursByPropertyTypeAndDate: {
    call: (w) => {
      const slot = fact<Slot>(w, 'slot');
      return {
        who: null,
        params: { propertyId: fact<number>(w, 'propertyA'), typeVisit: slot.typeVisit, date: slot.date },
      };
    },
  },
  // B, the seeker of A's offer, books A's slot.
  registerVisit: {
    call: (w) => {
      const slot = fact<Slot>(w, 'slot');
      return {
        who: 'b',
        body: {
          propertyId: fact<number>(w, 'propertyA'),
          userCode: codeOf(w, 'b'),
          idInboxProperty: fact<number>(w, 'offerToB'),
          typeVisit: slot.typeVisit,
          visitDate: slot.date,
          visitHour: slot.hour,
          status: 1,
        },
      };
    },
    learn: (w, answer) => remember(w, 'visit', record(answer).visitId),
    foreign: (_w, ok) => ({ ...ok, who: 'a' }),
  },
  getMyVisits: own('b'),
  getOwnerVisits: own('a'),
  cancelVisit: {
    call: (w) => ({ who: 'b', params: { visitId: fact<number>(w, 'visit') } }),
    // Either party may cancel: only a third member's call is someone else's.
    foreign: (w, ok) =>
      w.members.fresh?.userCode !== undefined
        ? { ...ok, who: 'fresh' }
        : 'los dos lados pueden cancelar y no hay un tercer miembro (añade "fresh" a --tokens)',
  },

  getSentOffers: own('a'),
  getSentPropertyIds: {
    call: (w) => ({ who: 'a', params: { houseRequestId: fact<number>(w, 'requestB') } }),
  },
  getInboxUnreadCount: own('a'),
  markInboxRead: own('a'),
  setRejectReason: {
    call: (w) => ({
      who: 'a',
      params: { idInboxProperty: fact<number>(w, 'offerToA') },
      body: { rejectReason: 'precio' },
    }),
    foreign: byB,
  },
} satisfies Record<string, Case>;

/** The seed's properties and requests, and the added property detail and editing. */
import { BUDGET, propertyBody, requestBody } from './bodies';
import { codeOf, fact, record, remember, type Place } from './facts';
import type { Case, CallSpec } from '../types';

/** The same call made by B, on A's record. */
const byB = (_w: unknown, ok: CallSpec): CallSpec => ({ ...ok, who: 'b' });

const mine = (path: 'userCode' | 'id'): Case => ({
  call: (w) => ({ who: 'a', params: { [path]: codeOf(w, 'a') } }),
});

/** An owner's move on A's property (`:id`), refused to B. */
const onPropertyA = (body?: (w: Parameters<Case['call']>[0]) => unknown): Case => ({
  call: (w) => ({ who: 'a', params: { id: fact<number>(w, 'propertyA') }, body: body?.(w) }),
  foreign: byB,
});

export const propertiesAndRequestsCases = {
  registerProperty: {
    call: (w) => ({ who: 'a', body: propertyBody(w, 'a') }),
    learn: (w, answer) => remember(w, 'propertyA', record(answer).propertyId),
  },
  getProperties: {
    call: () => ({ who: 'a', query: { page: 1, pageSize: 5 } }),
  },
  getUserProperties: mine('userCode'),
  searchUserProperties: {
    call: (w) => ({
      who: 'a',
      params: { userCode: codeOf(w, 'a') },
      body: { ubigeoId: fact<Place>(w, 'place').ubigeoId },
    }),
  },
  getPropertyMatches: mine('userCode'),

  // Before B has any request: nothing of A's property is B's to read.
  getProperty: onPropertyA(),
  updateProperty: onPropertyA((w) => propertyBody(w, 'a', { price: 1600 })),
  closeProperty: onPropertyA(),
  reopenProperty: onPropertyA(),

  searchHouseRequests: {
    call: (w) => ({ who: null, body: { ubigeoId: fact<Place>(w, 'place').ubigeoId, page: 1, pageSize: 12 } }),
  },
  registerHouseRequest: {
    call: (w) => ({ who: 'a', body: requestBody(w, 'a') }),
    learn: (w, answer) => remember(w, 'requestA', record(answer).houseRequestId),
  },
  getPopularHouseRequests: { call: () => ({ who: null }) },
  getMyHouseRequests: mine('userCode'),
  getHouseRequest: {
    call: (w) => ({ who: null, params: { id: fact<number>(w, 'requestA') } }),
  },
  updateHouseRequest: {
    call: (w) => ({
      who: 'a',
      params: { id: fact<number>(w, 'requestA') },
      body: requestBody(w, 'a', { costEnd: BUDGET.costEnd + 500 }),
    }),
    foreign: byB,
  },
  getHouseRequestMatches: mine('userCode'),
} satisfies Record<string, Case>;

// Shared by the Mis Ofertas page tests: one request, its three offers and a visit, over a fake API.
import { screen } from '@testing-library/react';
import { paths, type InboxEntry } from '@lotengo/shared';
import { visitSchema } from '@lotengo/shared/contracts';
import {
  fakeApi,
  makeHouseRequest,
  makeInboxEntry,
  makeProperty,
  renderWithProviders,
  SEEKER,
} from '@lotengo/shared/testing';
import InboxPage from '../../expose/inbox-page';

export const request = makeHouseRequest({
  houseRequestId: 50,
  title: 'Busco depa en Miraflores',
  processType: 'ALQUILAR',
  district: 'MIRAFLORES',
  userCode: SEEKER.userCode,
});
export const flat = makeProperty({ propertyId: 31, title: 'Depa Larco', price: 1500 });
export const house = makeProperty({ propertyId: 32, title: 'Casa sin horarios', price: 2100 });
export const liked = makeProperty({ propertyId: 33, title: 'Depa ya elegido', price: 1800 });
export const entries = (): InboxEntry[] => [
  makeInboxEntry({
    idInboxProperty: 1,
    houseRequestId: 50,
    userCode: SEEKER.userCode,
    propertyDetail: flat,
    dateInbox: '2026-11-20T10:00:00.000Z',
  }),
  makeInboxEntry({
    idInboxProperty: 2,
    houseRequestId: 50,
    userCode: SEEKER.userCode,
    propertyDetail: house,
    dateInbox: '2026-11-21T10:00:00.000Z',
  }),
  makeInboxEntry({
    idInboxProperty: 3,
    houseRequestId: 50,
    userCode: SEEKER.userCode,
    propertyDetail: liked,
    isAccepted: 1,
    isRead: 1,
    dateInbox: '2026-11-19T10:00:00.000Z',
  }),
];
export const visit = visitSchema.parse({
  visitId: 9,
  idInboxProperty: 3,
  propertyId: 33,
  userCode: SEEKER.userCode,
  typeVisit: 'Virtual',
  visitDate: '2026-12-01',
  visitHour: '02:00 pm a 04:00 pm',
  status: 1,
  title: 'Depa ya elegido',
  address: 'Calle Uno 123',
  district: 'MIRAFLORES',
});

export function fakeInbox(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    getInbox: async () => entries(),
    getMyHouseRequests: async () => [request],
    markInboxRead: async () => 2,
    getInboxUnreadCount: async () => 0,
    getMyVisits: async () => [visit],
    // Fetched ahead for the pending offers once the page is idle.
    getHoursByProperty: async () => [],
    ...extra,
  });
}
export const renderPage = (route: string = paths.inbox) =>
  renderWithProviders(<InboxPage />, { session: SEEKER, route });
export const card = (title: string) => screen.getByRole('article', { name: title });

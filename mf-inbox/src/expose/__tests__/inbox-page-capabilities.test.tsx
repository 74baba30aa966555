/**
 * "Mis Ofertas" against what the API has (GET /capabilities): against a backend of the seed's calls only,
 * the offers as before and nothing that needs more — no visits tab, no visit on a card, no sent offers, no
 * reject reason, no "marked read" — and not one call to any of them (the API fence fails the test on one).
 */
import { screen, waitFor, within } from '@testing-library/react';
import {
  SEEKER,
  capabilitiesWithout,
  fakeApi,
  makeInboxEntry,
  makeProperty,
  renderWithProviders,
} from '@lotengo/shared/testing';
import InboxPage from '../inbox-page';
import OfferActions from '../offer-actions';

jest.setTimeout(30_000);

const property = makeProperty({ propertyId: 41, title: 'Depa con vista al parque' });
const offer = makeInboxEntry({ idInboxProperty: 7, userCode: SEEKER.userCode, propertyDetail: property, isRead: 0 });
const rejected = makeInboxEntry({
  idInboxProperty: 8,
  userCode: SEEKER.userCode,
  propertyDetail: makeProperty({ propertyId: 42, title: 'Casa rechazada' }),
  isAccepted: 2,
});
/** The seed's calls of the page: the offers, my requests (their groups) and the hours a like needs. */
const seedCalls = () =>
  fakeApi({
    getInbox: async () => [offer, rejected],
    getMyHouseRequests: async () => [],
    getHoursByProperty: async () => [],
  });

describe('Mis Ofertas against a seed-only API', () => {
  it('shows the offers, without the visits and sent-offers tabs, and calls only the seed', async () => {
    const calls = seedCalls();
    renderWithProviders(<InboxPage />, { session: SEEKER, capabilities: [] });
    expect(await screen.findByRole('article', { name: 'Depa con vista al parque' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Ofertas recibidas']);
    // The rejected card keeps its state, without the reason picker (the API has no reasons).
    expect(screen.getByRole('article', { name: 'Casa rechazada' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '¿Por qué no te gustó? (opcional)' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.getMyHouseRequests).toHaveBeenCalled());
    // Nothing marked read: that is the API's notifications.
    expect(calls.markInboxRead).not.toHaveBeenCalled();
  });

  it('a link to the visits tab opens the offers', async () => {
    seedCalls();
    renderWithProviders(<InboxPage />, { session: SEEKER, capabilities: [], route: '/page/buzon?seccion=visitas' });
    expect(await screen.findByRole('article', { name: 'Depa con vista al parque' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ofertas recibidas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('with visits and notifications: the visits tab, each offer’s visit asked, the offers marked read', async () => {
    const calls = fakeApi({
      getInbox: async () => [offer],
      getMyHouseRequests: async () => [],
      getHoursByProperty: async () => [],
      getMyVisits: async () => [],
      markInboxRead: async () => 1,
      getInboxUnreadCount: async () => 0,
    });
    renderWithProviders(<InboxPage />, {
      session: SEEKER,
      capabilities: capabilitiesWithout('sentOffers', 'rejectReasons'),
    });
    expect(await screen.findByRole('article', { name: 'Depa con vista al parque' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Ofertas recibidas',
      'Visitas a mis propiedades',
    ]);
    await waitFor(() => expect(calls.getMyVisits).toHaveBeenCalledWith(SEEKER.userCode));
    await waitFor(() => expect(calls.markInboxRead).toHaveBeenCalledWith(SEEKER.userCode));
  });

  it('the offer’s actions on its detail page: like and reject, no reason, no visit', async () => {
    fakeApi({ getInbox: async () => [rejected] });
    renderWithProviders(<OfferActions propertyId={42} />, { session: SEEKER, capabilities: [] });
    expect(await screen.findByText('Rechazada')).toBeInTheDocument();
    const actions = document.querySelector('.lt-inbox-detail-actions') as HTMLElement;
    expect(within(actions).getByRole('button', { name: 'No me gusta: Casa rechazada' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: '¿Por qué no te gustó? (opcional)' })).not.toBeInTheDocument();
  });
});

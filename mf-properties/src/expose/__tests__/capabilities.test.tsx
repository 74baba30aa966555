/**
 * mf-properties against what the API has (GET /capabilities). Without the detail call a property's page
 * shows what the seed showed of it (the offer I received, or my own list), never "No existe esa
 * propiedad"; without the owner's edits there is no Editar, close or reopen; without photo storage (and
 * no Firebase Storage) no upload; without demand figures no panel. The API fence fails a test on any call
 * it was not given: none of those is asked.
 */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { paths, routePatterns } from '@lotengo/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  clearRemoteComponentCache,
  configureRemoteLoading,
  resetRemoteLoadingState,
  type OfferActionsProps,
} from '@lotengo/shared/remotes';
import {
  capabilitiesWithout,
  fakeApi,
  makeInboxEntry,
  makeProperty,
  OWNER,
  referenceApi,
  renderWithProviders,
  SEEKER,
  serveCapabilities,
} from '@lotengo/shared/testing';
import { render } from '@testing-library/react';
import PropertyDetailPage from '../property-detail-page';
import PropertyEditPage from '../property-edit-page';
import { PropertyCard } from '../../features/property-card/property-card';
import { PropertyForm } from '../../features/property-form';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.setTimeout(30_000);

/** Stand-in of mf_inbox/offer-actions, loaded through the real shared loader. */
function FakeOfferActions({ propertyId }: OfferActionsProps) {
  return <p>acciones de la oferta {propertyId}</p>;
}
beforeEach(() => {
  clearRemoteComponentCache();
  resetRemoteLoadingState();
  configureRemoteLoading({ attempts: 1, baseDelayMs: 0 });
  jest.mocked(loadRemote).mockReset();
  jest.mocked(loadRemote).mockImplementation(async () => ({ default: FakeOfferActions }) as never);
});

const offered = makeProperty({ propertyId: 41, title: 'Depa con vista al parque', userCode: OWNER.userCode });
const openDetail = (id: string, session = SEEKER) =>
  renderWithProviders(<PropertyDetailPage />, {
    session,
    route: `/page/property/${id}`,
    path: routePatterns.propertyDetail,
    capabilities: capabilitiesWithout('propertyDetail'),
  });

describe('a property’s page without the API’s detail call', () => {
  it('an offer I received: its facts as the offer card had them, its actions, its hours; no detail asked', async () => {
    const calls = fakeApi({
      getInbox: async () => [makeInboxEntry({ userCode: SEEKER.userCode, propertyDetail: offered })],
      getHoursByProperty: async () => [],
    });
    openDetail('41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Depa con vista al parque' })).toBeInTheDocument();
    expect(screen.getByText('Estos son los datos de la oferta que recibiste.')).toBeInTheDocument();
    const page = screen.getByRole('article');
    expect(page).toHaveTextContent('$ 1,200');
    expect(page).toHaveTextContent('Av. José Larco 1150');
    expect(page).toHaveTextContent(String(OWNER.userCode));
    expect(await screen.findByText('acciones de la oferta 41')).toBeInTheDocument();
    expect(await screen.findByText('El propietario aún no configuró horarios de visita.')).toBeInTheDocument();
    expect(calls.getInbox).toHaveBeenCalledWith(SEEKER.userCode);
    expect(screen.queryByText('No existe esa propiedad.')).not.toBeInTheDocument();
  });

  it('my own property: from my list, without the offer’s actions', async () => {
    fakeApi({
      getInbox: async () => [],
      getUserProperties: async () => [{ ...offered, status: 1, rejectReasons: {} }],
      getHoursByProperty: async () => [],
    });
    openDetail('41', OWNER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Depa con vista al parque' })).toBeInTheDocument();
    expect(screen.getByText('Así ven tu propiedad las personas que la reciben.')).toBeInTheDocument();
    expect(screen.queryByText(/acciones de la oferta/)).not.toBeInTheDocument();
  });

  it('neither: the page says its detail is not available here, not that it does not exist', async () => {
    fakeApi({ getInbox: async () => [], getUserProperties: async () => [] });
    openDetail('99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'El detalle de esta propiedad no está disponible.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No existe esa propiedad.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Mis Ofertas' })).toHaveAttribute('href', paths.inbox);
  });
});

describe('the owner’s edits without the API’s', () => {
  it('the edit page says editing is not available, and asks nothing', async () => {
    fakeApi({});
    renderWithProviders(<PropertyEditPage />, {
      session: OWNER,
      route: '/page/property-edit/41',
      path: routePatterns.propertyEdit,
      capabilities: capabilitiesWithout('propertyEditing'),
    });
    expect(await screen.findByText('Editar una propiedad no está disponible en este momento.')).toBeInTheDocument();
  });

  it('the card keeps Horarios (the seed’s), without Editar, closing or reopening', () => {
    serveCapabilities(capabilitiesWithout('propertyEditing'));
    const owner = { editHref: '/page/property-edit/41', onHours: jest.fn(), onClose: jest.fn(), onReopen: jest.fn() };
    const { rerender } = render(
      <MemoryRouter>
        <PropertyCard property={{ ...offered, status: 1 }} owner={{ ...owner, busy: false }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: /^Horarios/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ya se alquiló/ })).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <PropertyCard property={{ ...offered, status: 2 }} owner={{ ...owner, busy: false }} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: /Reabrir/ })).not.toBeInTheDocument();
  });
});

describe('publishing without the API’s photo storage or demand figures', () => {
  it('no Firebase Storage either: no photo picker but a note, and no demand panel', async () => {
    fakeApi(referenceApi);
    renderWithProviders(<PropertyForm mode="create" userCode={OWNER.userCode} />, {
      session: OWNER,
      capabilities: capabilitiesWithout('photoStorage', 'demand'),
    });
    expect(
      await screen.findByText('Por ahora no se pueden subir fotos: tu propiedad se publica sin ellas.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Elegir fotos' })).not.toBeInTheDocument();
    expect(document.querySelector('.lt-panel-slot')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Fotos' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { paths, routePatterns, type PropertyDetail } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import {
  fakeApi,
  makeAvailableHour,
  makePropertyDetail,
  OWNER,
  referenceApi,
  renderWithProviders,
  SEEKER,
} from '@lotengo/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  clearRemoteComponentCache,
  configureRemoteLoading,
  resetRemoteLoadingState,
  type PropertyMatchesProps,
} from '@lotengo/shared/remotes';
import PropertyDetailPage from '../property-detail-page';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** Stand-in of mf_account/property-matches, loaded through the real shared loader. */
function FakeMatches({ propertyId }: PropertyMatchesProps) {
  return <section aria-label="Solicitudes que coinciden">coincidencias de {propertyId}</section>;
}
beforeEach(() => {
  clearRemoteComponentCache();
  resetRemoteLoadingState();
  configureRemoteLoading({ attempts: 1, baseDelayMs: 0 });
  loadRemoteMock.mockReset();
  loadRemoteMock.mockImplementation(async () => ({ default: FakeMatches }) as never);
});

jest.setTimeout(30_000);

const photos = ['/mvp/storage/9/a.jpg', '/mvp/storage/9/b.jpg', '/mvp/storage/9/c.jpg'].map((fileUrl, i) => ({
  name: `foto-${i}.jpg`,
  tipo: 'image/jpeg',
  fileUrl: `http://api.test${fileUrl}`,
}));
const detail = (over: Partial<PropertyDetail> = {}) =>
  makePropertyDetail({
    propertyId: 42,
    userCode: OWNER.userCode,
    title: 'no-title-property',
    description: 'Luminoso, a una cuadra del parque.',
    multimedias: photos,
    urlPhotoPrincipal: photos[0]!.fileUrl,
    characteristics: [1],
    coveredArea: 85,
    numberServicesAreas: 1,
    numberCommonArea: 0,
    ...over,
  });

const characteristics = [
  { characteristicId: 1, name: 'Terraza' },
  { characteristicId: 2, name: 'Piscina' },
];
const api = { ...referenceApi, getCharacteristics: async () => characteristics };

const renderAt = (id: string, session = SEEKER) =>
  renderWithProviders(<PropertyDetailPage />, {
    session,
    route: `/page/property/${id}`,
    path: routePatterns.propertyDetail,
  });

const hours = [
  makeAvailableHour({
    propertyId: 42,
    typeVisit: 'Presencial',
    dateVisitAvailable: '2026-12-01',
    hourAvailableDateMin: '9:00 am a 11:00 am',
  }),
];

describe('/page/property/{id}', () => {
  it(
    'shows every fact: generated title, price with operation, type, description, rooms, areas, characteristics, ' +
      'place, codes, visit hours',
    async () => {
      const calls = fakeApi({
        ...api,
        getProperty: async () => detail({ access: 'match', phoneNumber: '987654321' }),
        getHoursByProperty: async () => hours,
      });
      renderAt('42');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Departamento en alquiler · Miraflores' }),
      ).toBeInTheDocument();
      expect(calls.getProperty).toHaveBeenCalledWith(42);
      const page = screen.getByRole('article');
      expect(page).toHaveTextContent('$ 1,200');
      // Once: the catalogue's price text adds the sign, the number must not bring its own.
      expect(page).not.toHaveTextContent('$ $');
      expect(page).toHaveTextContent('ALQUILAR');
      expect(page).toHaveTextContent('Luminoso, a una cuadra del parque.');
      const facts = screen.getByRole('region', { name: 'Características' });
      expect(within(facts).getByText('Dormitorios').nextSibling).toHaveTextContent('2');
      expect(within(facts).getByText('Área techada').nextSibling).toHaveTextContent('85 m²');
      expect(within(facts).getByText('Área de servicio').nextSibling).toHaveTextContent('Sí');
      expect(within(facts).getByText('Áreas comunes').nextSibling).toHaveTextContent('No');
      // The characteristics the owner ticked, by name; not the others.
      expect(await within(facts).findByText('Terraza')).toBeInTheDocument();
      expect(within(facts).queryByText('Piscina')).not.toBeInTheDocument();
      const place = screen.getByRole('region', { name: 'Ubicación' });
      for (const text of ['Av. José Larco 1150', 'MIRAFLORES', 'LIMA']) expect(place).toHaveTextContent(text);
      const codes = screen.getByRole('region', { name: 'Códigos' });
      expect(within(codes).getByText('Código del propietario').nextSibling).toHaveTextContent(String(OWNER.userCode));
      expect(
        await screen.findByText(/Visita Presencial · martes, 1 de diciembre de 2026 · 9:00 am a 11:00 am/),
      ).toBeInTheDocument();
      // The photos in the owner's order, the first eager.
      const imgs = screen.getAllByRole('img', { name: /^Foto \d de 3/, hidden: true });
      expect(imgs.map((i) => i.getAttribute('src'))).toEqual(photos.map((p) => p.fileUrl));
      // A match: the owner's WhatsApp (the number came with the contact rule).
      expect(screen.getByRole('link', { name: /WhatsApp al propietario de la propiedad 42/ })).toHaveAttribute(
        'href',
        expect.stringContaining('987654321'),
      );
    },
  );

  it('the owner sees Editar and "Ya se alquiló" (confirmed, as on the card)', async () => {
    fakeApi({ ...api, getProperty: async () => detail(), getHoursByProperty: async () => [] });
    const { user } = renderAt('42', OWNER);
    expect(await screen.findByRole('link', { name: 'Editar la propiedad 42' })).toHaveAttribute(
      'href',
      '/page/property-edit/42',
    );
    await user.click(screen.getByRole('button', { name: 'Ya se alquiló: cerrar la propiedad 42' }));
    expect(screen.getByRole('dialog', { name: '¿Ya se alquiló?' })).toBeInTheDocument();
    expect(await screen.findByText('El propietario aún no configuró horarios de visita.')).toBeInTheDocument();
  });

  it('the owner who came from "Mis Matchs" (?ver=matchs) gets the requests it matches, from mf_account', async () => {
    fakeApi({ ...api, getProperty: async () => detail(), getHoursByProperty: async () => [] });
    renderWithProviders(<PropertyDetailPage />, {
      session: OWNER,
      route: paths.propertyDetail(42, 'matchs'),
      path: routePatterns.propertyDetail,
    });
    expect(await screen.findByRole('region', { name: 'Solicitudes que coinciden' })).toHaveTextContent(
      'coincidencias de 42',
    );
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_account/property-matches');
    // Still the owner's own actions beside it.
    expect(screen.getByRole('link', { name: 'Editar la propiedad 42' })).toBeInTheDocument();
  });

  it('without ?ver=matchs, or for somebody else than the owner, no matches are mounted', async () => {
    fakeApi({ ...api, getProperty: async () => detail(), getHoursByProperty: async () => [] });
    const first = renderAt('42', OWNER);
    expect(await screen.findByRole('link', { name: 'Editar la propiedad 42' })).toBeInTheDocument();
    first.unmount();
    fakeApi({
      ...api,
      getProperty: async () => detail({ access: 'match', phoneNumber: '987654321' }),
      getHoursByProperty: async () => [],
    });
    renderWithProviders(<PropertyDetailPage />, {
      session: SEEKER,
      route: paths.propertyDetail(42, 'matchs'),
      path: routePatterns.propertyDetail,
    });
    expect(await screen.findByRole('link', { name: /WhatsApp al propietario de la propiedad 42/ })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Solicitudes que coinciden' })).not.toBeInTheDocument();
  });

  it('a closed property says so; its owner can reopen it', async () => {
    fakeApi({ ...api, getProperty: async () => detail({ status: 2 }), getHoursByProperty: async () => [] });
    renderAt('42', OWNER);
    expect(await screen.findByText('Esta propiedad está cerrada: ya se alquiló.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reabrir la propiedad 42' })).toBeInTheDocument();
  });

  it('says in Spanish that the server refused (403), with a way out', async () => {
    fakeApi({ getProperty: async () => Promise.reject(new ApiError(403, 'No puedes ver esta propiedad', 'id')) });
    renderAt('43');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'No puedes ver esta propiedad' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Solo la ven su propietario, las personas a quienes se la enviaron');
    expect(within(alert).getByRole('link', { name: 'Ir a Mis Ofertas' })).toHaveAttribute('href', '/page/buzon');
  });

  it('an unknown id (404) and an id that is not a number', async () => {
    const calls = fakeApi({
      getProperty: async () => Promise.reject(new ApiError(404, 'No existe la propiedad 999', 'id')),
    });
    const first = renderAt('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'No existe esa propiedad.' })).toBeInTheDocument();
    first.unmount();
    renderAt('abc');
    expect(
      screen.getByRole('heading', { level: 1, name: 'El código de la propiedad no es válido.' }),
    ).toBeInTheDocument();
    expect(calls.getProperty).toHaveBeenCalledTimes(1);
  });
});

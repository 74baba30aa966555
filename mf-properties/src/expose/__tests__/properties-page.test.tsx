import { screen, waitFor, within } from '@testing-library/react';
import { type OwnProperty } from '@lotengo/shared';
import { ApiError } from '@lotengo/shared/http';
import { fakeApi, makeProperty, OWNER, renderWithProviders } from '@lotengo/shared/testing';
import PropertiesPage from '../properties-page';

const own = (over: Partial<OwnProperty> = {}): OwnProperty => ({
  ...makeProperty({ userCode: OWNER.userCode, ...over }),
  status: over.status ?? 1,
  rejectReasons: over.rejectReasons ?? {},
});

/** A server that remembers the status changes, like the mock API. */
function ownerServer(initial: OwnProperty[]) {
  let rows = initial;
  const setStatus = (id: number, status: 1 | 2) => {
    rows = rows.map((p) => (p.propertyId === id ? { ...p, status } : p));
    return { propertyId: id, status, changedOffers: 2 };
  };
  return fakeApi({
    getUserProperties: async () => rows,
    closeProperty: async (id) => setStatus(id, 2),
    reopenProperty: async (id) => setStatus(id, 1),
    getHoursByProperty: async () => [],
  });
}

describe('/page/properties "Mis Propiedades"', () => {
  it(
    'shows the title, a skeleton of fixed-height cards while loading, then "{n} ' + 'Resultados" and the cards',
    async () => {
      let resolve: (rows: OwnProperty[]) => void = () => undefined;
      fakeApi({ getUserProperties: () => new Promise((r) => (resolve = r)) });
      renderWithProviders(<PropertiesPage />, { session: OWNER });
      expect(screen.getByRole('heading', { level: 1, name: 'Mis Propiedades' })).toBeInTheDocument();
      expect(screen.getAllByTestId('property-skeleton')).toHaveLength(3);
      expect(screen.getAllByTestId('property-skeleton')[0]).toHaveStyle({ height: '310px' });
      expect(screen.getByText('Cargando propiedades…').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
      resolve([own({ propertyId: 11 }), own({ propertyId: 12, status: 2 })]);
      await waitFor(() => expect(screen.getByTestId('results-count')).toHaveTextContent('2 Resultados'));
      expect(screen.queryByTestId('property-skeleton')).not.toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'Mis Propiedades' });
      expect(within(list).getAllByRole('article')).toHaveLength(2);
      expect(screen.getByRole('link', { name: 'Añade una nueva propiedad' })).toHaveAttribute(
        'href',
        '/page/property-create',
      );
    },
  );

  it('asks the API for the signed-in owner’s own list', async () => {
    const calls = ownerServer([own({ propertyId: 5 })]);
    renderWithProviders(<PropertiesPage />, { session: OWNER });
    await screen.findByRole('article');
    expect(calls.getUserProperties).toHaveBeenCalledWith(OWNER.userCode);
  });

  it('says so when there are none', async () => {
    fakeApi({ getUserProperties: async () => [] });
    renderWithProviders(<PropertiesPage />, { session: OWNER });
    expect(await screen.findByText('Aún no tienes propiedades publicadas.')).toBeInTheDocument();
    expect(screen.getByTestId('results-count')).toHaveTextContent('0 Resultados');
  });

  it('offers a retry when the list fails', async () => {
    const calls = fakeApi({ getUserProperties: async () => [own({ propertyId: 3 })] });
    calls.getUserProperties.mockRejectedValueOnce(new ApiError(0, 'sin conexión'));
    const { user } = renderWithProviders(<PropertiesPage />, { session: OWNER });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudieron cargar tus propiedades.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(calls.getUserProperties).toHaveBeenCalledTimes(2);
  });

  it(
    'closes a property after a confirmation dialog, then shows it closed with "Reabrir"; ' + 'reopening brings it back',
    async () => {
      const calls = ownerServer([own({ propertyId: 21, processType: 'VENDER' })]);
      const { user } = renderWithProviders(<PropertiesPage />, { session: OWNER });
      await user.click(await screen.findByRole('button', { name: 'Ya se vendió: cerrar la propiedad 21' }));
      const dialog = screen.getByRole('dialog', { name: '¿Ya se vendió?' });
      expect(dialog).toHaveTextContent(/las ofertas pendientes .* se retirarán/);
      // Focus starts on the harmless choice; cancelling changes nothing.
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls.closeProperty).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: /^Ya se vendió/ }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, cerrar la propiedad' }));
      expect(calls.closeProperty).toHaveBeenCalledWith(21);
      expect(await screen.findByText('Propiedad cerrada. Se retiraron 2 ofertas pendientes.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('Cerrada: ya se vendió')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Reabrir la propiedad 21' }));
      expect(calls.reopenProperty).toHaveBeenCalledWith(21);
      expect(await screen.findByRole('button', { name: /^Ya se vendió/ })).toBeInTheDocument();
      expect(screen.queryByText('Cerrada: ya se vendió')).not.toBeInTheDocument();
    },
  );

  it('a refused close says why and keeps the property as it was', async () => {
    const calls = ownerServer([own({ propertyId: 22 })]);
    calls.closeProperty.mockRejectedValueOnce(new ApiError(409, 'La propiedad ya está cerrada', 'id'));
    const { user } = renderWithProviders(<PropertiesPage />, { session: OWNER });
    await user.click(await screen.findByRole('button', { name: /^Ya se alquiló/ }));
    await user.click(screen.getByRole('button', { name: 'Sí, cerrar la propiedad' }));
    expect(
      await screen.findByText(/No se pudo cambiar el estado de la propiedad: La propiedad ya está cerrada/),
    ).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-status', 'published');
  });

  it(
    'opens the availability modal for the property in ?horarios= (after creating it); closing ' +
      'it drops the parameter',
    async () => {
      const calls = ownerServer([own({ propertyId: 31 })]);
      const { user, location } = renderWithProviders(<PropertiesPage />, {
        session: OWNER,
        route: '/page/properties?horarios=31',
      });
      const dialog = await screen.findByRole('dialog', { name: 'Programa tus horarios disponibles' });
      await waitFor(() => expect(calls.getHoursByProperty).toHaveBeenCalledWith(31));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      expect(location()).toBe('/page/properties');
    },
  );

  it('"Horarios" on a card opens the availability modal for that property', async () => {
    const calls = ownerServer([own({ propertyId: 41 })]);
    const { user } = renderWithProviders(<PropertiesPage />, { session: OWNER });
    await user.click(await screen.findByRole('button', { name: /^Horarios/ }));
    expect(await screen.findByRole('dialog', { name: 'Programa tus horarios disponibles' })).toBeInTheDocument();
    await waitFor(() => expect(calls.getHoursByProperty).toHaveBeenCalledWith(41));
  });

  it('"Horarios" shows the dialog at the press, sized and saying it loads, before the hours arrive', async () => {
    const calls = ownerServer([own({ propertyId: 41 })]);
    calls.getHoursByProperty.mockImplementation(() => new Promise(() => undefined));
    const { user } = renderWithProviders(<PropertiesPage />, { session: OWNER });
    await user.click(await screen.findByRole('button', { name: /^Horarios/ }));
    const dialog = screen.getByRole('dialog', { name: 'Programa tus horarios disponibles' });
    expect(within(dialog).getByText('Cargando horarios…')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Puedes ofrecer hasta 8 opciones (4 presenciales y 4 virtuales).'),
    ).toBeInTheDocument();
  });
});

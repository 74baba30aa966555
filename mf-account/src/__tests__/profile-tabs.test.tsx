import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@lotengo/shared';
import { makeSessionUser, renderWithProviders, signIn, type FakeApi } from '@lotengo/shared/testing';
import { ProfileTabs } from './support/profile-fakes';
import { fakeProfileApi, loadRemoteMock, ME, setUpCardRemotes } from './support/profile-fakes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

let api: FakeApi;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  api = fakeProfileApi();
  setUpCardRemotes();
  // A remote that is down is logged on purpose.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  signIn(makeSessionUser({ userCode: ME }));
});
afterEach(() => consoleError.mockRestore());

const renderTabs = (route: string = paths.profile) =>
  renderWithProviders(<ProfileTabs userCode={ME} />, { route, path: paths.profile });

describe('profile tabs', () => {
  it(
    'starts on Mis solicitudes: count, "Añade una nueva solicitud" and the request ' + 'cards from mf-requests',
    async () => {
      renderTabs();
      const tabs = screen.getAllByRole('tab');
      expect(tabs.map((t) => t.textContent)).toEqual(['Mis solicitudes', 'Mis propiedades', 'Notificaciones']);
      expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      const panel = screen.getByRole('tabpanel', { name: 'Mis solicitudes' });
      const list = within(panel).getByRole('region', { name: 'Mis solicitudes' });
      expect(await within(list).findByText('1 Resultados')).toBeInTheDocument();
      expect(within(list).getByRole('link', { name: 'Añade una nueva solicitud' })).toHaveAttribute(
        'href',
        paths.requestsCreate(0, 0),
      );
      const card = await within(list).findByTestId('request-card');
      expect(card).toHaveTextContent('Busco depa en Miraflores');
      // The owner's own cards are editable.
      expect(card).toHaveAttribute('data-editable', 'true');
      expect(loadRemoteMock).toHaveBeenCalledWith('mf_requests/request-card');
      expect(api.getMyHouseRequests).toHaveBeenCalledWith(ME);
    },
  );

  it(
    'Mis propiedades: count, "Añade una nueva propiedad" and the owner’s property ' + 'cards from mf-properties',
    async () => {
      const { user } = renderTabs();
      await user.click(screen.getByRole('tab', { name: 'Mis propiedades' }));
      const panel = screen.getByRole('tabpanel', { name: 'Mis propiedades' });
      const list = within(panel).getByRole('region', { name: 'Mis propiedades' });
      expect(await within(list).findByText('1 Resultados')).toBeInTheDocument();
      expect(within(list).getByRole('link', { name: 'Añade una nueva propiedad' })).toHaveAttribute(
        'href',
        paths.propertyCreate,
      );
      expect(await within(list).findByTestId('property-card')).toHaveAttribute('data-own', 'true');
      expect(api.getUserProperties).toHaveBeenCalledWith(ME);
    },
  );

  it('keeps the tab in the URL, so a reload (or a link) lands on it', async () => {
    const { user, location, unmount } = renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Mis propiedades' }));
    expect(location()).toBe(`${paths.profile}?tab=propiedades`);
    unmount();
    // A fresh page at that URL: the same tab.
    renderTabs(paths.profileTab('propiedades'));
    expect(screen.getByRole('tab', { name: 'Mis propiedades' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Mis propiedades' })).toBeInTheDocument();
  });

  it('an unknown tab in the URL falls back to Mis solicitudes', () => {
    renderTabs('/page/profile?tab=otra');
    expect(screen.getByRole('tab', { name: 'Mis solicitudes' })).toHaveAttribute('aria-selected', 'true');
  });

  it(
    'moves with the keyboard: arrows, Home and End select and focus; only the selected ' + 'tab is in the tab order',
    async () => {
      const { user } = renderTabs();
      const [requests, properties] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement];
      expect(requests).toHaveAttribute('tabindex', '0');
      expect(properties).toHaveAttribute('tabindex', '-1');
      requests.focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Mis propiedades' })).toHaveFocus();
      expect(screen.getByRole('tab', { name: 'Mis propiedades' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{Home}');
      expect(screen.getByRole('tab', { name: 'Mis solicitudes' })).toHaveFocus();
      await user.keyboard('{End}');
      expect(screen.getByRole('tab', { name: 'Notificaciones' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Mis solicitudes' })).toHaveFocus();
      expect(screen.getByRole('tab', { name: 'Mis solicitudes' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Notificaciones' })).toHaveFocus();
    },
  );

  it('shows sized skeletons while loading, not a jump', () => {
    api = fakeProfileApi();
    api.getMyHouseRequests.mockImplementation(() => new Promise(() => undefined));
    const { container } = renderTabs();
    const skeletons = container.querySelectorAll<HTMLElement>('.acc-skeleton');
    expect(skeletons.length).toBeGreaterThan(0);
    expect(skeletons[0]!.style.height).toBe('460px');
  });

  it('an empty list says so, with the link to add one', async () => {
    api.getMyHouseRequests.mockResolvedValue([]);
    renderTabs();
    expect(await screen.findByText('0 Resultados')).toBeInTheDocument();
    expect(screen.getByText('Aún no publicaste solicitudes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Añade una nueva solicitud' })).toBeInTheDocument();
  });

  it('mf-requests down: only the request list shows the outage notice; the matches still work', async () => {
    setUpCardRemotes(['mf_requests']);
    renderTabs();
    const list = screen.getByRole('region', { name: 'Mis solicitudes' });
    const notice = await within(list).findByRole('alert');
    expect(notice).toHaveTextContent(/no está disponible en este momento/);
    expect(within(notice).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(within(list).getByText('1 Resultados')).toBeInTheDocument();
    const matches = screen.getByRole('region', { name: 'Mis Matchs' });
    expect(await within(matches).findByText('Depa en Larco')).toBeInTheDocument();
    expect(within(matches).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Reintentar loads the remote again and shows the cards once it is back', async () => {
    setUpCardRemotes(['mf_properties']);
    const { user } = renderTabs(paths.profileTab('propiedades'));
    const notice = await screen.findByRole('alert');
    setUpCardRemotes();
    await user.click(within(notice).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('property-card')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('a list that fails to load offers Reintentar', async () => {
    api.getUserProperties.mockRejectedValueOnce(new Error('red caída'));
    const { user } = renderTabs(paths.profileTab('propiedades'));
    const list = screen.getByRole('region', { name: 'Mis propiedades' });
    const alert = await within(list).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar esta lista.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(list).findByTestId('property-card')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@lotengo/shared';
import { fakeApi, quietHeaderFakes, renderWithProviders, signIn } from '@lotengo/shared/testing';
import { App } from '../app';
import { loadRemoteMock, setUpFakeRemotes } from '../../__tests__/support/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => {
  setUpFakeRemotes();
  // The header's Mis Ofertas badge asks for the unread count when signed in.
  fakeApi(quietHeaderFakes());
  window.scrollTo = jest.fn();
});

/** The whole shell (its own providers, layout and routes) at `route`. */
const renderApp = (route: string) => renderWithProviders(<App />, { route, withToasts: false });

const location = () => screen.getByTestId('location');
const loadedIds = () => loadRemoteMock.mock.calls.map(([id]) => id);

describe('routing', () => {
  it('redirects the root to /home and shows the home page', async () => {
    renderApp(paths.root);
    expect(location()).toHaveTextContent(/^\/home$/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Publica la propiedad que buscas');
    expect(await screen.findByText('remoto mf_requests/home-search')).toBeInTheDocument();
    expect(document.title).toBe('Inicio · Lo Tengo');
  });

  it('shows a Spanish 404 for unknown routes, inside the layout', () => {
    renderApp('/page/no-existe');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La página que buscas no existe o cambió de lugar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', paths.home);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Página no encontrada · Lo Tengo');
  });

  it('has a skip link to <main id="contenido">', async () => {
    renderApp(paths.home);
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#contenido');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'contenido');
    expect(await screen.findByText('remoto mf_requests/home-search')).toBeInTheDocument();
  });

  it.each([
    [paths.index, 'mf_requests/index-page', 'Solicitudes destacadas · Lo Tengo'],
    [paths.requests, 'mf_requests/requests-page', 'Búsqueda de solicitudes · Lo Tengo'],
    [paths.contact, 'mf_account/contact-page', 'Contacto · Lo Tengo'],
    [paths.login, 'mf_account/login-page', 'Ingresar · Lo Tengo'],
    [paths.registry, 'mf_account/registry-page', 'Registro · Lo Tengo'],
  ])('lets a visitor open %s (%s)', async (path, id, title) => {
    renderApp(path);
    expect(await screen.findByText(`remoto ${id}`)).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith(id);
    expect(location()).toHaveTextContent(path);
    expect(document.title).toBe(title);
  });

  it('shows the request search heading while mf-requests loads, then only the remote page', async () => {
    renderApp(paths.requests);
    // The skeleton's heading is the page's own: prerendered, it is the first screen's largest text.
    expect(screen.getByRole('heading', { level: 1, name: 'Búsqueda de solicitudes' })).toBeInTheDocument();
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByText('remoto mf_requests/requests-page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it.each([paths.inbox, paths.profile, paths.propertyCreate, paths.properties, paths.myRequests, paths.notifications])(
    'sends a visitor from %s to / (and so to /home), without loading the remote',
    async (path) => {
      renderApp(path);
      await waitFor(() => expect(location()).toHaveTextContent(/^\/home$/));
      expect(await screen.findByText('remoto mf_requests/home-search')).toBeInTheDocument();
      expect(loadedIds()).toEqual(['mf_requests/home-search']);
    },
  );

  it.each([paths.requestsCreate(0, 0), paths.requestsCreate(150131, 3), paths.editRequest(12)])(
    'sends a visitor from %s to login after the "Importante" warning',
    async (path) => {
      renderApp(path);
      await waitFor(() => expect(location()).toHaveTextContent(paths.login));
      expect(
        await screen.findByText('Para enlazar tu propiedad debes registrarte o ingresar con tu cuenta'),
      ).toBeInTheDocument();
      expect(screen.getByText('Importante')).toBeInTheDocument();
      expect(await screen.findByText('remoto mf_account/login-page')).toBeInTheDocument();
    },
  );

  it.each([
    [paths.inbox, 'mf_inbox/inbox-page', 'Mis Ofertas · Lo Tengo'],
    [paths.profile, 'mf_account/profile-page', 'Mi Perfil · Lo Tengo'],
    [paths.propertyCreate, 'mf_properties/property-create-page', 'Crear propiedad · Lo Tengo'],
    [paths.properties, 'mf_properties/properties-page', 'Mis Propiedades · Lo Tengo'],
    [paths.myRequests, 'mf_requests/my-requests-page', 'Mis Solicitudes · Lo Tengo'],
    [paths.requestsCreate(0, 2), 'mf_requests/request-create-page', 'Crear solicitud · Lo Tengo'],
    [paths.editRequest(12), 'mf_requests/request-edit-page', 'Editar solicitud · Lo Tengo'],
  ])('lets a signed-in user open %s (%s)', async (path, id, title) => {
    signIn();
    renderApp(path);
    expect(await screen.findByText(`remoto ${id}`)).toBeInTheDocument();
    expect(location()).toHaveTextContent(path);
    expect(document.title).toBe(title);
  });

  it("lets a signed-in user open the notifications page (the shell's own, no remote)", async () => {
    signIn();
    renderApp(paths.notifications);
    expect(document.title).toBe('Notificaciones · Lo Tengo');
    expect(await within(screen.getByRole('main')).findByText('No tienes notificaciones.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(paths.notifications);
    expect(loadedIds()).toEqual([]);
  });

  it.each([paths.login, paths.registry])('sends a signed-in user from %s to /', async (path) => {
    signIn();
    renderApp(path);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/home$/));
    expect(await screen.findByText('remoto mf_requests/home-search')).toBeInTheDocument();
    expect(loadedIds()).toEqual(['mf_requests/home-search']);
  });
});

describe('focus after navigation', () => {
  it('moves focus to <main> and scrolls to the top after following a link, not on the first load', async () => {
    const user = userEvent.setup();
    renderApp(paths.home);
    await screen.findByText('remoto mf_requests/home-search');
    expect(screen.getByRole('main')).not.toHaveFocus();
    expect(window.scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getAllByRole('link', { name: 'Explorar' })[0]!);
    expect(await screen.findByText('remoto mf_requests/requests-page')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_REQUESTS_ANCHOR, paths } from '@lotengo/shared';
import { fakeApi, quietHeaderFakes, renderWithProviders, signIn } from '@lotengo/shared/testing';
import { App } from '../../app/app';
import { loadRemoteMock, setUpFakeRemotes } from '../../__tests__/support/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

beforeEach(() => {
  setUpFakeRemotes();
  // The header's Mis Ofertas badge asks for the unread count when signed in.
  fakeApi(quietHeaderFakes());
  window.scrollTo = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

/** The whole shell (its own providers, layout and routes) at `route`. */
const renderApp = (route: string) => renderWithProviders(<App />, { route, withToasts: false });

const location = () => screen.getByTestId('location');

/** home-search as mf-requests renders it: a section carrying the anchor of the public list. */
function homeSearchWithAnchor() {
  function HomeSearch() {
    return (
      <section id={HOME_REQUESTS_ANCHOR} aria-label="Solicitudes publicadas">
        lista pública
      </section>
    );
  }
  return { default: HomeSearch };
}

describe('HomePage', () => {
  it('has one h1, the two calls to action, the three steps and the search section', async () => {
    renderApp(paths.home);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Quiero una propiedad' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tengo una propiedad' })).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: '¿Cómo funciona?' })).getAllByRole('listitem');
    expect(steps.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Publica tu solicitud de forma confidencial',
      'Multiplica tu visibilidad',
      'Elige entre las ofertas',
    ]);
    expect(await screen.findByText('remoto mf_requests/home-search')).toBeInTheDocument();
  });

  it('"Quiero una propiedad" without a session says hello to the Dreamer and goes to login', async () => {
    const user = userEvent.setup();
    renderApp(paths.home);
    await screen.findByText('remoto mf_requests/home-search');
    await user.click(screen.getByRole('button', { name: 'Quiero una propiedad' }));
    expect(await screen.findByText('Por favor, inicia sesión o regístrate para continuar')).toBeInTheDocument();
    expect(screen.getByText('¡Hola Dreamer!')).toBeInTheDocument();
    expect(location()).toHaveTextContent(paths.login);
    expect(await screen.findByText('remoto mf_account/login-page')).toBeInTheDocument();
  });

  it('"Quiero una propiedad" with a session opens the request form with nothing preselected', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp(paths.home);
    await screen.findByText('remoto mf_requests/home-search');
    await user.click(screen.getByRole('button', { name: 'Quiero una propiedad' }));
    expect(location()).toHaveTextContent(paths.requestsCreate(0, 0));
    expect(await screen.findByText('remoto mf_requests/request-create-page')).toBeInTheDocument();
    expect(screen.queryByText('¡Hola Dreamer!')).not.toBeInTheDocument();
  });

  it('"Tengo una propiedad" scrolls smoothly to the public request list and focuses it', async () => {
    loadRemoteMock.mockImplementation(async () => homeSearchWithAnchor());
    const scrollIntoView = jest.fn();
    // jsdom has no layout, so no scrollIntoView: provide one to observe the call.
    Element.prototype.scrollIntoView = scrollIntoView;
    const user = userEvent.setup();
    renderApp(paths.home);
    const anchor = await screen.findByRole('region', { name: 'Solicitudes publicadas' });
    await user.click(screen.getByRole('button', { name: 'Tengo una propiedad' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(anchor);
    expect(anchor).toHaveFocus();
    expect(location()).toHaveTextContent(/^\/home$/);
  });

  it('"Tengo una propiedad" goes to the request search when the list is not on the page', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id === 'mf_requests/home-search') throw new Error('mf-requests caído');
      return { default: () => <p>remoto {id}</p> };
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp(paths.home);
    // The shell's part of the home stays up while the search section says it is unavailable.
    expect(await screen.findByRole('alert')).toHaveTextContent('La sección Solicitudes no está disponible');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Publica la propiedad que buscas');
    await user.click(screen.getByRole('button', { name: 'Tengo una propiedad' }));
    expect(location()).toHaveTextContent(paths.requests);
  });
});

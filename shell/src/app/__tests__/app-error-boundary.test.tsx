import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@lotengo/shared';
import { renderWithProviders } from '@lotengo/shared/testing';
import { App } from '../app';
import { setUpFakeRemotes } from '../../__tests__/support/fake-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
// A shell page with a bug: the 404 page throws while `crash.on` (the real page otherwise).
const crash = { on: false };
jest.mock('../../pages/not-found-page', () => {
  const actual = jest.requireActual('../../pages/not-found-page');
  return {
    NotFoundPage: () => {
      if (crash.on) throw new Error('bug en una página del shell');
      return actual.NotFoundPage();
    },
  };
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  setUpFakeRemotes();
  window.scrollTo = jest.fn();
  crash.on = true;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const renderApp = (route: string) => renderWithProviders(<App />, { route, withToasts: false });

describe('the app-level boundary', () => {
  it('keeps header and footer when a page throws, says so in Spanish and logs it', () => {
    renderApp('/page/no-existe');
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('Algo falló al mostrar esta página.');
    expect(within(alert).getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', paths.home);
    expect(screen.getByRole('main')).toContainElement(alert);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '[lotengo] La página /page/no-existe falló al mostrarse',
      expect.objectContaining({ message: 'bug en una página del shell' }),
      expect.any(String),
    );
  });

  it('"Reintentar" renders the page again', async () => {
    renderApp('/page/no-existe');
    crash.on = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the header still navigates, and the next page renders normally', async () => {
    renderApp('/page/no-existe');
    await userEvent.setup().click(within(screen.getByRole('banner')).getByRole('link', { name: 'Explorar' }));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.requests);
    expect(await screen.findByText('remoto mf_requests/requests-page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

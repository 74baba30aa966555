import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEEKER as ANA, fakeApi, quietHeaderFakes, renderWithProviders, signIn } from '@lotengo/shared/testing';
import { SiteHeader } from '../site-header';

// The account menu with a bug while `crash.on` (the real menu otherwise).
const crash = { on: false };
jest.mock('../user-menu', () => {
  const actual = jest.requireActual('../user-menu');
  return {
    UserMenu: (props: { user: unknown }) => {
      if (crash.on) throw new Error('bug en el menú');
      return actual.UserMenu(props);
    },
  };
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  signIn(ANA);
  fakeApi(quietHeaderFakes());
  crash.on = true;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('a crash in the header’s account menu', () => {
  it('leaves the rest of the header (and the page) working, with a small notice in its place', async () => {
    renderWithProviders(
      <>
        <SiteHeader />
        <p>contenido de la página</p>
      </>,
    );
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Explorar' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Mis Ofertas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lo Tengo' })).toBeInTheDocument();
    expect(screen.getByText('contenido de la página')).toBeInTheDocument();
    // The menu's code loads on demand (a session only): the crash shows once it has arrived.
    expect(await within(nav).findByRole('status')).toHaveTextContent('Menú de cuenta no disponible');
    expect(within(nav).getByRole('button', { name: 'Salir' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '[lotengo] El menú de cuenta falló al mostrarse',
      expect.objectContaining({ message: 'bug en el menú' }),
    );
  });

  it('"Reintentar" brings the menu back once it renders', async () => {
    renderWithProviders(<SiteHeader />);
    crash.on = false;
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: `Hola, ${ANA.firstName} ${ANA.lastName}` })).toBeInTheDocument();
    expect(screen.queryByText('Menú de cuenta no disponible')).not.toBeInTheDocument();
  });
});

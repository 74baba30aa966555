import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { paths } from '@lotengo/shared';
import { useSession } from '@lotengo/shared/session';
import {
  SEEKER as ANA,
  fakeApi,
  quietHeaderFakes,
  fakeIdentity,
  fakePageReload,
  makeIdentityUser,
  renderWithProviders,
  signIn,
} from '@lotengo/shared/testing';
import { SiteHeader } from '../site-header';

const renderInRouter = (ui: ReactElement, route = '/') => renderWithProviders(ui, { route });

function nav() {
  return screen.getByRole('navigation', { name: 'Principal' });
}

describe('SiteHeader for a visitor', () => {
  it('offers Explorar, Demanda, Ingresar and Registrarse, and nothing that needs a session', () => {
    renderInRouter(<SiteHeader />);
    const links = within(nav()).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Explorar', 'Demanda', 'Ingresar', 'Registrarse']);
    expect(within(nav()).getByRole('link', { name: 'Demanda' })).toHaveAttribute('href', paths.demand);
    expect(within(nav()).getByRole('link', { name: 'Explorar' })).toHaveAttribute('href', paths.requests);
    expect(within(nav()).getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', paths.login);
    expect(within(nav()).getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', paths.registry);
    expect(screen.queryByRole('button', { name: /Hola,/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lo Tengo' })).toHaveAttribute('href', paths.home);
  });
});

describe('SiteHeader with a session', () => {
  beforeEach(() => {
    signIn(ANA);
    // The Mis Ofertas link asks for the unread count; none here.
    fakeApi(quietHeaderFakes());
  });

  it('shows the member links and the greeting with first and last name', async () => {
    renderInRouter(<SiteHeader />);
    const links = within(nav()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Explorar', paths.requests],
      ['Mis Ofertas', paths.inbox],
      ['Mis Solicitudes', paths.myRequests],
      ['Mis propiedades', paths.properties],
      ['Contacto', paths.contact],
      // docs/product/screens.md: the header links to requests-create/0/0.
      ['Crear solicitud', '/page/requests-create/0/0'],
    ]);
    expect(screen.queryByRole('link', { name: 'Ingresar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registrarse' })).not.toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Hola, Ana Quispe' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.querySelector('img')).toHaveAttribute('src', ANA.avatarUrl);
  });

  it('marks the current page in the nav', () => {
    renderInRouter(<SiteHeader />, paths.inbox);
    expect(screen.getByRole('link', { name: 'Mis Ofertas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Explorar' })).not.toHaveAttribute('aria-current');
  });

  it('opens the menu with the keyboard, moves with the arrows and closes with Escape', async () => {
    const user = userEvent.setup();
    renderInRouter(<SiteHeader />);
    const button = await screen.findByRole('button', { name: 'Hola, Ana Quispe' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Hola, Ana Quispe' });
    const profile = within(menu).getByRole('menuitem', { name: 'Mi Perfil' });
    const exit = within(menu).getByRole('menuitem', { name: 'Salir' });
    expect(profile).toHaveFocus();
    expect(profile).toHaveAttribute('href', paths.profile);

    await user.keyboard('{ArrowDown}');
    expect(exit).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(profile).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(exit).toHaveFocus();
    await user.keyboard('{Home}');
    expect(profile).toHaveFocus();
    await user.keyboard('{End}');
    expect(exit).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens on the last item with ArrowUp and closes on Tab', async () => {
    const user = userEvent.setup();
    renderInRouter(<SiteHeader />);
    const button = await screen.findByRole('button', { name: 'Hola, Ana Quispe' });
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Salir' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes when clicking outside', async () => {
    const user = userEvent.setup();
    renderInRouter(<SiteHeader />);
    await user.click(await screen.findByRole('button', { name: 'Hola, Ana Quispe' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Salir logs out: session cleared, identity signed out, page reloaded at the root', async () => {
    const identity = fakeIdentity({ user: makeIdentityUser() });
    const reload = fakePageReload();
    const user = userEvent.setup();
    renderInRouter(<SiteHeader />);
    await user.click(await screen.findByRole('button', { name: 'Hola, Ana Quispe' }));
    await user.click(screen.getByRole('menuitem', { name: 'Salir' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(useSession.getState().user).toBeNull();
    expect(identity.signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Mi Perfil goes to the profile and closes the menu', async () => {
    const user = userEvent.setup();
    renderInRouter(<SiteHeader />);
    await user.click(await screen.findByRole('button', { name: 'Hola, Ana Quispe' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mi Perfil' }));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.profile);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('small-screen menu toggle', () => {
  it('opens and closes the nav, and folds it again after navigating', async () => {
    const user = userEvent.setup();
    renderInRouter(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Menú' });
    expect(toggle).toHaveAttribute('aria-controls', nav().id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).not.toHaveClass('is-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveClass('is-open');

    await user.click(screen.getByRole('link', { name: 'Explorar' }));
    expect(screen.getByTestId('location')).toHaveTextContent(paths.requests);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav()).not.toHaveClass('is-open');
  });
});

/**
 * The shell's header shows only what its API has (GET /capabilities): Demanda with demand figures, the
 * bell and the unread badge with notifications, and calls nothing the API lacks (the API fence fails a
 * test on any call it was not given).
 */
import { act, waitFor, screen, within } from '@testing-library/react';
import { paths } from '@lotengo/shared';
import {
  SEEKER as ANA,
  capabilitiesWithout,
  fakeApi,
  quietHeaderFakes,
  renderWithProviders,
  serveCapabilities,
  signIn,
} from '@lotengo/shared/testing';
import { SiteHeader } from '../site-header';

const nav = () => screen.getByRole('navigation', { name: 'Principal' });
const navLinks = () =>
  within(nav())
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('Demanda', () => {
  it('an API without demand figures: the header does not link to it', () => {
    renderWithProviders(<SiteHeader />, { capabilities: capabilitiesWithout('demand') });
    expect(navLinks()).toEqual(['Explorar', 'Ingresar', 'Registrarse']);
  });

  it('not known yet: the link is there, marked for the CSS that hides it until it is known', () => {
    renderWithProviders(<SiteHeader />, { capabilities: null });
    const header = within(nav()).getByRole('link', { name: 'Demanda' });
    expect(header).toHaveAttribute('href', paths.demand);
    expect(header.closest('li')).toHaveAttribute('data-capability', 'demand');
    // The answer comes: without demand, gone; the page hears it without a reload.
    act(() => serveCapabilities([]));
    expect(within(nav()).queryByRole('link', { name: 'Demanda' })).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-capabilities', '');
  });
});

describe('the bell and the unread badge', () => {
  beforeEach(() => signIn(ANA));

  it('an API without notifications or unread counts: no bell, no badge, and neither is asked for', async () => {
    // Nothing faked: a call to the notifications or the unread count would fail the test.
    fakeApi({});
    renderWithProviders(<SiteHeader />, {
      capabilities: capabilitiesWithout('notifications', 'notificationStream', 'unreadCounts'),
    });
    await screen.findByRole('button', { name: 'Hola, Ana Quispe' });
    expect(screen.queryByRole('button', { name: /^Notificaciones/ })).not.toBeInTheDocument();
    expect(document.querySelector('.alert-bell')).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Mis Ofertas' })).toHaveTextContent(/^Mis Ofertas$/);
  });

  it('not known yet: the bell’s room is held, nothing asked; with notifications, the bell and its count', async () => {
    const calls = fakeApi({ ...quietHeaderFakes(), getInboxUnreadCount: async () => 2 });
    renderWithProviders(<SiteHeader />, { capabilities: null });
    await screen.findByRole('button', { name: 'Hola, Ana Quispe' });
    expect(document.querySelector('.alert-bell')).toHaveAttribute('aria-hidden', 'true');
    expect(calls.getNotifications).not.toHaveBeenCalled();
    expect(calls.getInboxUnreadCount).not.toHaveBeenCalled();

    act(() => serveCapabilities(['notifications', 'unreadCounts']));
    expect(await screen.findByRole('button', { name: /^Notificaciones/ })).toBeInTheDocument();
    expect(await within(nav()).findByRole('link', { name: /^Mis Ofertas ?, 2 nuevas$/ })).toBeInTheDocument();
  });

  it('notifications without the stream or unread counts: the bell polls, "Mis Ofertas" has no count', async () => {
    // A browser that has EventSource: only the missing capability keeps the bell from opening a stream.
    const holder = globalThis as { EventSource?: unknown };
    holder.EventSource = class {
      addEventListener() {}
      close() {}
    };
    try {
      const calls = fakeApi({ ...quietHeaderFakes() });
      renderWithProviders(<SiteHeader />, { capabilities: ['notifications'] });
      expect(await screen.findByRole('button', { name: /^Notificaciones/ })).toBeInTheDocument();
      expect(within(nav()).getByRole('link', { name: 'Mis Ofertas' })).toHaveTextContent(/^Mis Ofertas$/);
      expect(calls.getNotifications).toHaveBeenCalled();
      expect(calls.getInboxUnreadCount).not.toHaveBeenCalled();
      // No stream ticket is asked for (an unfaked getStreamUrl would fail the test): the bell polls from the start.
      await waitFor(() =>
        expect(document.querySelector('.alert-bell')).toHaveAttribute('data-alert-channel', 'polling'),
      );
    } finally {
      delete holder.EventSource;
    }
  });
});

/**
 * mf-account against what the API has (GET /capabilities): the contact page without the API's messages,
 * the profile without its preferences, the preferences without the site's own notifications. The API
 * fence fails a test on any call it was not given.
 */
import { screen, within } from '@testing-library/react';
import { paths } from '@lotengo/shared';
import { useSession } from '@lotengo/shared/session';
import { defaultEmailFrequencies, defaultNotificationKinds } from '@lotengo/shared/contracts/alerts';
import { capabilitiesWithout, fakeApi, fakeIdentity, renderWithProviders } from '@lotengo/shared/testing';
import ContactPage from '../contact-page';
import ProfilePage from '../profile-page';
import NotificationPreferences from '../../features/notification-preferences/notification-preferences';
import { fakeProfileApi, setUpCardRemotes } from '../../__tests__/support/profile-fakes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

it('contact without the API’s messages: the office and phone with a note, no form to send', () => {
  fakeApi({});
  renderWithProviders(<ContactPage />, {
    route: paths.contact,
    path: paths.contact,
    capabilities: capabilitiesWithout('contact'),
  });
  expect(
    screen.getByText('Por ahora no podemos recibir mensajes desde aquí: llámanos o visítanos en nuestra oficina.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enviar Consulta' })).not.toBeInTheDocument();
  expect(screen.getByText(/San Isidro/)).toBeInTheDocument();
});

it('without the API’s preferences: no Notificaciones tab; ?tab=notificaciones opens the first', async () => {
  fakeProfileApi();
  setUpCardRemotes();
  const api = fakeApi();
  const me = {
    userCode: 7,
    userFirebaseId: 'uid-7',
    firstName: 'Lucía',
    lastName: 'Quispe',
    email: 'lucia@example.pe',
    phoneNumber: '987654321',
    avatarUrl: '',
    status: 1,
  };
  fakeIdentity().setUser({ uid: 'uid-7', email: me.email, displayName: null, providerId: 'password' });
  api.getUserByUid.mockResolvedValue(me);
  api.getProfileImages.mockResolvedValue([]);
  useSession.getState().setUser(me);
  renderWithProviders(<ProfilePage />, {
    route: `${paths.profile}?tab=notificaciones`,
    path: paths.profile,
    capabilities: capabilitiesWithout('emailPreferences'),
  });
  const tabs = await screen.findByRole('tablist');
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((t) => t.textContent),
  ).toEqual(['Mis solicitudes', 'Mis propiedades']);
  expect(within(tabs).getByRole('tab', { name: 'Mis solicitudes' })).toHaveAttribute('aria-selected', 'true');
  expect(api.getNotificationPreferences).not.toHaveBeenCalled();
});

it('the preferences without the site’s notifications: the e-mail choices only', async () => {
  fakeApi({
    getNotificationPreferences: async () => ({
      userCode: 7,
      kinds: defaultNotificationKinds(),
      email: defaultEmailFrequencies(),
      summary: true,
    }),
    getEmailStatus: async () => ({ userCode: 7, address: 'yo@lotengo.test', state: 'active' as const }),
  });
  renderWithProviders(<NotificationPreferences userCode={7} />, {
    capabilities: capabilitiesWithout('notifications'),
  });
  expect(await screen.findByRole('group', { name: 'Correos' })).toBeInTheDocument();
  // Only the e-mail summary's switch: none of the site's notification kinds.
  expect(screen.getAllByRole('switch')).toEqual([screen.getByRole('switch', { name: /resumen diario/ })]);
});

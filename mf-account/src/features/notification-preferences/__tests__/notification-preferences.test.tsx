import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@lotengo/shared/http';
import { defaultEmailFrequencies, defaultNotificationKinds } from '@lotengo/shared/contracts/alerts';
import { fakeApi, renderWithProviders } from '@lotengo/shared/testing';
import NotificationPreferences from '../notification-preferences';

const ME = 7;
const allOn = defaultNotificationKinds;
const mails = defaultEmailFrequencies;
/** The address gets mail: nothing to say about it (email-status.test.tsx covers the rest). */
const active = { getEmailStatus: async () => ({ userCode: ME, address: 'yo@lotengo.test', state: 'active' as const }) };

describe('the Notificaciones tab (preferences)', () => {
  it('shows one switch per kind, as stored', async () => {
    const stored = { userCode: ME, kinds: { ...allOn(), 'offer-liked': false }, email: mails(), summary: true };
    fakeApi({ getNotificationPreferences: async () => stored, ...active });
    renderWithProviders(<NotificationPreferences userCode={ME} />);
    const site = await screen.findByRole('group', { name: 'Notificaciones' });
    expect(within(site).getAllByRole('switch')).toHaveLength(9);
    expect(screen.getByRole('group', { name: 'Notificaciones' })).toHaveAccessibleDescription(
      'Elige qué avisos quieres recibir. Un aviso apagado no se crea.',
    );
    expect(screen.getByRole('switch', { name: 'Una solicitud nueva encaja con una de mis propiedades' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'A alguien le gustó mi propiedad' })).not.toBeChecked();
  });

  it('saves a kind as it is switched, only that kind, and says so', async () => {
    const calls = fakeApi({
      getNotificationPreferences: async () => ({ userCode: ME, kinds: allOn(), email: mails(), summary: true }),
      setNotificationPreferences: async (_user, kinds) => ({
        userCode: ME,
        kinds: { ...allOn(), ...kinds },
        email: mails(),
        summary: true,
      }),
      ...active,
    });
    renderWithProviders(<NotificationPreferences userCode={ME} />);
    const match = await screen.findByRole('switch', { name: 'Una solicitud nueva encaja con una de mis propiedades' });
    await userEvent.click(match);
    expect(calls.setNotificationPreferences).toHaveBeenCalledWith(ME, { 'request-match': false });
    expect(await screen.findByText('Preferencias guardadas')).toBeInTheDocument();
    expect(match).not.toBeChecked();
  });

  it('puts the switch back when saving fails, with the reason', async () => {
    fakeApi({
      getNotificationPreferences: async () => ({ userCode: ME, kinds: allOn(), email: mails(), summary: true }),
      setNotificationPreferences: async () => {
        throw new ApiError(403, 'No puedes cambiar las preferencias de otra persona');
      },
      ...active,
    });
    renderWithProviders(<NotificationPreferences userCode={ME} />);
    const expiring = await screen.findByRole('switch', { name: 'Mi solicitud está por vencer' });
    await userEvent.click(expiring);
    expect(await screen.findByText('No puedes cambiar las preferencias de otra persona')).toBeInTheDocument();
    await waitFor(() => expect(expiring).toBeChecked());
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultEmailFrequencies, defaultNotificationKinds } from '@lotengo/shared/contracts/alerts';
import { fakeApi, renderWithProviders } from '@lotengo/shared/testing';
import NotificationPreferences from '../notification-preferences';

const ME = 7;
const stored = (email = defaultEmailFrequencies()) => ({ userCode: ME, kinds: defaultNotificationKinds(), email });

describe('the e-mail choices (Notificaciones tab)', () => {
  it('one labelled group per kind with three choices, as stored', async () => {
    fakeApi({
      getNotificationPreferences: async () => stored({ ...defaultEmailFrequencies(), 'visit-cancelled': 'never' }),
    });
    renderWithProviders(<NotificationPreferences userCode={ME} />);
    const group = await screen.findByRole('group', { name: 'Correos' });
    expect(within(group).getAllByRole('radio')).toHaveLength(12);
    const match = within(group).getByRole('group', { name: 'Una solicitud nueva encaja con una de mis propiedades' });
    expect(within(match).getByRole('radio', { name: 'Al instante' })).toBeChecked();
    expect(within(match).getByRole('radio', { name: 'Un resumen diario' })).not.toBeChecked();
    const cancelled = within(group).getByRole('group', { name: 'Se canceló una visita' });
    expect(within(cancelled).getByRole('radio', { name: 'Nunca' })).toBeChecked();
  });

  it('saves the choice of one kind from the keyboard, only that kind, and says so', async () => {
    const calls = fakeApi({
      getNotificationPreferences: async () => stored(),
      setEmailPreferences: async (_user, email) => stored({ ...defaultEmailFrequencies(), ...email }),
    });
    renderWithProviders(<NotificationPreferences userCode={ME} />);
    const offers = await screen.findByRole('group', { name: 'Me enviaron una propiedad' });
    within(offers).getByRole('radio', { name: 'Al instante' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(calls.setEmailPreferences).toHaveBeenCalledWith(ME, { 'offer-received': 'daily' });
    expect(await screen.findByText('Preferencias de correo guardadas')).toBeInTheDocument();
    expect(within(offers).getByRole('radio', { name: 'Un resumen diario' })).toBeChecked();
  });
});

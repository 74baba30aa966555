import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultEmailFrequencies,
  defaultNotificationKinds,
  type EmailFrequency,
  type EmailKind,
} from '@lotengo/shared/contracts/alerts';
import { fakeApi, renderWithProviders } from '@lotengo/shared/testing';
import NotificationPreferences from '../notification-preferences';

const ME = 7;
const stored = (email: Record<EmailKind, EmailFrequency> = defaultEmailFrequencies(), summary = true) => ({
  userCode: ME,
  kinds: defaultNotificationKinds(),
  email,
  summary,
});
const active = { getEmailStatus: async () => ({ userCode: ME, address: 'yo@lotengo.test', state: 'active' as const }) };

describe('the e-mail choices (Notificaciones tab)', () => {
  it('one labelled group per kind with three choices, as stored, and the address they go to', async () => {
    fakeApi({
      getNotificationPreferences: async () => stored({ ...defaultEmailFrequencies(), 'visit-cancelled': 'never' }),
      ...active,
    });
    renderWithProviders(<NotificationPreferences userCode={ME} />);
    const group = await screen.findByRole('group', { name: 'Correos' });
    expect(within(group).getAllByRole('radio')).toHaveLength(12);
    const match = within(group).getByRole('group', { name: 'Una solicitud nueva encaja con una de mis propiedades' });
    expect(within(match).getByRole('radio', { name: 'Al instante' })).toBeChecked();
    expect(within(match).getByRole('radio', { name: 'Un resumen diario' })).not.toBeChecked();
    const cancelled = within(group).getByRole('group', { name: 'Se canceló una visita' });
    expect(within(cancelled).getByRole('radio', { name: 'Nunca' })).toBeChecked();
    expect(await within(group).findByText('Te escribimos a yo@lotengo.test.')).toBeInTheDocument();
  });

  it('saves the choice of one kind from the keyboard, only that kind, and says so', async () => {
    const calls = fakeApi({
      getNotificationPreferences: async () => stored(),
      setEmailPreferences: async (_user, email) => stored({ ...defaultEmailFrequencies(), ...email }),
      ...active,
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

describe('the daily summary switch', () => {
  it('turned off (as its mail link does): "daily" kinds show "Nunca", and it says so', async () => {
    const daily = { ...defaultEmailFrequencies(), 'offer-received': 'daily' as const };
    const calls = fakeApi({
      getNotificationPreferences: async () => stored(daily),
      setEmailSummary: async (_user, on) => stored({ ...daily, 'offer-received': on ? 'daily' : 'never' }, on),
      ...active,
    });
    renderWithProviders(<NotificationPreferences userCode={ME} />);
    const summary = await screen.findByRole('switch', { name: 'Recibir el resumen diario' });
    expect(summary).toBeChecked();
    expect(summary).toHaveAccessibleDescription(/los que pasan del límite de correos del día/);
    await userEvent.click(summary);
    expect(calls.setEmailSummary).toHaveBeenCalledWith(ME, false);
    expect(await screen.findByText('Resumen diario desactivado: no te enviaremos más resúmenes')).toBeInTheDocument();
    expect(summary).not.toBeChecked();
    const offers = screen.getByRole('group', { name: 'Me enviaron una propiedad' });
    expect(within(offers).getByRole('radio', { name: 'Nunca' })).toBeChecked();
  });

  it('shows off when the summary link turned it off, and turns it on again from the keyboard', async () => {
    const calls = fakeApi({
      getNotificationPreferences: async () => stored(defaultEmailFrequencies(), false),
      setEmailSummary: async (_user, on) => stored(defaultEmailFrequencies(), on),
      ...active,
    });
    renderWithProviders(<NotificationPreferences userCode={ME} />);
    const summary = await screen.findByRole('switch', { name: 'Recibir el resumen diario' });
    expect(summary).not.toBeChecked();
    summary.focus();
    await userEvent.keyboard(' ');
    expect(calls.setEmailSummary).toHaveBeenCalledWith(ME, true);
    expect(await screen.findByText('Resumen diario activado')).toBeInTheDocument();
    expect(summary).toBeChecked();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@lotengo/shared/http';
import { defaultEmailFrequencies, defaultNotificationKinds, type EmailStatus } from '@lotengo/shared/contracts/alerts';
import { fakeApi, renderWithProviders } from '@lotengo/shared/testing';
import NotificationPreferences from '../notification-preferences';

const ME = 7;
const ADDRESS = 'yo@lotengo.test';
const preferences = {
  getNotificationPreferences: async () => ({
    userCode: ME,
    kinds: defaultNotificationKinds(),
    email: defaultEmailFrequencies(),
    summary: true,
  }),
};
const suppressed = (reason: 'bounce' | 'complaint' | 'manual'): EmailStatus => ({
  userCode: ME,
  address: ADDRESS,
  state: 'suppressed',
  suppression: { reason, since: '2026-11-20T15:00:00.000Z', canReactivate: reason !== 'manual' },
});

async function statusBox() {
  const group = await screen.findByRole('group', { name: 'Correos' });
  return within(group).findByRole('status');
}

describe('why a member gets no mail, and how to fix it', () => {
  it('not verified: says so, sends the verification link on request, and checks again', async () => {
    let state: EmailStatus['state'] = 'unverified';
    const calls = fakeApi({
      ...preferences,
      getEmailStatus: async () => ({ userCode: ME, address: ADDRESS, state }),
      sendEmailVerification: async () => ({ sentTo: ADDRESS }),
    });
    renderWithProviders(<NotificationPreferences userCode={ME} />);
    const box = await statusBox();
    expect(box).toHaveTextContent('No te enviamos correos: tu correo aún no está verificado');
    expect(box).toHaveTextContent(`Verifica ${ADDRESS} para recibir avisos por correo`);
    await userEvent.click(within(box).getByRole('button', { name: 'Enviarme el enlace de verificación' }));
    expect(calls.sendEmailVerification).toHaveBeenCalledWith(ME);
    expect(
      await within(box).findByText(`Te enviamos el enlace a ${ADDRESS}. Ábrelo y vuelve a esta pestaña.`),
    ).toBeVisible();
    state = 'active';
    await userEvent.click(within(box).getByRole('button', { name: 'Ya lo verifiqué' }));
    expect(await screen.findByText(`Te escribimos a ${ADDRESS}.`)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Correos' })).queryByRole('status')).not.toBeInTheDocument();
  });

  it('a bounce: the day and the address, and "Volver a recibir correos" lifts it', async () => {
    const calls = fakeApi({
      ...preferences,
      getEmailStatus: async () => suppressed('bounce'),
      reactivateEmail: async () => ({ userCode: ME, address: ADDRESS, state: 'active' }),
    });
    renderWithProviders(<NotificationPreferences userCode={ME} />);
    const box = await statusBox();
    expect(box).toHaveTextContent('No te enviamos correos: tu buzón los rechazó');
    expect(box).toHaveTextContent(`El 20 de noviembre de 2026 el buzón de ${ADDRESS} rechazó nuestros correos`);
    await userEvent.click(within(box).getByRole('button', { name: 'Volver a recibir correos' }));
    expect(calls.reactivateEmail).toHaveBeenCalledWith(ME);
    expect(await screen.findByText('Listo: volveremos a escribirte')).toBeInTheDocument();
    expect(await screen.findByText(`Te escribimos a ${ADDRESS}.`)).toBeInTheDocument();
  });

  it('a spam complaint: says so and offers to turn mail back on; a refusal is shown', async () => {
    fakeApi({
      ...preferences,
      getEmailStatus: async () => suppressed('complaint'),
      reactivateEmail: async () => {
        throw new ApiError(409, 'No se pudo, inténtalo más tarde');
      },
    });
    renderWithProviders(<NotificationPreferences userCode={ME} />);
    const box = await statusBox();
    expect(box).toHaveTextContent('marcaste uno de nuestros correos como spam');
    await userEvent.click(within(box).getByRole('button', { name: 'Volver a recibir correos' }));
    expect(await screen.findByText('No se pudo, inténtalo más tarde')).toBeInTheDocument();
  });

  it("the team's own stop: no button to lift it, a link to write to the team", async () => {
    fakeApi({ ...preferences, getEmailStatus: async () => suppressed('manual') });
    renderWithProviders(<NotificationPreferences userCode={ME} />);
    const box = await statusBox();
    expect(box).toHaveTextContent('nuestro equipo los detuvo');
    expect(within(box).queryByRole('button')).not.toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Escribir a Lo Tengo' })).toHaveAttribute('href', '/page/contact');
  });
});

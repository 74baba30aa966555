import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { notify, ToastHost } from '..';
import { catalogueMessage, notifyKey } from '../../ui/notify-key';

afterEach(() => {
  act(() => toast.dismiss());
});

describe('notify', () => {
  it('shows title and message in a toast that screen readers announce', async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Guardado correctamente', 'OK...');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('OK...');
    expect(alert).toHaveTextContent('Guardado correctamente');
  });

  it('notifyKey uses the catalogue and appends the server message after a space', async () => {
    render(<ToastHost />);
    act(() => {
      notifyKey('error', 'saveFailure', 'referenceAddress es requerido');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo guardar la informacion referenceAddress es requerido');
    expect(within(alert).getByText('Error...')).toBeInTheDocument();
  });

  it('catalogueMessage ignores an empty extra', () => {
    expect(catalogueMessage('saveFailure')).toBe('No se pudo guardar la informacion');
    expect(catalogueMessage('saveFailure', '  ')).toBe('No se pudo guardar la informacion');
    expect(catalogueMessage('inboxLoadFailure', 'Tiempo agotado')).toBe('No se pudo cargar el buzón Tiempo agotado');
  });

  // jsdom runs no CSS animations: react-toastify's timers are its animationend events, fired by hand here.
  const toastOf = (text: string) => screen.getByText(text).closest<HTMLElement>('.Toastify__toast')!;

  it('has a Spanish close button that closes the toast', async () => {
    const user = userEvent.setup();
    render(<ToastHost />);
    act(() => {
      notify.warning('Por favor revisar, hay datos incompletos', 'Atención');
    });
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    fireEvent.animationEnd(toastOf('Por favor revisar, hay datos incompletos'));
    await waitFor(() => expect(screen.queryByText('Por favor revisar, hay datos incompletos')).not.toBeInTheDocument());
  });

  it('auto-closes after 6000 ms (the progress bar runs 6000 ms, then the toast goes)', async () => {
    render(<ToastHost />);
    act(() => {
      notify.info('Buzón cargado con éxito', 'OK...');
    });
    const el = await screen.findByText('Buzón cargado con éxito');
    const bar = el.closest('.Toastify__toast')!.parentElement!.querySelector<HTMLElement>('.Toastify__progress-bar')!;
    expect(bar.style.animationDuration).toBe('6000ms');
    fireEvent.animationEnd(bar);
    fireEvent.animationEnd(toastOf('Buzón cargado con éxito'));
    await waitFor(() => expect(screen.queryByText('Buzón cargado con éxito')).not.toBeInTheDocument());
  });
});

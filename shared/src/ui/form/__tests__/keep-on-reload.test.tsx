import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { BEFORE_RELOAD_EVENT } from '../../reload-event';
import { useKeepOnReload } from '../keep-on-reload';

interface Values {
  message: string;
  photo: unknown;
}

function Form({ formKey = 'contacto' }: { formKey?: string }) {
  const form = useForm<Values>({ defaultValues: { message: '', photo: null } });
  useKeepOnReload(formKey, form);
  return (
    <form>
      <label htmlFor="message">Mensaje</label>
      <input id="message" {...form.register('message')} />
      <button type="button" onClick={() => form.setValue('photo', new Blob(['x']))}>
        Foto
      </button>
    </form>
  );
}

describe('useKeepOnReload', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps what was typed across the reload for a new version, once', async () => {
    const first = render(<Form />);
    await userEvent.type(screen.getByLabelText('Mensaje'), 'Busco un depa en Miraflores');
    await userEvent.click(screen.getByRole('button', { name: 'Foto' }));
    window.dispatchEvent(new Event(BEFORE_RELOAD_EVENT));
    first.unmount();
    const saved = JSON.parse(window.sessionStorage.getItem('lotengo:borrador:contacto')!) as Partial<Values>;
    expect(saved.message).toBe('Busco un depa en Miraflores');
    expect(saved).not.toHaveProperty('photo', expect.anything());

    const second = render(<Form />);
    expect(screen.getByLabelText('Mensaje')).toHaveValue('Busco un depa en Miraflores');
    expect(window.sessionStorage.getItem('lotengo:borrador:contacto')).toBeNull();
    second.unmount();

    // Without that reload, a new mount starts afresh.
    render(<Form />);
    expect(screen.getByLabelText('Mensaje')).toHaveValue('');
  });

  it('keeps each form under its own key', async () => {
    const a = render(<Form formKey="a" />);
    await userEvent.type(screen.getByLabelText('Mensaje'), 'hola');
    window.dispatchEvent(new Event(BEFORE_RELOAD_EVENT));
    a.unmount();
    render(<Form formKey="b" />);
    expect(screen.getByLabelText('Mensaje')).toHaveValue('');
  });
});

import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../modal';

function Harness({ staticBackdrop = false }: { staticBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <main>
        <button type="button">Detrás</button>
      </main>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Enlaza tu propiedad"
        staticBackdrop={staticBackdrop}
        size="lg"
      >
        <label>
          Nombre
          <input />
        </label>
        <button type="button">Enviar</button>
      </Modal>
    </>
  );
}

async function openModal(staticBackdrop = false) {
  const user = userEvent.setup();
  render(<Harness staticBackdrop={staticBackdrop} />);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  await user.click(opener);
  return { user, opener };
}

describe('Modal', () => {
  it('is a labelled modal dialog and moves focus inside', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Enlaza tu propiedad' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('lt-modal--lg');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal();
    const input = screen.getByRole('textbox', { name: 'Nombre' });
    const send = screen.getByRole('button', { name: 'Enviar' });
    const close = screen.getByRole('button', { name: 'Cerrar' });
    await user.tab();
    expect(send).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wraps to the first focusable (the × in the header)
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
  });

  it('makes the page behind inert and locks its scroll while open', async () => {
    const { user } = await openModal();
    expect(screen.getByRole('button', { name: 'Detrás', hidden: true }).closest('[inert]')).not.toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Detrás' }).closest('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('Escape closes it and focus returns to the opener', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('a click on the backdrop closes it, a click inside does not', async () => {
    const { user } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(document.querySelector('.lt-modal-backdrop')!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with staticBackdrop, neither Escape nor the backdrop closes it; the × does', async () => {
    const { user, opener } = await openModal(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(document.querySelector('.lt-modal-backdrop')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('renders nothing while closed', () => {
    render(
      <Modal open={false} onClose={() => undefined} title="x">
        contenido
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('contenido')).not.toBeInTheDocument();
  });
});

import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProcessingOverlay } from '../processing-overlay';

function Form() {
  const [saving, setSaving] = useState(false);
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <button type="button" onClick={() => setSaving(true)}>
        Crear
      </button>
      <button type="button" onClick={() => setClicks((c) => c + 1)}>
        Otro ({clicks})
      </button>
      <button type="button" data-testid="stop" onClick={() => setSaving(false)}>
        stop
      </button>
      <ProcessingOverlay show={saving} />
    </div>
  );
}

describe('ProcessingOverlay', () => {
  it('announces "Procesando…" as a status while shown', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Procesando…');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveFocus();
  });

  it('blocks the page behind (inert) so nothing is submitted twice', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    const other = screen.getByRole('button', { name: /Otro/, hidden: true });
    expect(other.closest('[inert]')).not.toBeNull();
    await user.tab();
    expect(other).not.toHaveFocus();
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('gives the page back when it hides', () => {
    const { rerender } = render(<ProcessingOverlay show label="Guardando" />);
    expect(screen.getByRole('status')).toHaveTextContent('Guardando');
    rerender(<ProcessingOverlay show={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.querySelector('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});

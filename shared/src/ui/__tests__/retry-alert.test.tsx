import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RetryAlert } from '../retry-alert';

describe('RetryAlert', () => {
  it('announces the failure and retries on "Reintentar"', async () => {
    const onRetry = jest.fn();
    render(<RetryAlert className="box" message="No se pudo cargar" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar');
    expect(alert).toHaveClass('box');
    const button = screen.getByRole('button', { name: 'Reintentar' });
    expect(button).toHaveClass('lt-btn', 'lt-btn--secondary');
    await userEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("takes the app's own button style", () => {
    render(<RetryAlert buttonClassName="lt-req-btn" message="Error" onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toHaveAttribute('class', 'lt-req-btn');
  });
});

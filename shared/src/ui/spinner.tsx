import { common } from '@lotengo/shared/i18n';

export interface SpinnerProps {
  label?: string;
  size?: 'sm' | 'lg';
}

/** Loading indicator with a text for screen readers. */
export function Spinner({ label = common.loading, size = 'sm' }: SpinnerProps) {
  return (
    <span className="lt-spinner-wrap" role="status">
      <span className={`lt-spinner${size === 'lg' ? ' lt-spinner--lg' : ''}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

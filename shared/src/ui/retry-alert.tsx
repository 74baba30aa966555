import type { CSSProperties, ReactNode } from 'react';
import { common } from '@lotengo/shared/i18n';

export interface RetryAlertProps {
  /** What failed, in the user's words. */
  message: ReactNode;
  onRetry: () => void;
  /** The app's own box style (each remote styles its states). */
  className?: string;
  /** The app's own button style (default the shared secondary button). */
  buttonClassName?: string;
  style?: CSSProperties;
}

/** A load that failed: the message and a "Reintentar" button, announced as an alert. */
export function RetryAlert({
  message,
  onRetry,
  className,
  buttonClassName = 'lt-btn lt-btn--secondary',
  style,
}: RetryAlertProps) {
  return (
    <div role="alert" className={className} style={style}>
      <p>{message}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {common.retry}
      </button>
    </div>
  );
}

import type { ReactNode } from 'react';
import { messages } from '@lotengo/shared/i18n';

const t = messages.common;

export interface RemoteNoticeProps {
  onRetry: () => void;
  /** A failed page gets the page's h1; a failed section inside a page gets an h2. */
  headingLevel?: 1 | 2;
}

export interface FailureNoticeProps {
  title: string;
  hint: string;
  actionLabel: string;
  onAction: () => void;
  headingLevel?: 1 | 2;
  /** A modifier of the notice's box (remote-unavailable--error). */
  className?: string;
  /** After the main button (a way out, e.g. back to the home page). */
  children?: ReactNode;
}

/** The one look of every failed area (outage, render error, missing release, failed page): title, hint, one main
 * button. */
export function FailureNotice({
  title,
  hint,
  actionLabel,
  onAction,
  headingLevel = 1,
  className,
  children,
}: FailureNoticeProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={className ? `remote-unavailable ${className}` : 'remote-unavailable'} role="alert">
      <Heading className="remote-unavailable__title">{title}</Heading>
      <p className="remote-unavailable__hint">{hint}</p>
      <button type="button" className="lt-btn lt-btn--primary" onClick={onAction}>
        {actionLabel}
      </button>
      {children}
    </div>
  );
}

/** A remote that could not be fetched (server down, network): the outage notice. */
export function RemoteUnavailable({ area, onRetry, headingLevel }: RemoteNoticeProps & { area: string }) {
  return (
    <FailureNotice
      title={t.remoteUnavailable(area)}
      hint={t.remoteUnavailableHint}
      actionLabel={t.retry}
      onAction={onRetry}
      headingLevel={headingLevel}
    />
  );
}

/** A remote that loaded but threw while rendering: a bug, not an outage, so a different notice. */
export function RemoteRenderError({ onRetry, headingLevel }: RemoteNoticeProps) {
  return (
    <FailureNotice
      title={t.remoteRenderError}
      hint={t.remoteRenderErrorHint}
      actionLabel={t.retry}
      onAction={onRetry}
      headingLevel={headingLevel}
      className="remote-unavailable--error"
    />
  );
}

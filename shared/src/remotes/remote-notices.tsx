import { messages } from '../i18n';

const t = messages.common;

export interface RemoteNoticeProps {
  onRetry: () => void;
  /** A failed page gets the page's h1; a failed section inside a page gets an h2. */
  headingLevel?: 1 | 2;
}

/** A remote that could not be fetched (server down, network): the outage notice. */
export function RemoteUnavailable({ area, onRetry, headingLevel = 1 }: RemoteNoticeProps & { area: string }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="remote-unavailable" role="alert">
      <Heading className="remote-unavailable__title">{t.remoteUnavailable(area)}</Heading>
      <p className="remote-unavailable__hint">{t.remoteUnavailableHint}</p>
      <button type="button" className="lt-btn lt-btn--primary" onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}

/** A remote that loaded but threw while rendering: a bug, not an outage, so a different notice. */
export function RemoteRenderError({ onRetry, headingLevel = 1 }: RemoteNoticeProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="remote-unavailable remote-unavailable--error" role="alert">
      <Heading className="remote-unavailable__title">{t.remoteRenderError}</Heading>
      <p className="remote-unavailable__hint">{t.remoteRenderErrorHint}</p>
      <button type="button" className="lt-btn lt-btn--primary" onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}

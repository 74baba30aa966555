import { messages } from '@lotengo/shared';

export interface RemoteUnavailableProps {
  /** Spanish name of the area, e.g. "Solicitudes". */
  area: string;
  onRetry: () => void;
  /** A failed page gets the page's h1; a failed section inside a page gets an h2. */
  headingLevel?: 1 | 2;
}

/** The notice shown in place of a remote that could not be loaded. Header, footer and the rest stay usable. */
export function RemoteUnavailable({ area, onRetry, headingLevel = 1 }: RemoteUnavailableProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="remote-unavailable" role="alert">
      <Heading className="remote-unavailable__title">{messages.common.remoteUnavailable(area)}</Heading>
      <p className="remote-unavailable__hint">{messages.common.remoteUnavailableHint}</p>
      <button type="button" className="lt-btn lt-btn--primary" onClick={onRetry}>
        {messages.common.retry}
      </button>
    </div>
  );
}

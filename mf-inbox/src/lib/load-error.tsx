import { EmptyState } from '@lotengo/shared';
import { apiErrorMessage } from '@lotengo/shared/http';
import { inboxTexts } from '../texts';

/** A list of the inbox that could not load: what failed, the server's reason, and "Reintentar". */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      title={title}
      body={<p role="alert">{apiErrorMessage(error)}</p>}
      action={
        <button type="button" className="lt-btn lt-btn--primary" onClick={onRetry}>
          {inboxTexts.loadError.retry}
        </button>
      }
    />
  );
}

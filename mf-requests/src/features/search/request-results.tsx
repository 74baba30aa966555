import { useDeferredValue, useEffect, useId, type ReactNode } from 'react';
import { type HouseRequest, type SearchFilter } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { ApiError } from '@lotengo/shared/http';
import { useRequestSearch } from './use-request-search';
import { ResultsBody } from './results-body';
import { requestsTexts } from '../../texts';

const t = requestsTexts.search;

export interface RequestResultsProps {
  filter: SearchFilter;
  renderCard: (request: HouseRequest) => ReactNode;
  /** Heading of the list; the result count sits next to it. */
  title?: string;
  /** id of the section (the home's anchor). */
  id?: string;
  /** The API refused a filter (400 naming the field, e.g. an unknown ubigeoId): the caller drops it. */
  onInvalidFilter?: (field: string) => void;
}

/** "{n} Resultados", a bounded grid of cards and "Ver más" to load the next page from the server. */
export function RequestResults({ filter, renderCard, title, id, onInvalidFilter }: RequestResultsProps) {
  const headingId = useId();
  const search = useRequestSearch(filter);
  const refused = search.error instanceof ApiError && search.error.status === 400 ? search.error.field : undefined;
  useEffect(() => {
    if (refused && onInvalidFilter) onInvalidFilter(refused);
  }, [refused, onInvalidFilter]);

  // Deferred: an answer's count and cards render in a time-sliced pass, not inside the network callback.
  const view = useDeferredValue(search);
  const body = <ResultsBody search={view} headingId={headingId} renderCard={renderCard} />;

  return (
    <section id={id} aria-labelledby={headingId}>
      <div className="lt-req-results-head">
        <h2 id={headingId}>{title ?? t.publicTitle}</h2>
        <p aria-live="polite" data-testid="results-count">
          {view.isSuccess ? messages.common.results(view.total) : ''}
        </p>
      </div>
      {body}
    </section>
  );
}

import { useEffect, useId, type ReactNode } from 'react';
import { ApiError, messages, type HouseRequest, type SearchFilter, RetryAlert } from '@lotengo/shared';
import { useRequestSearch } from './use-request-search';

const t = messages.requests.search;

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
  const { items, total } = search;
  const refused = search.error instanceof ApiError && search.error.status === 400 ? search.error.field : undefined;
  useEffect(() => {
    if (refused && onInvalidFilter) onInvalidFilter(refused);
  }, [refused, onInvalidFilter]);

  let body: ReactNode;
  if (search.isPending) {
    body = (
      <p className="lt-req-state" role="status">
        {messages.common.loading}
      </p>
    );
  } else if (search.isError) {
    body = (
      <RetryAlert className="lt-req-state" buttonClassName="lt-req-btn" message={t.loadError} onRetry={() => void search.refetch()} />
    );
  } else if (items.length === 0) {
    body = (
      <div className="lt-req-state">
        <p>
          <strong>{t.noResults}</strong>
        </p>
        <p className="lt-req-muted">{t.noResultsHint}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="lt-req-grid" aria-labelledby={headingId}>
          {items.map((r) => (
            <li key={r.houseRequestId}>{renderCard(r)}</li>
          ))}
        </ul>
        <div className="lt-req-more">
          <p className="lt-req-muted">{t.showing(items.length, total)}</p>
          {search.hasNextPage ? (
            <button type="button" className="lt-req-btn lt-req-btn--secondary" onClick={() => void search.fetchNextPage()} disabled={search.isFetchingNextPage}>
              {search.isFetchingNextPage ? t.loadingMore : t.loadMore}
            </button>
          ) : null}
          {search.isFetchNextPageError ? (
            <p className="lt-req-error" role="alert">
              {t.loadError}
            </p>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section id={id} aria-labelledby={headingId}>
      <div className="lt-req-results-head">
        <h2 id={headingId}>{title ?? t.publicTitle}</h2>
        <p aria-live="polite" data-testid="results-count">
          {search.isSuccess ? messages.common.results(total) : ''}
        </p>
      </div>
      {body}
    </section>
  );
}

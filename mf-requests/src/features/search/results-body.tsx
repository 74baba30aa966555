import { memo, type ReactNode } from 'react';
import { type HouseRequest, RetryAlert } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import type { useRequestSearch } from './use-request-search';
import { requestsTexts } from '../../texts';

const t = requestsTexts.search;

export interface ResultsBodyProps {
  search: ReturnType<typeof useRequestSearch>;
  headingId: string;
  renderCard: (request: HouseRequest) => ReactNode;
}

/**
 * The state line or the grid of cards with "Ver más". Memoised, and given a deferred copy of the search
 * (request-results.tsx): the cards of an answer render in yielding slices instead of one long task in
 * the network callback (a phone stays responsive while the list appears).
 */
export const ResultsBody = memo(function ResultsBody({ search, headingId, renderCard }: ResultsBodyProps) {
  const { items, total } = search;
  let body: ReactNode;
  if (search.isPending) {
    body = (
      <p className="lt-req-state" role="status">
        {messages.common.loading}
      </p>
    );
  } else if (search.isError) {
    body = (
      <RetryAlert
        className="lt-req-state"
        buttonClassName="lt-req-btn"
        message={t.loadError}
        onRetry={() => void search.refetch()}
      />
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
            <button
              type="button"
              className="lt-req-btn lt-req-btn--secondary"
              onClick={() => void search.fetchNextPage()}
              disabled={search.isFetchingNextPage}
            >
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

  return body;
});

import { useId, type ReactNode } from 'react';
import { type HouseRequest, RetryAlert } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { usePopularRequests } from './use-request-search';
import { requestsTexts } from '../../texts';

const t = requestsTexts.search;

/** The home's popular-requests list (GET /house-request/getHouseRequestMorePopular). */
export function PopularRequests({ renderCard }: { renderCard: (request: HouseRequest) => ReactNode }) {
  const headingId = useId();
  const popular = usePopularRequests();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t.popularTitle}</h2>
      {popular.isPending ? (
        <p className="lt-req-state" role="status">
          {messages.common.loading}
        </p>
      ) : popular.isError ? (
        <RetryAlert
          className="lt-req-state"
          buttonClassName="lt-req-btn"
          message={t.loadError}
          onRetry={() => void popular.refetch()}
        />
      ) : popular.data.length === 0 ? (
        <p className="lt-req-state">{t.popularEmpty}</p>
      ) : (
        <ul className="lt-req-grid" aria-labelledby={headingId}>
          {popular.data.map((r) => (
            <li key={r.houseRequestId}>{renderCard(r)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

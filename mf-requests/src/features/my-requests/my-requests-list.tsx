import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { EmptyState, Spinner, houseRequestQueries, paths, type HouseRequest, RetryAlert } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { requestFormTexts } from '../../texts';

const t = requestFormTexts.mine;

/** "Mis Solicitudes": count, "Añade una nueva solicitud" and the user's cards (rendered by the caller, with Editar). */
export function MyRequestsList({
  userCode,
  renderCard,
}: {
  userCode: number;
  renderCard: (r: HouseRequest) => ReactNode;
}) {
  const mine = useQuery(houseRequestQueries.mine(userCode));
  const addLink = (
    <Link className="lt-req-btn" to={paths.requestsCreate(0, 0)}>
      {t.add}
    </Link>
  );
  return (
    <>
      <div className="lt-req-results-head">
        <p aria-live="polite" data-testid="results-count">
          {mine.isSuccess ? messages.common.results(mine.data.length) : ''}
        </p>
        {addLink}
      </div>
      {mine.isPending ? (
        <Spinner />
      ) : mine.isError ? (
        <RetryAlert
          className="lt-req-state"
          buttonClassName="lt-req-btn"
          message={t.loadError}
          onRetry={() => void mine.refetch()}
        />
      ) : mine.data.length === 0 ? (
        <EmptyState title={t.empty} body={t.emptyHint} />
      ) : (
        <ul className="lt-req-grid" aria-label={t.title}>
          {mine.data.map((r) => (
            <li key={r.houseRequestId}>{renderCard(r)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { EmptyState, Spinner, houseRequestQueries, messages, paths, type HouseRequest } from '@lotengo/shared';

const t = messages.requests.mine;

/** "Mis Solicitudes": count, "Añade una nueva solicitud" and the user's cards (rendered by the caller, with Editar). */
export function MyRequestsList({ userCode, renderCard }: { userCode: number; renderCard: (r: HouseRequest) => ReactNode }) {
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
        <div className="lt-req-state" role="alert">
          <p>{t.loadError}</p>
          <button type="button" className="lt-req-btn" onClick={() => void mine.refetch()}>
            {messages.common.retry}
          </button>
        </div>
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

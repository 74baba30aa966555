import { useQuery } from '@tanstack/react-query';
import { displayTitle, EmptyState, visitQueries, type OwnerVisit } from '@lotengo/shared';
import { LoadError } from '../../lib/load-error';
import { formatVisitDate } from '../../lib/dates';
import { useCancelVisit } from './use-cancel-visit';
import { inboxTexts } from '../../texts';

const t = inboxTexts;

/** Upcoming first, then the rest; cancelled ones last. */
const order = (a: OwnerVisit, b: OwnerVisit) =>
  b.status - a.status || (a.visitDate || '9999').localeCompare(b.visitDate || '9999') || a.visitId - b.visitId;

/** "Visitas a mis propiedades": who is coming to my properties and when (first name only); either side may cancel. */
export function OwnerVisits({ userCode }: { userCode: number }) {
  const visits = useQuery(visitQueries.owner(userCode));
  const { cancel, busyId } = useCancelVisit();

  if (visits.isPending) {
    return (
      <div className="lt-inbox-skeleton" role="status">
        <span className="lt-inbox-sr-only">{t.loading}</span>
        <div className="lt-inbox-skeleton__row" aria-hidden="true" />
        <div className="lt-inbox-skeleton__row" aria-hidden="true" />
      </div>
    );
  }
  if (visits.isError)
    return <LoadError title={t.ownerVisits.loadError} error={visits.error} onRetry={() => void visits.refetch()} />;
  if (!visits.data.length) return <EmptyState title={t.ownerVisits.empty} />;

  return (
    <>
      <p className="lt-inbox-muted">{t.ownerVisits.intro}</p>
      <ul className="lt-inbox-owner-visits">
        {[...visits.data].sort(order).map((v) => {
          const date = v.visitDate ? formatVisitDate(v.visitDate) : '';
          return (
            <li key={v.visitId} className={`lt-inbox-owner-visit${v.status === 0 ? ' is-cancelled' : ''}`}>
              <h3 className="lt-inbox-owner-visit__title">{date ? t.visit.when(date, v.visitHour) : t.visit.noDate}</h3>
              <p>
                {t.visit.kind(v.typeVisit)} · {t.ownerVisits.seeker(v.seekerFirstName)}
              </p>
              <p className="lt-inbox-muted">
                {t.ownerVisits.property(displayTitle(v))} — {[v.address, v.district].filter(Boolean).join(', ')}
              </p>
              {v.status === 0 ? (
                <p className="lt-inbox-visit__title">
                  {t.visit.cancelled}. {v.cancelledBy ? t.ownerVisits.cancelledBy[v.cancelledBy] : ''}
                </p>
              ) : (
                <button
                  type="button"
                  className="lt-btn lt-btn--ghost"
                  aria-label={t.ownerVisits.cancelLabel(v.seekerFirstName, date)}
                  disabled={busyId === v.visitId}
                  onClick={() => void cancel(v.visitId)}
                >
                  {t.visit.cancel}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { displayTitle, EmptyState, paths, type InboxEntry } from '@lotengo/shared';
import { LoadError } from '../../lib/load-error';
import { countByFilter, groupOffers, type OfferFilter } from './group-offers';
import { OfferCard } from './offer-card';
import { OfferFilterGroup } from './offer-filter';
import { OffersSkeleton } from './offers-skeleton';
import { useOfferActions } from './use-offer-actions';
import { useOffers } from './use-offers';
import { inboxTexts } from '../../texts';

const t = inboxTexts;

export interface OffersSectionProps {
  userCode: number;
  /** The like flow (hours → book at once, or the scheduler), composed in by the page. */
  onLike: (entry: InboxEntry) => void;
  /** The offer whose like is running. */
  likeBusyId?: number | null;
  /** The seeker's visit of an offer (features/visits), composed in by the page. */
  renderVisit?: (entry: InboxEntry) => ReactNode;
}

/** "Mis Ofertas": offers grouped under the request they answer, newest first, with a filter. */
export function OffersSection({ userCode, onLike, likeBusyId = null, renderVisit }: OffersSectionProps) {
  const { offers, requests, newIds } = useOffers(userCode);
  const { busyIds, reject, setReason } = useOfferActions(userCode);
  const [filter, setFilter] = useState<OfferFilter>('all');
  const entries = offers.data;
  const groups = useMemo(
    () => (entries ? groupOffers(entries, requests.data ?? [], filter) : []),
    [entries, requests.data, filter],
  );
  const counts = useMemo(() => countByFilter(entries ?? []), [entries]);

  if (offers.isPending) return <OffersSkeleton />;
  if (offers.isError)
    return <LoadError title={t.loadError.title} error={offers.error} onRetry={() => void offers.refetch()} />;
  if (!entries?.length) return <EmptyState title={t.empty.title} body={<p>{t.empty.body}</p>} />;

  return (
    <>
      <OfferFilterGroup value={filter} counts={counts} onChange={setFilter} />
      {groups.length === 0 ? <p className="lt-inbox-muted">{t.empty.filtered}</p> : null}
      {groups.map((g) => {
        const title = g.request ? displayTitle(g.request) : t.group.unknown(g.houseRequestId);
        return (
          <section key={g.houseRequestId} className="lt-inbox-group" aria-labelledby={`solicitud-${g.houseRequestId}`}>
            <header className="lt-inbox-group__header">
              <h2 id={`solicitud-${g.houseRequestId}`} className="lt-inbox-group__title">
                <span className="lt-inbox-group__eyebrow">{t.group.answers}</span> {title}
              </h2>
              <p className="lt-inbox-group__meta">
                {[
                  g.request ? t.group.operation(g.request.processType) : '',
                  g.request?.district ?? '',
                  t.group.offers(g.offers.length),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                {' · '}
                <Link to={paths.editRequest(g.houseRequestId)} aria-label={t.group.viewLabel(title)}>
                  {t.group.view}
                </Link>
              </p>
            </header>
            <ul className="lt-inbox-group__list">
              {g.offers.map((e) => (
                <li key={e.idInboxProperty}>
                  <OfferCard
                    entry={e}
                    isNew={newIds.has(e.idInboxProperty)}
                    busy={busyIds.has(e.idInboxProperty) || likeBusyId === e.idInboxProperty}
                    onLike={() => onLike(e)}
                    onReject={() => void reject(e)}
                    onReason={(r) => void setReason(e, r)}
                    visit={renderVisit?.(e)}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_REQUEST_TITLE,
  displayTitle,
  EmptyState,
  offerQueries,
  propertyQueries,
  Spinner,
  type Property,
  type SentOffer,
} from '@lotengo/shared';
import { alertsTexts } from '@lotengo/shared/i18n/alerts';
import { formatDay } from '../../lib/dates';
import { LoadError } from '../../lib/load-error';
import { requestClosedOn, sentStatus } from './sent-status';
import { inboxTexts } from '../../texts';

const t = inboxTexts.sent;
const STATUS_CLASS = { pending: '', liked: ' is-liked', rejected: ' is-rejected', withdrawn: ' is-withdrawn' } as const;

function SentOfferItem({ offer, property }: { offer: SentOffer; property: Property | undefined }) {
  const status = sentStatus(offer);
  const closed = requestClosedOn(offer);
  const title = offer.requestTitle === DEFAULT_REQUEST_TITLE ? '' : offer.requestTitle;
  return (
    <li className={`lt-inbox-sent${closed ? ' is-closed' : ''}`} data-testid="sent-offer">
      <div className="lt-inbox-sent__main">
        <h3 className="lt-inbox-sent__property">{property ? displayTitle(property) : t.property(offer.propertyId)}</h3>
        <p className="lt-inbox-card__line">{t.request(offer.houseRequestId, title)}</p>
        <p className="lt-inbox-card__line lt-inbox-muted">{t.sentOn(formatDay(offer.dateInbox))}</p>
      </div>
      <p className="lt-inbox-sent__status">
        <span className="lt-inbox-sr-only">{t.statusLabel}: </span>
        <span className={`lt-inbox-card__status${STATUS_CLASS[status]}`}>{t.status[status]}</span>
        {closed ? (
          <span className="lt-inbox-card__status is-withdrawn">{alertsTexts.requestState.offerRequestClosed}</span>
        ) : null}
      </p>
    </li>
  );
}

/**
 * "Propiedades que enviaste": the owner's side of Mis Ofertas. Each offer I sent with where it stands,
 * and "Solicitud cerrada" on a pending one whose request is no longer active. My properties (already
 * cached when I came from Mis Propiedades) name each one; until they arrive, its number does.
 */
export function SentOffersSection({ userCode }: { userCode: number }) {
  const sent = useQuery(offerQueries.sent(userCode));
  const mine = useQuery(propertyQueries.mine(userCode));
  const byId = useMemo(() => new Map((mine.data ?? []).map((p) => [p.propertyId, p])), [mine.data]);

  if (sent.isPending) return <Spinner />;
  if (sent.isError) return <LoadError title={t.loadError} error={sent.error} onRetry={() => void sent.refetch()} />;
  if (sent.data.length === 0) return <EmptyState title={t.empty} body={<p>{t.emptyHint}</p>} />;
  return (
    <ul className="lt-inbox-sent-list" aria-label={t.listLabel}>
      {sent.data.map((offer) => (
        <SentOfferItem key={offer.idInboxProperty} offer={offer} property={byId.get(offer.propertyId)} />
      ))}
    </ul>
  );
}

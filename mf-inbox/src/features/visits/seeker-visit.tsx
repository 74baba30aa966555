import { useQuery } from '@tanstack/react-query';
import {
  displayTitle,
  INBOX_ACCEPTED,
  useCapability,
  visitQueries,
  type InboxEntry,
  type Visit,
} from '@lotengo/shared';
import { formatVisitDate } from '../../lib/dates';
import { downloadVisitIcs } from './download-ics';
import { useCancelVisit } from './use-cancel-visit';
import { inboxTexts } from '../../texts';

const t = inboxTexts.visit;

/** The visit of an offer: the planned one, else the latest cancelled one. */
export function visitOf(visits: readonly Visit[] | undefined, idInboxProperty: number): Visit | undefined {
  const mine = (visits ?? []).filter((v) => v.idInboxProperty === idInboxProperty);
  return mine.find((v) => v.status === 1) ?? mine.sort((a, b) => b.visitId - a.visitId)[0];
}

/**
 * On the offer card: the booked visit (date, slot, type, address) with cancel and .ics, or its cancellation;
 * nothing where the API does not list visits.
 */
export function SeekerVisit({
  entry,
  userCode,
  onRebook,
}: {
  entry: InboxEntry;
  userCode: number;
  onRebook: () => void;
}) {
  // The seeker's visits are the API's `visits` (GET /capabilities): without them the offer shows none.
  const hasVisits = useCapability('visits');
  const { data } = useQuery({ ...visitQueries.mine(userCode), enabled: hasVisits === true });
  const { cancel, busyId } = useCancelVisit();
  const visit = visitOf(data, entry.idInboxProperty);
  if (!visit) return null;
  const title = displayTitle(entry.propertyDetail);

  if (visit.status === 0) {
    const canRebook = entry.isAccepted === INBOX_ACCEPTED && entry.isWithdrawn !== 1;
    return (
      <section className="lt-inbox-visit is-cancelled" aria-label={t.heading}>
        <p className="lt-inbox-visit__title">{t.cancelled}</p>
        <p className="lt-inbox-muted">{visit.cancelledBy ? t.cancelledBy[visit.cancelledBy] : null}</p>
        {canRebook ? (
          <button type="button" className="lt-btn lt-btn--secondary" onClick={onRebook}>
            {t.rebook}
          </button>
        ) : null}
      </section>
    );
  }

  return (
    <section className="lt-inbox-visit" aria-label={t.heading}>
      <p className="lt-inbox-visit__title">
        {t.heading}: {t.kind(visit.typeVisit)}
      </p>
      {visit.visitDate ? (
        <p>
          <strong>{t.when(formatVisitDate(visit.visitDate), visit.visitHour)}</strong>
          <br />
          {[visit.address, visit.district].filter(Boolean).join(', ')}
        </p>
      ) : (
        <p>{t.noDate}</p>
      )}
      <div className="lt-inbox-visit__actions">
        {visit.visitDate ? (
          <button
            type="button"
            className="lt-btn lt-btn--secondary"
            aria-label={t.icsLabel(title)}
            onClick={() => void downloadVisitIcs(visit)}
          >
            {t.ics}
          </button>
        ) : null}
        <button
          type="button"
          className="lt-btn lt-btn--ghost"
          aria-label={t.cancelLabel(title)}
          disabled={busyId === visit.visitId}
          onClick={() => void cancel(visit.visitId)}
        >
          {t.cancel}
        </button>
      </div>
    </section>
  );
}

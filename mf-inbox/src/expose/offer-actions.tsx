import { useQuery } from '@tanstack/react-query';
import { offerQueries, Spinner } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import type { OfferActionsProps } from '@lotengo/shared/remotes';
import { offerState, OfferDecision, useOfferActions } from '../features/offers';
import { useLikeFlow, VisitScheduler } from '../features/visit-scheduler';
import { SeekerVisit } from '../features/visits';
import '../styles/inbox.css';
import { inboxTexts } from '../texts';

const t = inboxTexts.card;

/**
 * mf_inbox/offer-actions: the seeker's like, reject (with its reason) and visit of the offers of one
 * property, for that property's detail page. The same components, rules and texts as the card in
 * "Mis Ofertas", over the same offers query: a change here is on the card, and the other way round,
 * without a reload.
 */
export default function OfferActions({ propertyId }: OfferActionsProps) {
  const user = useSessionUser();
  const userCode = user?.userCode ?? 0;
  const offers = useQuery({ ...offerQueries.list(userCode), enabled: userCode > 0 });
  const { busyIds, reject, setReason } = useOfferActions(userCode);
  const likeFlow = useLikeFlow(userCode);
  if (!user) return null;
  // The same room as the answer (state line and thumbs): the facts below do not move when it comes.
  if (offers.isPending) {
    return (
      <div className="lt-inbox-detail-actions" aria-busy="true">
        <Spinner label={t.working} />
      </div>
    );
  }
  const entries = (offers.data ?? []).filter((e) => e.propertyId === propertyId);
  return (
    <div className="lt-inbox-detail-actions">
      {entries.map((e) => {
        const state = offerState(e);
        return (
          <div key={e.idInboxProperty} className="lt-inbox-detail-actions__offer" data-offer-id={e.idInboxProperty}>
            <p className={`lt-inbox-card__status is-${state}`}>
              {state === 'withdrawn' ? t.withdrawn : t.status[state]}
            </p>
            <OfferDecision
              entry={e}
              busy={busyIds.has(e.idInboxProperty) || likeFlow.busyId === e.idInboxProperty}
              onLike={() => void likeFlow.like(e)}
              onReject={() => void reject(e)}
              onReason={(r) => void setReason(e, r)}
            />
            <SeekerVisit entry={e} userCode={userCode} onRebook={() => void likeFlow.like(e)} />
          </div>
        );
      })}
      {likeFlow.scheduling ? (
        <VisitScheduler entry={likeFlow.scheduling} userCode={userCode} onClose={likeFlow.closeScheduler} />
      ) : null}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { offerQueries, useSessionUser } from '@lotengo/shared';
import { OffersSection, useInboxOpened } from '../features/offers';
import { useLikeFlow, usePrefetchHours, VisitScheduler } from '../features/visit-scheduler';
import { OwnerVisits, SeekerVisit } from '../features/visits';
import { SectionTabs } from '../lib/section-tabs';
import { inboxTexts } from '@lotengo/shared/i18n/inbox';
import '../styles/inbox.css';

const t = inboxTexts;
type Section = 'ofertas' | 'visitas';
/** ?seccion=visitas opens the owner's tab (a link or a reload keeps it). */
const SECTION_PARAM = 'seccion';

/**
 * /page/buzon ("Mis Ofertas"): what the shell mounts (the route already requires a session). The page's
 * composition, the one place that puts several features together: offers (features/offers) with the like flow (features/visit-scheduler) and
 * each offer's visit (features/visits), and the owner's visits as a second tab.
 */
export default function InboxPage() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const section: Section = params.get(SECTION_PARAM) === 'visitas' ? 'visitas' : 'ofertas';
  const userCode = user?.userCode ?? 0;
  const likeFlow = useLikeFlow(userCode);
  useInboxOpened(userCode);
  // The same query as the offers list (one request): once it is drawn, the pending offers' hours.
  const offers = useQuery({ ...offerQueries.list(userCode), enabled: Boolean(user) });
  usePrefetchHours(offers.data);

  const select = (s: Section) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (s === 'visitas') next.set(SECTION_PARAM, s);
        else next.delete(SECTION_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="lt-container lt-inbox-page">
      <h1>{t.title}</h1>
      {user ? (
        <SectionTabs
          label={t.sections.label}
          tabs={[
            { key: 'ofertas', label: t.sections.offers },
            { key: 'visitas', label: t.sections.ownerVisits },
          ]}
          active={section}
          onChange={select}
        >
          {section === 'ofertas' ? (
            <OffersSection
              userCode={userCode}
              onLike={(e) => void likeFlow.like(e)}
              likeBusyId={likeFlow.busyId}
              renderVisit={(e) => <SeekerVisit entry={e} userCode={userCode} onRebook={() => void likeFlow.like(e)} />}
            />
          ) : (
            <OwnerVisits userCode={userCode} />
          )}
        </SectionTabs>
      ) : null}
      {likeFlow.scheduling ? <VisitScheduler entry={likeFlow.scheduling} userCode={userCode} onClose={likeFlow.closeScheduler} /> : null}
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  INBOX_SECTION_PARAM,
  INBOX_SECTIONS,
  offerQueries,
  Spinner,
  useCapability,
  type InboxSection,
} from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import { OffersSection, useInboxOpened } from '../features/offers';
import { useLikeFlow, usePrefetchHours, VisitScheduler } from '../features/visit-scheduler';
import { OwnerVisits, SeekerVisit } from '../features/visits';
import { SectionTabs } from '../lib/section-tabs';
import '../styles/inbox.css';
import { inboxTexts } from '../texts';

const t = inboxTexts;
type Section = InboxSection;
/** ?seccion=visitas or ?seccion=enviadas opens an owner's tab (a link or a reload keeps it; paths.inboxSection). */
const SECTION_PARAM = INBOX_SECTION_PARAM;
const sectionOf = (value: string | null): Section =>
  (INBOX_SECTIONS as readonly string[]).includes(value ?? '') ? (value as Section) : 'ofertas';
/** The tabs beyond the offers need the API's visits and sent offers (GET /capabilities). */
const SECTION_CAPABILITY = { visitas: 'visits', enviadas: 'sentOffers' } as const;

/** The offers I sent load with their tab, not with the page (most visits are about offers received). */
const SentOffersSection = lazy(() => import('../features/sent-offers').then((m) => ({ default: m.SentOffersSection })));

/**
 * /page/buzon ("Mis Ofertas"): what the shell mounts (the route already requires a session). The page's
 * composition, the one place that puts several features together: offers (features/offers) with the like flow
 * (features/visit-scheduler) and each offer's visit (features/visits), the owner's visits as a second tab and the
 * offers the owner sent (features/sent-offers) as a third.
 */
export default function InboxPage() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const has = {
    visitas: useCapability(SECTION_CAPABILITY.visitas),
    enviadas: useCapability(SECTION_CAPABILITY.enviadas),
  };
  // A tab the API cannot fill is not there (kept while the answer is not in: it nearly always is by now);
  // a link to it opens the offers.
  const shown = (s: Section) => s === 'ofertas' || has[s] !== false;
  const asked = sectionOf(params.get(SECTION_PARAM));
  const section = shown(asked) ? asked : 'ofertas';
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
        if (s !== 'ofertas') next.set(SECTION_PARAM, s);
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
          tabs={(
            [
              { key: 'ofertas', label: t.sections.offers },
              { key: 'visitas', label: t.sections.ownerVisits },
              { key: 'enviadas', label: t.sections.sent },
            ] as const
          ).filter((tab) => shown(tab.key))}
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
          ) : section === 'visitas' ? (
            has.visitas ? (
              <OwnerVisits userCode={userCode} />
            ) : (
              <Spinner />
            )
          ) : !has.enviadas ? (
            <Spinner />
          ) : (
            <Suspense fallback={<Spinner />}>
              <SentOffersSection userCode={userCode} />
            </Suspense>
          )}
        </SectionTabs>
      ) : null}
      {likeFlow.scheduling ? (
        <VisitScheduler entry={likeFlow.scheduling} userCode={userCode} onClose={likeFlow.closeScheduler} />
      ) : null}
    </div>
  );
}

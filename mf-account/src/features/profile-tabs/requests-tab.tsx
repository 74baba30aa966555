import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { houseRequestQueries, paths } from '@lotengo/shared';
import { ListSection, ListThenMatches, OwnCards } from './list-section';
import { REQUEST_CARD_HEIGHT } from '../../lib/skeletons';
import { profileTexts } from '@lotengo/shared/i18n/profile';

const t = profileTexts;

/** Tab "Mis solicitudes": my requests (cards from mf-requests, editable) and the properties that fit them. */
export function RequestsTab({ userCode, matches, matchesFirst }: { userCode: number; matches: ReactNode; matchesFirst: boolean }) {
  const mine = useQuery(houseRequestQueries.mine(userCode));
  const list = (
    <ListSection title={t.myRequests} count={mine.data?.length} addLabel={t.addRequest} addTo={paths.requestsCreate(0, 0)}>
      <OwnCards
        query={mine}
        cardHeight={REQUEST_CARD_HEIGHT}
        empty={t.noRequests}
        remote="mf_requests"
        module="request-card"
        card={(request) => ({ key: request.houseRequestId, props: { request, editable: true } })}
      />
    </ListSection>
  );
  return <ListThenMatches list={list} matches={matches} matchesFirst={matchesFirst} />;
}

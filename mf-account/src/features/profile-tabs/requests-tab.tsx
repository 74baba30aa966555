import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RemoteList } from '@lotengo/shared/remotes';
import { houseRequestQueries, paths } from '@lotengo/shared';
import { ListSection, ListThenMatches, QueryBody } from './list-section';
import { CardSkeletons, REQUEST_CARD_HEIGHT } from '../../lib/skeletons';
import { profileTexts } from '@lotengo/shared/i18n/profile';

const t = profileTexts;

/** Tab "Mis solicitudes": my requests (cards from mf-requests, editable) and the properties that fit them. */
export function RequestsTab({ userCode, matches, matchesFirst }: { userCode: number; matches: ReactNode; matchesFirst: boolean }) {
  const mine = useQuery(houseRequestQueries.mine(userCode));
  const skeleton = <CardSkeletons height={REQUEST_CARD_HEIGHT} className="acc-card-grid" />;
  const list = (
    <ListSection title={t.myRequests} count={mine.data?.length} addLabel={t.addRequest} addTo={paths.requestsCreate(0, 0)}>
      <QueryBody query={mine} skeleton={skeleton} empty={t.noRequests}>
        {(items) => (
          <RemoteList
            remote="mf_requests"
            module="request-card"
            className="acc-card-grid"
            loading={skeleton}
            items={items.map((request) => ({ key: request.houseRequestId, props: { request, editable: true } }))}
          />
        )}
      </QueryBody>
    </ListSection>
  );
  return <ListThenMatches list={list} matches={matches} matchesFirst={matchesFirst} />;
}

import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RemoteList } from '@lotengo/shared/remotes';
import { paths, propertyQueries } from '@lotengo/shared';
import { ListSection, ListThenMatches, QueryBody } from './list-section';
import { CardSkeletons, PROPERTY_CARD_HEIGHT } from '../../lib/skeletons';
import { profileTexts } from '@lotengo/shared/i18n/profile';

const t = profileTexts;

/** Tab "Mis propiedades": my properties (the owner's cards from mf-properties) and the requests they fit. */
export function PropertiesTab({ userCode, matches, matchesFirst }: { userCode: number; matches: ReactNode; matchesFirst: boolean }) {
  const mine = useQuery(propertyQueries.mine(userCode));
  const skeleton = <CardSkeletons height={PROPERTY_CARD_HEIGHT} className="acc-card-grid" />;
  const list = (
    <ListSection title={t.myProperties} count={mine.data?.length} addLabel={t.addProperty} addTo={paths.propertyCreate}>
      <QueryBody query={mine} skeleton={skeleton} empty={t.noProperties}>
        {(items) => (
          <RemoteList
            remote="mf_properties"
            module="property-card"
            className="acc-card-grid"
            loading={skeleton}
            items={items.map((property) => ({ key: property.propertyId, props: { property, own: true, headingLevel: 3 as const } }))}
          />
        )}
      </QueryBody>
    </ListSection>
  );
  return <ListThenMatches list={list} matches={matches} matchesFirst={matchesFirst} />;
}

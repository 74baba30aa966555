import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { paths, propertyQueries } from '@lotengo/shared';
import { ListSection, ListThenMatches, OwnCards } from './list-section';
import { PROPERTY_CARD_HEIGHT } from '../../lib/skeletons';
import { profileTexts } from '@lotengo/shared/i18n/profile';

const t = profileTexts;

/** Tab "Mis propiedades": my properties (the owner's cards from mf-properties) and the requests they fit. */
export function PropertiesTab({ userCode, matches, matchesFirst }: { userCode: number; matches: ReactNode; matchesFirst: boolean }) {
  const mine = useQuery(propertyQueries.mine(userCode));
  const list = (
    <ListSection title={t.myProperties} count={mine.data?.length} addLabel={t.addProperty} addTo={paths.propertyCreate}>
      <OwnCards
        query={mine}
        cardHeight={PROPERTY_CARD_HEIGHT}
        empty={t.noProperties}
        remote="mf_properties"
        module="property-card"
        card={(property) => ({ key: property.propertyId, props: { property, own: true, headingLevel: 3 as const } })}
      />
    </ListSection>
  );
  return <ListThenMatches list={list} matches={matches} matchesFirst={matchesFirst} />;
}

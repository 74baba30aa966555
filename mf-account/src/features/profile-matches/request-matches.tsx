import { useQuery } from '@tanstack/react-query';
import {
  displayTitle,
  formatUsd,
  paths,
  propertyQueries,
  truncateTitle,
  type PropertyMatchGroup,
  type PropertyMatchItem,
} from '@lotengo/shared';
import type { MatchSide } from './match-groups';
import { MatchRow } from './match-row';
import { MatchesSection } from './matches-section';
import { WhatsAppLink } from './whatsapp-link';
import { profileTexts } from '../../texts';

const t = profileTexts.matches;

function PropertyRow({ item, level }: { item: PropertyMatchItem; level: 4 | 5 }) {
  const p = item.property;
  return (
    <MatchRow
      level={level}
      title={truncateTitle(displayTitle(p))}
      facts={`${p.processType} · ${p.propertyType} · ${p.district}`}
      money={formatUsd(p.price)}
      code={t.propertyCode(p.propertyId)}
      href={paths.propertyDetail(p.propertyId)}
      reasons={item.reasons}
      near={item.near}
      misses={item.misses}
      actions={
        <WhatsAppLink
          phone={p.phoneNumber}
          text={t.messageToOwner(p.propertyId, displayTitle(p))}
          label={t.whatsappOwner(p.propertyId)}
        />
      }
    />
  );
}

/** Each of my requests, with the properties that fit it. */
const side: MatchSide<PropertyMatchGroup, PropertyMatchItem> = {
  mine: (g) => ({ id: g.request.houseRequestId, title: displayTitle(g.request) }),
  heading: t.forRequest,
  itemKey: (i) => i.property.propertyId,
};
const row = (item: PropertyMatchItem, level: 4 | 5) => <PropertyRow item={item} level={level} />;

/** Mis Matchs of "Mis solicitudes": other people's properties for each of my requests, with the owner's WhatsApp. */
export function RequestMatches({ userCode, open }: { userCode: number; open: boolean }) {
  const query = useQuery(propertyQueries.matches(userCode));
  return <MatchesSection query={query} open={open} empty={t.noneForRequests} side={side} row={row} />;
}

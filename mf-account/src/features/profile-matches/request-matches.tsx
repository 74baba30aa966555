import { useQuery } from '@tanstack/react-query';
import { displayTitle, formatUsd, propertyQueries, truncateTitle, type PropertyMatchGroup, type PropertyMatchItem } from '@lotengo/shared';
import { MatchGroup } from './match-groups';
import { MatchRow } from './match-row';
import { MatchesSection } from './matches-section';
import { WhatsAppLink } from './whatsapp-link';
import { profileTexts } from '@lotengo/shared/i18n/profile';

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
      reasons={item.reasons}
      near={item.near}
      misses={item.misses}
      actions={<WhatsAppLink phone={p.phoneNumber} text={t.messageToOwner(p.propertyId, displayTitle(p))} label={t.whatsappOwner(p.propertyId)} />}
    />
  );
}

function group(g: PropertyMatchGroup, near: boolean) {
  return (
    <MatchGroup
      key={g.request.houseRequestId}
      group={g}
      near={near}
      heading={t.forRequest(truncateTitle(displayTitle(g.request)), g.request.houseRequestId)}
      keyOf={(i) => i.property.propertyId}
      render={(i) => <PropertyRow item={i} level={near ? 5 : 4} />}
    />
  );
}

/** Mis Matchs of "Mis solicitudes": other people's properties for each of my requests, with the owner's WhatsApp. */
export function RequestMatches({ userCode, open }: { userCode: number; open: boolean }) {
  const query = useQuery(propertyQueries.matches(userCode));
  return <MatchesSection query={query} open={open} empty={t.noneForRequests} group={group} />;
}

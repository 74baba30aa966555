import { useQuery } from '@tanstack/react-query';
import { displayTitle, formatBudgetRange, houseRequestQueries, paths, truncateTitle, type Property, type RequestMatchGroup, type RequestMatchItem } from '@lotengo/shared';
import type { MatchSide } from './match-groups';
import { MatchRow } from './match-row';
import { MatchesSection } from './matches-section';
import { useSendOffer } from './use-send-offer';
import { WhatsAppLink } from './whatsapp-link';
import { profileTexts } from '@lotengo/shared/i18n/profile';

const t = profileTexts.matches;

interface RowProps {
  item: RequestMatchItem;
  property: Property;
  level: 4 | 5;
  sending: boolean;
  onSend: () => void;
}

function RequestRow({ item, property, level, sending, onSend }: RowProps) {
  const r = item.request;
  const sendLabel = item.sent ? t.sentLabel(property.propertyId, r.houseRequestId) : t.sendLabel(property.propertyId, r.houseRequestId);
  return (
    <MatchRow
      level={level}
      title={truncateTitle(displayTitle(r))}
      facts={`${r.processType} · ${r.propertyType} · ${r.district}`}
      money={`${t.budget}: ${formatBudgetRange(r.costInit, r.costEnd)}`}
      code={t.requestCode(r.houseRequestId)}
      reasons={item.reasons}
      near={item.near}
      misses={item.misses}
      actions={
        <>
          <button type="button" className="lt-btn lt-btn--primary" disabled={item.sent || sending} aria-label={sendLabel} onClick={onSend}>
            {item.sent ? t.sent : sending ? t.sending : t.send}
          </button>
          <WhatsAppLink phone={r.phoneNumber} text={t.messageToSeeker(r.houseRequestId, property.propertyId)} label={t.whatsappSeeker(r.houseRequestId)} />
        </>
      }
    />
  );
}

/** Each of my properties, with the requests it fits. */
const side: MatchSide<RequestMatchGroup, RequestMatchItem> = {
  mine: (g) => ({ id: g.property.propertyId, title: displayTitle(g.property) }),
  heading: t.forProperty,
  itemKey: (i) => i.request.houseRequestId,
  mineHref: (g) => paths.propertyDetail(g.property.propertyId),
};

/** Mis Matchs of "Mis propiedades": other people's requests for each of my properties, with Enviar and the seeker's WhatsApp. */
export function PropertyMatches({ userCode, open }: { userCode: number; open: boolean }) {
  const query = useQuery(houseRequestQueries.matches(userCode));
  const { send, isSending } = useSendOffer(userCode);

  const row = (i: RequestMatchItem, level: 4 | 5, g: RequestMatchGroup) => (
    <RequestRow
      item={i}
      property={g.property}
      level={level}
      sending={isSending(g.property.propertyId, i.request.houseRequestId)}
      onSend={() => send({ propertyId: g.property.propertyId, request: i.request })}
    />
  );

  return <MatchesSection query={query} open={open} empty={t.noneForProperties} side={side} row={row} />;
}

import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  displayTitle,
  formatBudgetRange,
  houseRequestQueries,
  paths,
  PROFILE_PARAMS,
  truncateTitle,
  type Property,
  type RequestMatchGroup,
  type RequestMatchItem,
} from '@lotengo/shared';
import type { MatchSide } from './match-groups';
import { MatchRow } from './match-row';
import { MatchesBody } from './matches-body';
import { MatchesSection } from './matches-section';
import { useSendOffer } from './use-send-offer';
import { WhatsAppLink } from './whatsapp-link';
import { profileTexts } from '../../texts';

const t = profileTexts.matches;

interface RowProps {
  item: RequestMatchItem;
  property: Property;
  level: 3 | 4 | 5;
  sending: boolean;
  onSend: () => void;
}

function RequestRow({ item, property, level, sending, onSend }: RowProps) {
  const r = item.request;
  const sendLabel = item.sent
    ? t.sentLabel(property.propertyId, r.houseRequestId)
    : t.sendLabel(property.propertyId, r.houseRequestId);
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
          <button
            type="button"
            className="lt-btn lt-btn--primary"
            disabled={item.sent || sending}
            aria-label={sendLabel}
            onClick={onSend}
          >
            {item.sent ? t.sent : sending ? t.sending : t.send}
          </button>
          <WhatsAppLink
            phone={r.phoneNumber}
            text={t.messageToSeeker(r.houseRequestId, property.propertyId)}
            label={t.whatsappSeeker(r.houseRequestId)}
          />
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
  mineHref: (g) => paths.propertyDetail(g.property.propertyId, PROFILE_PARAMS.matches),
};

/** Mis Matchs of "Mis propiedades": other people's requests for each of my properties, with Enviar and the seeker's
 * WhatsApp. */
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

/**
 * The requests one of my properties matches, for its detail page: the rows of its group in "Mis Matchs"
 * (exact, then "Casi coinciden"), with the same Enviar and WhatsApp over the same query, so a send here
 * is "Enviado" on the profile's row too, and the other way round.
 */
export function MatchesOfProperty({ userCode, propertyId }: { userCode: number; propertyId: number }) {
  const titleId = useId();
  const query = useQuery(houseRequestQueries.matches(userCode));
  const { send, isSending } = useSendOffer(userCode);
  const group = query.data?.groups.find((g) => g.property.propertyId === propertyId);

  const rows = (g: RequestMatchGroup, items: RequestMatchItem[], level: 3 | 4) => (
    <ul className="acc-match-list">
      {items.map((i) => (
        <li key={i.request.houseRequestId}>
          <RequestRow
            item={i}
            property={g.property}
            level={level}
            sending={isSending(propertyId, i.request.houseRequestId)}
            onSend={() => send({ propertyId, request: i.request })}
          />
        </li>
      ))}
    </ul>
  );

  const body = (
    <MatchesBody
      query={query}
      skeletons={1}
      empty={!group || group.matches.length + group.nearMatches.length === 0}
      emptyText={t.noneForProperty}
      exact={
        group ? (
          <>
            {group.matches.length > 0 ? rows(group, group.matches, 3) : null}
            {group.total > group.matches.length ? (
              <p className="acc-note">{t.shownOf(group.matches.length, group.total)}</p>
            ) : null}
          </>
        ) : null
      }
      near={
        group && group.nearMatches.length > 0
          ? { total: group.nearTotal, content: rows(group, group.nearMatches, 4) }
          : null
      }
    />
  );

  return (
    <section className="acc-matches acc-matches--property" aria-labelledby={titleId}>
      <h2 id={titleId} className="acc-section-title">
        {t.ofProperty} {group ? <span className="acc-count-inline">({t.count(group.total)})</span> : null}
      </h2>
      {body}
    </section>
  );
}

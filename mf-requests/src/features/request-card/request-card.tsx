import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  Avatar,
  CARD_HEIGHT_REQUEST,
  PROCESS_RENT,
  displayTitle,
  formatBudgetRange,
  paths,
  waChatUrl,
} from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import type { RequestCardProps } from '@lotengo/shared/remotes';
import type { RequestOwnerControls } from '../../lib/owner-controls';
import { publicRequestPath } from '../../lib/public-url';
import { cardTitle, freshnessText, placeLine } from '../../lib/request-display';
import { requestsTexts } from '../../texts';
import { CardShare } from './card-share';

const t = requestsTexts.card;

// The card's props are part of mf-requests' public API: declared once in @lotengo/shared/remotes.
export type { RequestCardProps };

/** The author's own card (wired by expose/ from the request-state feature) adds `owner`. */
export type RequestCardViewProps = RequestCardProps & { owner?: RequestOwnerControls };

/** Speech-bubble mark of the WhatsApp buttons (decorative: the text names the action). */
function WaIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
      <path
        d={
          'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 ' +
          '.8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.6.8-.8 1-.3.2-.5.1a6.7 ' +
          '6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3a.4.4 0 0 0 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 ' +
          '0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 ' +
          '0 0 .2-1.3c-.1-.1-.3-.2-.5-.3z'
        }
      />
    </svg>
  );
}

/** WhatsApp's chat with the author: opens in a new tab, which its accessible name says. */
function WaLink({ href, label }: { href: string; label: string }) {
  return (
    <a className="lt-req-btn lt-req-btn--wa lt-req-btn--small" href={href} target="_blank" rel="noopener noreferrer">
      <WaIcon />
      {label}
      <span className="lt-req-sr-only">
        {' '}
        {t.viaWhatsApp} {t.newTab}
      </span>
    </a>
  );
}

/** One figure of the card's facts: "Dormitorios: 2". */
function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="lt-req-card-fact">
      <dt>{label}:</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Tick({ value, label }: { value: number | undefined; label: string }) {
  const has = value === 1;
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        <span aria-hidden="true">{has ? '✔' : '✘'}</span>
        <span className="lt-req-sr-only">{has ? t.hasIt : t.lacksIt}</span>
      </dd>
    </div>
  );
}

/** A request card (docs/product/screens.md): fixed height, every field, buttons by context. */
export function RequestCard({
  request,
  variant = 'default',
  onLoTengo,
  editable = false,
  showWhatsApp = true,
  owner,
}: RequestCardViewProps) {
  const title = cardTitle(request);
  const fullTitle = displayTitle(request);
  const isRent = request.tprocessId === PROCESS_RENT;
  const headingId = `lt-req-card-${request.houseRequestId}`;
  // A request that is not live has no public page (it answers 410): nothing to open or share.
  const listed = owner?.listed ?? true;
  const canShare = showWhatsApp && listed;
  const canChat = showWhatsApp && !editable && Boolean(request.phoneNumber);
  return (
    <article
      className="lt-req-card"
      style={{ height: CARD_HEIGHT_REQUEST }}
      aria-labelledby={headingId}
      data-testid="request-card"
    >
      <div className="lt-req-card-top">
        {variant === 'index' ? (
          <span className="lt-req-card-icon" role="img" aria-label={isRent ? t.rentIcon : t.buyIcon}>
            {isRent ? '🔑' : '🏠'}
          </span>
        ) : null}
        <Avatar
          className="lt-req-card-avatar"
          url={request.urlAvataruser}
          alt={t.avatarAlt(request.userCode)}
          size={44}
        />
        <div>
          <div className="lt-req-sr-only">{t.budget}</div>
          <div className="lt-req-card-budget">{formatBudgetRange(request.costInit, request.costEnd)}</div>
          {variant === 'index' ? <div className="lt-req-card-code">{t.userCode(request.userCode)}</div> : null}
        </div>
      </div>
      <div className="lt-req-card-tags">
        <span className={`lt-req-tag${isRent ? ' lt-req-tag--rent' : ''}`}>
          {variant === 'index' ? `${t.busca} · ${request.processType}` : request.processType}
        </span>
        <span className="lt-req-tag">{request.propertyType}</span>
      </div>
      <h3 className="lt-req-card-title" id={headingId} title={fullTitle !== title ? fullTitle : undefined}>
        {/* The request's own page: a real link (a document of its own, crawlable, opens in a new tab at will). */}
        {listed ? (
          <a className="lt-req-card-link" href={publicRequestPath(request)}>
            {title}
          </a>
        ) : (
          title
        )}
      </h3>
      <p className="lt-req-card-place">
        {request.referenceAddress ? `${request.referenceAddress} · ` : ''}
        {placeLine(request)}
      </p>
      <dl className="lt-req-card-facts">
        <Fact label={t.bedrooms} value={request.numberBedrooms} />
        <Fact label={t.bathrooms} value={request.numberBathrooms} />
        <Fact label={t.garage} value={request.numberParkinglot} />
        <Fact label={t.area} value={request.coveredArea > 0 ? t.areaValue(request.coveredArea) : t.areaUnknown} />
        <Tick value={request.numberCommonArea} label={t.commonArea} />
        <Tick value={request.numberServicesAreas} label={t.serviceArea} />
      </dl>
      <p className="lt-req-card-code">{messages.common.code(request.houseRequestId)}</p>
      {/* Always there, empty or not, so every card's rows sit at the same height. */}
      <div className={`lt-req-card-fresh${owner ? ' lt-req-card-fresh--own' : ''}`} data-testid="request-freshness">
        {owner ? owner.status : freshnessText(request)}
      </div>
      <div className={`lt-req-card-actions${owner ? ' lt-req-card-actions--own' : ''}`}>
        {onLoTengo ? (
          <button
            type="button"
            className="lt-req-btn lt-req-btn--accent lt-req-btn--small lt-req-card-main"
            onClick={() => onLoTengo(request)}
          >
            {t.loTengo}
          </button>
        ) : null}
        {editable ? (
          <Link
            className={`lt-req-btn lt-req-btn--secondary lt-req-btn--small${owner ? '' : ' lt-req-card-main'}`}
            to={paths.editRequest(request.houseRequestId)}
          >
            {t.edit}
          </Link>
        ) : null}
        {canShare ? <CardShare request={request} title={fullTitle} /> : null}
        {canChat ? (
          <WaLink
            href={waChatUrl(request.phoneNumber ?? '', t.chatText(fullTitle, request.houseRequestId))}
            label={t.chatShort}
          />
        ) : null}
        {owner?.actions}
      </div>
    </article>
  );
}

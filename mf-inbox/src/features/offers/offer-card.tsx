import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  assetUrl,
  displayTitle,
  paths,
  REJECT_REASONS,
  useCapability,
  type InboxEntry,
  type RejectReason,
} from '@lotengo/shared';
import { formatInboxPrice } from '../../lib/format-price';
import { firstPhotoHint, photoAt } from '@lotengo/shared/format/photos';
import { offerState } from './group-offers';
import { ThumbButton } from './thumb-button';
import { inboxTexts } from '../../texts';

const t = inboxTexts.card;
const tDetail = inboxTexts.propertyLink;

export interface OfferCardProps {
  entry: InboxEntry;
  /** Unread when the page opened (it is marked read right after). */
  isNew?: boolean;
  /** A like, reject or reason call of this card is running. */
  busy?: boolean;
  onLike: () => void;
  onReject: () => void;
  onReason: (reason: RejectReason) => void;
  /** The seeker's visit of this offer, composed in by the page (features do not import each other). */
  visit?: ReactNode;
}

/** docs/product/screens.md offer card: photo, price, operation, owner code, type, title, address, district; like and
 * dislike. */
export function OfferCard({ entry, isNew = false, busy = false, onLike, onReject, onReason, visit }: OfferCardProps) {
  const p = entry.propertyDetail;
  // The placeholder 'no-title-property' is never read by a person: a title made from the property instead.
  const title = displayTitle(p);
  const state = offerState(entry);
  // The 320 px variant: the card's photo is 200 px wide.
  const photo = p.urlPhotoPrincipal ? photoAt(assetUrl(p.urlPhotoPrincipal), 320) : '';
  const statusText = state === 'withdrawn' ? t.withdrawn : t.status[state];

  return (
    <article
      className={`lt-inbox-card is-${state}`}
      aria-labelledby={`oferta-${entry.idInboxProperty}`}
      aria-busy={busy || undefined}
    >
      <div className="lt-inbox-card__media">
        {photo ? (
          <img src={photo} alt="" loading="lazy" width={200} height={150} />
        ) : (
          <span className="lt-inbox-card__placeholder">{t.noPhoto}</span>
        )}
        {isNew ? <span className="lt-inbox-card__new">{t.isNew}</span> : null}
      </div>
      <div className="lt-inbox-card__body">
        <div className="lt-inbox-card__top">
          <p className="lt-inbox-card__price">$ {formatInboxPrice(p.price)}</p>
          <p className="lt-inbox-card__process">{p.processType}</p>
          <p className={`lt-inbox-card__status is-${state}`}>{statusText}</p>
        </div>
        <h3 id={`oferta-${entry.idInboxProperty}`} className="lt-inbox-card__title">
          {title}
        </h3>
        <p className="lt-inbox-card__line">
          <Link
            to={paths.propertyDetail(p.propertyId)}
            aria-label={tDetail.viewLabel(title)}
            {...firstPhotoHint(p.urlPhotoPrincipal)}
          >
            {tDetail.view}
          </Link>
        </p>
        <p className="lt-inbox-card__line">
          {p.propertyType} · {t.ownerCode(p.userCode)}
        </p>
        <p className="lt-inbox-card__line">{p.address}</p>
        <p className="lt-inbox-card__line lt-inbox-muted">{p.district}</p>

        <OfferDecision entry={entry} busy={busy} onLike={onLike} onReject={onReject} onReason={onReason} />
        {visit}
      </div>
    </article>
  );
}

export type OfferDecisionProps = Pick<OfferCardProps, 'entry' | 'busy' | 'onLike' | 'onReject' | 'onReason'>;

/**
 * Like and dislike (only a pending offer can be answered), and after a dislike the optional reason: the
 * card's and the property detail's (expose/offer-actions.tsx) alike, so both follow one set of rules.
 */
export function OfferDecision({ entry, busy = false, onLike, onReject, onReason }: OfferDecisionProps) {
  const state = offerState(entry);
  const title = displayTitle(entry.propertyDetail);
  // The reason of a reject is the API's `rejectReasons` (GET /capabilities): without it, the reject alone.
  const hasReasons = useCapability('rejectReasons');
  if (state === 'withdrawn') return null;
  return (
    <>
      <div className="lt-inbox-card__actions">
        <ThumbButton
          label={t.like(title)}
          pressed={state === 'liked'}
          disabled={busy || state !== 'pending'}
          onClick={onLike}
        />
        <ThumbButton
          down
          label={t.dislike(title)}
          pressed={state === 'rejected'}
          disabled={busy || state !== 'pending'}
          onClick={onReject}
        />
        {busy ? <span className="lt-inbox-muted">{t.working}</span> : null}
      </div>
      {state === 'rejected' && hasReasons ? <ReasonPicker entry={entry} busy={busy} onReason={onReason} /> : null}
    </>
  );
}

/** One optional tap after "Dislike hecho": why not (the owner sees counts). Tapping another changes it. */
function ReasonPicker({
  entry,
  busy,
  onReason,
}: {
  entry: InboxEntry;
  busy: boolean;
  onReason: (r: RejectReason) => void;
}) {
  return (
    <fieldset className="lt-inbox-reasons">
      <legend>{t.reasonLegend}</legend>
      <div className="lt-inbox-reasons__list">
        {REJECT_REASONS.map((reason) => (
          <button
            key={reason}
            type="button"
            className="lt-inbox-chip"
            aria-pressed={entry.rejectReason === reason}
            disabled={busy}
            onClick={() => onReason(reason)}
          >
            {inboxTexts.rejectReasons[reason]}
          </button>
        ))}
      </div>
      {entry.rejectReason ? (
        <p className="lt-inbox-muted" role="status">
          {t.reasonSaved}
        </p>
      ) : null}
    </fieldset>
  );
}

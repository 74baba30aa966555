import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  assetUrl,
  CARD_HEIGHT_PROPERTY,
  formatCardPrice,
  paths,
  PROPERTY_CLOSED,
  useCapability,
  waChatUrl,
  type Property,
} from '@lotengo/shared';
import { firstPhotoHint, photoAt } from '@lotengo/shared/format/photos';
import type { PropertyCardProps, PropertyCardSendState } from '@lotengo/shared/remotes';
import { RejectCounts } from './reject-counts';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts.card;
const tc = propertiesTexts.close;

// The card's props are part of mf-properties' public API: declared once in @lotengo/shared/remotes.
export type { PropertyCardProps, PropertyCardSendState as SendState };

/** What the owner's card does, wired by whoever composes it (expose/property-card.tsx). */
export interface OwnerActions {
  /** Where Editar goes (the edit page). */
  editHref: string;
  onHours: () => void;
  /** A pointer over "Horarios", a touch or the focus on it: time to fetch the modal's code. */
  onHoursIntent?: () => void;
  onClose: () => void;
  onReopen: () => void;
  /** A close or reopen call is running. */
  busy: boolean;
}

export type PropertyCardViewProps = Omit<PropertyCardProps, 'own'> & { owner?: OwnerActions };

// Fixed height (docs/product/constants.md): every card in a grid lines up; long texts are cut with an ellipsis, and the
// photo is the part that gives way (down to 72 px) so the buttons never leave the card.
const styles = {
  card: { height: CARD_HEIGHT_PROPERTY, display: 'flex', flexDirection: 'column', padding: 0, overflow: 'hidden' },
  media: { flex: '1 1 96px', minHeight: 72, position: 'relative', background: 'var(--lt-grey-200)' },
  img: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  closedImg: { filter: 'grayscale(1)', opacity: 0.6 },
  placeholder: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'var(--lt-text-muted)',
    fontWeight: 600,
  },
  badge: {
    position: 'absolute',
    top: 8,
    left: 8,
    padding: '2px 8px',
    borderRadius: 999,
    background: 'var(--lt-text, #1f2937)',
    color: '#fff',
    fontSize: '0.8125rem',
    fontWeight: 700,
  },
  body: { flex: 'none', padding: '8px 12px', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 },
  priceRow: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8 },
  price: { fontSize: '1.25rem', fontWeight: 700, color: 'var(--lt-brand-dark)' },
  process: { fontSize: '0.8125rem', fontWeight: 700, color: 'var(--lt-accent)', letterSpacing: '0.02em' },
  line: { margin: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontSize: '0.9375rem' },
  heading: {
    margin: 0,
    fontSize: '0.9375rem',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  // The heading's link to the detail page: cut with an ellipsis like the heading (its title has it all).
  headingLink: {
    display: 'block',
    color: 'inherit',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  muted: { color: 'var(--lt-text-muted)', fontSize: '0.875rem' },
  actions: { flex: 'none', display: 'flex', gap: 6, padding: '0 12px 12px', flexWrap: 'nowrap' },
  // Sized by their text ("Ya se alquiló" is the longest): three fit side by side at 360 px.
  button: {
    flex: '1 1 auto',
    minWidth: 0,
    paddingInline: 6,
    fontSize: '0.875rem',
    whiteSpace: 'nowrap',
    textAlign: 'center',
  },
} satisfies Record<string, CSSProperties>;

const rejectsOf = (p: Property): Record<string, number> | undefined =>
  (p as Property & { rejectReasons?: Record<string, number> }).rejectReasons;

/** A property as read (docs/product/screens.md, Property card): photo, price, operation, type, address, location, code,
 * and the buttons of its context. */
export function PropertyCard({
  property,
  onSend,
  sendState = 'idle',
  onEdit,
  editable = true,
  chatUrl,
  phoneNumber,
  owner,
  actions,
  headingLevel = 3,
}: PropertyCardViewProps) {
  const headingId = useId();
  const [photoFailed, setPhotoFailed] = useState(false);
  // The 640 px variant: the card is at most ~360 px wide, sharp on a 2× screen.
  const photo = property.urlPhotoPrincipal && !photoFailed ? photoAt(assetUrl(property.urlPhotoPrincipal), 640) : '';
  const Heading = `h${headingLevel}` as const;
  const closed = property.status === PROPERTY_CLOSED;
  const id = property.propertyId;
  // Chat only when there is a number to chat with (team plan: phone-number rules live in the API).
  const phone = phoneNumber ?? property.phoneNumber;
  const chat = chatUrl ?? (phone ? waChatUrl(phone, t.chatText(id)) : undefined);
  const hasEditing = useCapability('propertyEditing');
  const hasDetail = useCapability('propertyDetail');
  const canEdit = hasEditing === true && hasDetail === true;

  const buttons: ReactNode[] = [];
  if (onSend) {
    buttons.push(
      <button
        key="send"
        type="button"
        className="lt-btn lt-btn--primary"
        style={styles.button}
        disabled={sendState !== 'idle'}
        aria-label={sendState === 'sent' ? t.sentLabel(id) : t.sendLabel(id)}
        onClick={() => onSend(property)}
      >
        {sendState === 'sent' ? t.sent : t.send}
      </button>,
    );
  }
  if (owner) {
    // Edit, close and reopen are the API's `propertyEditing` (edit reads the whole property: `propertyDetail`,
    // GET /capabilities); the hours are the seed's.
    if (canEdit) {
      buttons.push(
        <Link
          key="edit"
          className="lt-btn lt-btn--secondary"
          style={styles.button}
          to={owner.editHref}
          aria-label={t.editLabel(id)}
        >
          {t.edit}
        </Link>,
      );
    }
    if (closed) {
      if (canEdit)
        buttons.push(
          <button
            key="reopen"
            type="button"
            className="lt-btn lt-btn--primary"
            style={styles.button}
            aria-label={tc.reopenLabel(id)}
            disabled={owner.busy}
            onClick={owner.onReopen}
          >
            {owner.busy ? tc.reopening : tc.reopen}
          </button>,
        );
    } else {
      buttons.push(
        <button
          key="hours"
          type="button"
          className="lt-btn lt-btn--secondary"
          style={styles.button}
          aria-label={t.hoursLabel(id)}
          onClick={owner.onHours}
          onPointerEnter={owner.onHoursIntent}
          onTouchStart={owner.onHoursIntent}
          onFocus={owner.onHoursIntent}
        >
          {t.hours}
        </button>,
      );
      if (canEdit)
        buttons.push(
          <button
            key="close"
            type="button"
            className="lt-btn lt-btn--ghost"
            style={styles.button}
            aria-label={tc.actionLabel(property.processType, id)}
            disabled={owner.busy}
            onClick={owner.onClose}
          >
            {tc.action(property.processType)}
          </button>,
        );
    }
  } else if (editable && onEdit) {
    buttons.push(
      <button
        key="edit"
        type="button"
        className="lt-btn lt-btn--secondary"
        style={styles.button}
        aria-label={t.editLabel(id)}
        onClick={() => onEdit(property)}
      >
        {t.edit}
      </button>,
    );
  }
  if (chat) {
    buttons.push(
      <a
        key="chat"
        className="lt-btn lt-btn--whatsapp"
        style={styles.button}
        href={chat}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t.chatLabel(id)}
      >
        {t.chat}
      </a>,
    );
  }
  const rejects = owner ? rejectsOf(property) : undefined;

  return (
    <article
      className="lt-card lt-property-card"
      style={styles.card}
      aria-labelledby={headingId}
      data-property-id={id}
      data-status={closed ? 'closed' : 'published'}
    >
      <div style={styles.media}>
        {photo ? (
          <img
            src={photo}
            alt={t.photoAlt(property.propertyType, property.district)}
            style={{ ...styles.img, ...(closed ? styles.closedImg : {}) }}
            loading="lazy"
            onError={() => setPhotoFailed(true)}
          />
        ) : (
          <div style={styles.placeholder} role="img" aria-label={t.noPhoto}>
            {t.noPhoto}
          </div>
        )}
        {closed ? <span style={styles.badge}>{tc.closedNote(property.processType)}</span> : null}
      </div>
      <div style={styles.body}>
        <div style={styles.priceRow}>
          <p style={{ ...styles.line, ...styles.price }}>
            <span className="visually-hidden">{t.priceLabel}: </span>
            {t.price(formatCardPrice(property.price))}
          </p>
          <span style={styles.process}>{property.processType}</span>
        </div>
        <Heading id={headingId} style={styles.heading} title={property.address}>
          {/* The card's heading opens the property's detail page (every photo and fact). */}
          <Link
            to={paths.propertyDetail(id)}
            className="lt-property-card__link"
            style={styles.headingLink}
            {...firstPhotoHint(property.urlPhotoPrincipal)}
          >
            {property.propertyType} · {property.address}
          </Link>
        </Heading>
        <p
          style={{ ...styles.line, ...styles.muted }}
          title={t.location(property.district, property.province, property.department)}
        >
          {t.location(property.district, property.province, property.department)}
        </p>
        <p style={{ ...styles.line, ...styles.muted }}>{t.code(id)}</p>
        {rejects ? <RejectCounts counts={rejects} /> : null}
      </div>
      {buttons.length > 0 || actions ? (
        <div style={styles.actions}>
          {buttons}
          {actions}
        </div>
      ) : null}
    </article>
  );
}

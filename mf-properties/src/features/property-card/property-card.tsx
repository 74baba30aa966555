import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { assetUrl, CARD_HEIGHT_PROPERTY, formatCardPrice, messages, type Property } from '@lotengo/shared';

const t = messages.properties.card;

export type SendState = 'idle' | 'sending' | 'sent';

export interface PropertyCardProps {
  property: Property;
  /** "Enviar": send this property to the requester's inbox. No handler, no button. */
  onSend?: (property: Property) => void;
  /** 'sent' shows a disabled "Enviado"; 'sending' disables the button while the call runs. */
  sendState?: SendState;
  /** "Editar" for the owner's own cards. Hidden when `editable` is false or there is no handler. */
  onEdit?: (property: Property) => void;
  editable?: boolean;
  /** WhatsApp chat link (build it with waChatUrl from @lotengo/shared). */
  chatUrl?: string;
  /** Anything else the caller needs in the button row. */
  actions?: ReactNode;
  /** Heading level of the card inside its page's outline (default h3). */
  headingLevel?: 2 | 3 | 4;
}

// Fixed height (SPEC §9): every card in a grid lines up; long texts are cut with an ellipsis.
const styles = {
  card: {
    height: CARD_HEIGHT_PROPERTY,
    display: 'flex',
    flexDirection: 'column',
    padding: 0,
    overflow: 'hidden',
  },
  media: { flex: '1 1 96px', minHeight: 72, position: 'relative', background: 'var(--lt-grey-200)' },
  img: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
  placeholder: {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'var(--lt-text-muted)',
    fontWeight: 600,
  },
  body: { flex: 'none', padding: '8px 12px', display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 },
  priceRow: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8 },
  price: { fontSize: '1.25rem', fontWeight: 700, color: 'var(--lt-brand-dark)' },
  process: { fontSize: '0.8125rem', fontWeight: 700, color: 'var(--lt-accent)', letterSpacing: '0.02em' },
  line: { margin: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontSize: '0.9375rem' },
  heading: { margin: 0, fontSize: '0.9375rem', fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  muted: { color: 'var(--lt-text-muted)', fontSize: '0.875rem' },
  actions: { flex: 'none', display: 'flex', gap: 8, padding: '0 12px 12px', flexWrap: 'nowrap' },
  button: { flex: 1, minWidth: 0, paddingInline: 8 },
} satisfies Record<string, CSSProperties>;

/** A property as read (SPEC §2 Property card): photo, price, operation, type, address, location, code. */
export function PropertyCard({ property, onSend, sendState = 'idle', onEdit, editable = true, chatUrl, actions, headingLevel = 3 }: PropertyCardProps) {
  const headingId = useId();
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = property.urlPhotoPrincipal && !photoFailed ? assetUrl(property.urlPhotoPrincipal) : '';
  const Heading = `h${headingLevel}` as const;
  const showEdit = editable && onEdit !== undefined;
  const hasActions = onSend !== undefined || showEdit || chatUrl !== undefined || actions !== undefined;

  return (
    <article className="lt-card lt-property-card" style={styles.card} aria-labelledby={headingId} data-property-id={property.propertyId}>
      <div style={styles.media}>
        {photo ? (
          <img src={photo} alt={t.photoAlt(property.propertyType, property.district)} style={styles.img} loading="lazy" onError={() => setPhotoFailed(true)} />
        ) : (
          <div style={styles.placeholder} role="img" aria-label={t.noPhoto}>
            {t.noPhoto}
          </div>
        )}
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
          {property.propertyType} · {property.address}
        </Heading>
        <p style={{ ...styles.line, ...styles.muted }} title={t.location(property.district, property.province, property.department)}>
          {t.location(property.district, property.province, property.department)}
        </p>
        <p style={{ ...styles.line, ...styles.muted }}>{messages.common.code(property.propertyId)}</p>
      </div>
      {hasActions ? (
        <div style={styles.actions}>
          {onSend ? (
            <button
              type="button"
              className="lt-btn lt-btn--primary"
              style={styles.button}
              disabled={sendState !== 'idle'}
              aria-label={sendState === 'sent' ? t.sentLabel(property.propertyId) : t.sendLabel(property.propertyId)}
              onClick={() => onSend(property)}
            >
              {sendState === 'sent' ? t.sent : t.send}
            </button>
          ) : null}
          {showEdit ? (
            <button type="button" className="lt-btn lt-btn--secondary" style={styles.button} aria-label={t.editLabel(property.propertyId)} onClick={() => onEdit(property)}>
              {t.edit}
            </button>
          ) : null}
          {chatUrl ? (
            <a className="lt-btn lt-btn--whatsapp" style={styles.button} href={chatUrl} target="_blank" rel="noopener noreferrer" aria-label={t.chatLabel(property.propertyId)}>
              {t.chat}
            </a>
          ) : null}
          {actions}
        </div>
      ) : null}
    </article>
  );
}

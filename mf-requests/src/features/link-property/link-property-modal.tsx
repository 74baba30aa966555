import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Modal,
  displayTitle,
  formatBudgetRange,
  formatCardPrice,
  notifyKey,
  paths,
  type HouseRequest,
  type Property,
  RetryAlert,
} from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { ApiError, apiErrorMessage } from '@lotengo/shared/http';
import { photoAt } from '@lotengo/shared/format/photos';
import { placeLine } from '../../lib/request-display';
import { useFittingProperties, useSendToInbox, useSentPropertyIds } from './use-link-property';
import { requestFormTexts, requestsTexts } from '../../texts';

const t = requestFormTexts.link;
const card = requestsTexts.card;

export interface LinkPropertyModalProps {
  request: HouseRequest;
  userCode: number;
  onClose: () => void;
}

function PropertyItem({
  property,
  sent,
  onSend,
  sending,
}: {
  property: Property;
  sent: boolean;
  onSend: () => void;
  sending: boolean;
}) {
  const title = displayTitle(property);
  return (
    <li className="lt-req-prop" data-testid="link-property-item">
      {property.urlPhotoPrincipal ? (
        <img
          className="lt-req-prop-photo"
          src={photoAt(property.urlPhotoPrincipal, 320)}
          alt={t.photoAlt(title)}
          loading="lazy"
        />
      ) : (
        <div className="lt-req-prop-photo" role="img" aria-label={t.noPhoto}>
          {t.noPhoto}
        </div>
      )}
      <div className="lt-req-prop-body">
        <p className="lt-req-prop-price">{`$ ${formatCardPrice(property.price)}`}</p>
        <p>
          <span className="lt-req-tag">{property.processType}</span>
        </p>
        <p>
          <strong>{title}</strong>
        </p>
        <p>{property.address}</p>
        <p className="lt-req-muted">{property.district}</p>
        <div className="lt-req-actions">
          <Link
            className="lt-req-btn lt-req-btn--small lt-req-btn--secondary"
            to={paths.propertyDetail(property.propertyId)}
            aria-label={t.propertyLink.viewLabel(title)}
          >
            {t.propertyLink.view}
          </Link>
          {sent ? (
            <span className="lt-req-prop-sent">
              <span aria-hidden="true">✔</span>
              <span>{t.sent}</span>
            </span>
          ) : (
            <button
              type="button"
              className="lt-req-btn lt-req-btn--small"
              onClick={onSend}
              disabled={sending}
              aria-label={`${t.send}: ${title}`}
            >
              {sending ? t.sending : t.send}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** "Enlaza tu propiedad": the request's details and the user's own properties that fit it, each with Enviar. */
export function LinkPropertyModal({ request, userCode, onClose }: LinkPropertyModalProps) {
  const fitting = useFittingProperties(userCode, request);
  const sentIds = useSentPropertyIds(request.houseRequestId);
  const send = useSendToInbox(request);
  // Sent in this session (shown at once, before the sent-ids list is fetched again).
  const [justSent, setJustSent] = useState<number[]>([]);
  const warned = useRef(false);

  useEffect(() => {
    if (fitting.isError) notifyKey('error', 'propertySearchError');
  }, [fitting.isError]);
  useEffect(() => {
    if (fitting.isSuccess && fitting.data.length === 0 && !warned.current) {
      warned.current = true;
      notifyKey('warning', 'noMatchingProperties');
    }
  }, [fitting.isSuccess, fitting.data]);

  const isSent = (propertyId: number) => justSent.includes(propertyId) || (sentIds.data ?? []).includes(propertyId);

  const onSend = (propertyId: number) => {
    send.mutate(propertyId, {
      onSuccess: () => {
        setJustSent((ids) => [...ids, propertyId]);
        notifyKey('success', 'offerSent');
      },
      onError: (err) => {
        // 409: it was already sent (another tab, a double click): show it as sent, not as a failure to retry.
        if (err instanceof ApiError && err.status === 409) setJustSent((ids) => [...ids, propertyId]);
        notifyKey('error', 'offerFailure', apiErrorMessage(err));
      },
    });
  };

  return (
    <Modal open title={t.title} onClose={onClose} staticBackdrop size="lg">
      <section className="lt-req-link-request" aria-label={t.requestDetails}>
        <h3>{displayTitle(request)}</h3>
        <dl>
          <div>
            <dt>{card.budget}</dt>
            <dd>{formatBudgetRange(request.costInit, request.costEnd)}</dd>
          </div>
          <div>
            <dt>{requestFormTexts.form.operation}</dt>
            <dd>{request.processType}</dd>
          </div>
          <div>
            <dt>{requestFormTexts.form.propertyType}</dt>
            <dd>{request.propertyType}</dd>
          </div>
          <div>
            <dt>{messages.form.district}</dt>
            <dd>{placeLine(request)}</dd>
          </div>
          <div>
            <dt>
              {card.bedrooms} / {card.bathrooms} / {card.garage}
            </dt>
            <dd>
              {request.numberBedrooms} / {request.numberBathrooms} / {request.numberParkinglot}
            </dd>
          </div>
          <div>
            <dt>{t.code}</dt>
            <dd>{request.houseRequestId}</dd>
          </div>
        </dl>
      </section>
      <h3>{t.fitting}</h3>
      {fitting.isPending ? (
        <p role="status">{t.loading}</p>
      ) : fitting.isError ? (
        <RetryAlert
          className="lt-req-state"
          buttonClassName="lt-req-btn"
          message={messages.toasts.propertySearchError.message}
          onRetry={() => void fitting.refetch()}
        />
      ) : fitting.data.length === 0 ? (
        <div className="lt-req-state">
          <p>{t.noProperties}</p>
          <Link className="lt-req-btn" to={paths.propertyCreate} onClick={onClose}>
            {t.newProperty}
          </Link>
        </div>
      ) : (
        <ul className="lt-req-props">
          {fitting.data.map((p) => (
            <PropertyItem
              key={p.propertyId}
              property={p}
              sent={isSent(p.propertyId)}
              sending={send.isPending && send.variables === p.propertyId}
              onSend={() => onSend(p.propertyId)}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}

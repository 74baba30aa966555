import { useId } from 'react';
import { displayTitle, type HouseRequest } from '@lotengo/shared';
import { publicRequestUrl } from '../../lib/public-url';
import { useShareLink } from '../../lib/share-link';
import { requestFormTexts } from '../../texts';

const t = requestFormTexts.share;

/**
 * "Comparte tu solicitud", right after publishing: the request's own link, the browser's share sheet where it
 * has one (Web Share API), otherwise WhatsApp and "Copiar enlace". Every control is a real button or link.
 */
export function SharePanel({ request, onClose }: { request: HouseRequest; onClose: () => void }) {
  const headingId = useId();
  const linkId = useId();
  const url = publicRequestUrl(request);
  const { native, share, whatsappHref, copy, copied } = useShareLink({
    title: t.title,
    text: t.text(displayTitle(request)),
    url,
  });
  const status = copied === 'copied' ? t.copied : copied === 'failed' ? t.copyFailed : '';

  return (
    <section className="lt-req-share" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.title}</h2>
      <p>{t.body}</p>
      <label htmlFor={linkId}>{t.linkLabel}</label>
      <input
        id={linkId}
        className="lt-req-share__url"
        type="url"
        value={url}
        readOnly
        onFocus={(e) => e.target.select()}
      />
      <div className="lt-req-share__actions">
        {native ? (
          <button type="button" className="lt-req-btn" onClick={() => void share()}>
            {t.share}
          </button>
        ) : null}
        <a
          className={`lt-req-btn${native ? ' lt-req-btn--secondary' : ''}`}
          href={whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.whatsapp}
        </a>
        <button type="button" className="lt-req-btn lt-req-btn--secondary" onClick={() => void copy()}>
          {t.copy}
        </button>
        <button type="button" className="lt-req-btn lt-req-btn--secondary" onClick={onClose}>
          {t.close}
        </button>
      </div>
      <p role="status" className="lt-req-share__status">
        {status}
      </p>
    </section>
  );
}

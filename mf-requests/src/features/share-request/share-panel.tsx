import { useId, useState } from 'react';
import { displayTitle, waShareUrl, type HouseRequest } from '@lotengo/shared';
import { publicRequestUrl } from '../../lib/public-url';
import { requestFormTexts } from '../../texts';

const t = requestFormTexts.share;

/** The browser's own share sheet, where there is one (phones, mostly). */
const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * "Comparte tu solicitud", right after publishing: the request's own link, the browser's share sheet where it
 * has one (Web Share API), otherwise WhatsApp and "Copiar enlace". Every control is a real button or link.
 */
export function SharePanel({ request, onClose }: { request: HouseRequest; onClose: () => void }) {
  const headingId = useId();
  const linkId = useId();
  const url = publicRequestUrl(request);
  const text = t.text(displayTitle(request));
  const [status, setStatus] = useState('');
  const native = canShareNatively();

  const share = () => {
    // A share the person cancels rejects: nothing to say.
    navigator.share({ title: t.title, text, url }).catch(() => undefined);
  };
  const copy = () => {
    const done = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('sin portapapeles'));
    done.then(
      () => setStatus(t.copied),
      () => setStatus(t.copyFailed),
    );
  };

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
          <button type="button" className="lt-req-btn" onClick={share}>
            {t.share}
          </button>
        ) : null}
        <a
          className={`lt-req-btn${native ? ' lt-req-btn--secondary' : ''}`}
          href={waShareUrl(`${text} ${url}`)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.whatsapp}
        </a>
        <button type="button" className="lt-req-btn lt-req-btn--secondary" onClick={copy}>
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

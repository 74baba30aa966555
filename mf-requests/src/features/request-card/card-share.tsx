import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { waShareUrl, type HouseRequest } from '@lotengo/shared';
import { canShareNatively } from '../../lib/native-share';
import { publicRequestUrl } from '../../lib/public-url';
import type { CopyOutcome } from '../../lib/share-link';
import { requestsTexts } from '../../texts';

// Loaded on the first tap, not with every card: a list shows many cards and most are never shared.
const loadShareLink = () => import('../../lib/share-link');

const t = requestsTexts.card;

/** How long "Enlace copiado" stays on the card. */
export const COPIED_NOTE_MS = 4000;

/** Three joined dots (decorative: the button's text names the action). */
function ShareIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
      <path
        d={
          'M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17' +
          'a3 3 0 1 0 3-1z'
        }
      />
    </svg>
  );
}

/**
 * The card's "Compartir": one tap opens the browser's share sheet with the request's own page where there is one;
 * elsewhere (or when the sheet is refused) a small menu above the button with WhatsApp and "Copiar enlace". A
 * disclosure, not an ARIA menu: the two choices follow the button in the Tab order; Escape closes it and puts focus
 * back on the button, as does a choice; a click or focus elsewhere closes it.
 */
export function CardShare({ request, title }: { request: HouseRequest; title: string }) {
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<CopyOutcome>('idle');
  const reset = () => setCopied('idle');
  const url = publicRequestUrl(request);
  const text = t.shareText(title, request.houseRequestId);
  const native = canShareNatively();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const outside = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    // Escape closes it; focus inside it goes back to the button, not to the page's start.
    const escape = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      if (box.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const noteTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(noteTimer.current), []);

  const toggle = async () => {
    if (open) return close(false);
    reset();
    if (native && (await (await loadShareLink()).shareNatively({ title: t.shareTitle, text, url }))) return;
    setOpen(true);
  };
  const onBlur = (e: FocusEvent) => {
    if (open && e.relatedTarget && !box.current?.contains(e.relatedTarget as Node)) setOpen(false);
  };
  const copyLink = async () => {
    const { copyText } = await loadShareLink();
    setCopied(
      await copyText(url).then(
        () => 'copied' as const,
        () => 'failed' as const,
      ),
    );
    close(true);
    clearTimeout(noteTimer.current);
    noteTimer.current = setTimeout(reset, COPIED_NOTE_MS);
  };

  const note = copied === 'copied' ? t.copied : copied === 'failed' ? t.copyFailed : '';
  return (
    <div className="lt-req-card-share" ref={box} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="lt-req-btn lt-req-btn--secondary lt-req-btn--small"
        aria-expanded={native && !open ? undefined : open}
        aria-controls={menuId}
        onClick={() => void toggle()}
      >
        <ShareIcon />
        {t.share}
      </button>
      <div id={menuId} className="lt-req-card-share__menu" role="group" aria-label={t.shareMenu} hidden={!open}>
        <a
          className="lt-req-card-share__item"
          href={waShareUrl(`${text} ${url}`)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => close(true)}
        >
          {t.shareWhatsApp}
          <span className="lt-req-sr-only"> {t.newTab}</span>
        </a>
        <button type="button" className="lt-req-card-share__item" onClick={() => void copyLink()}>
          {t.copyLink}
        </button>
      </div>
      {/* Always in the page, so a screen reader hears the outcome the moment it appears. */}
      <p role="status" className="lt-req-card-share__note">
        {note}
      </p>
    </div>
  );
}

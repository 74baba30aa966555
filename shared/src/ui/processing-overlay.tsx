import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { common } from '@lotengo/shared/i18n';
import { lockBody } from './body-lock';

export interface ProcessingOverlayProps {
  show: boolean;
  label?: string;
}

/**
 * Full-screen "Procesando…" while a save runs (docs/product/screens.md). It blocks pointer and keyboard: the rest of
 * the page is inert until the save ends, so nothing can be submitted twice.
 */
export function ProcessingOverlay({ show, label = common.processing }: ProcessingOverlayProps) {
  if (!show || typeof document === 'undefined') return null;
  return createPortal(<OverlayLayer label={label} />, document.body);
}

function OverlayLayer({ label }: { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBody(ref.current!);
    ref.current!.focus();
    // Everything else is inert, so Tab would only drop focus onto <body>: keep it on the status.
    const keepFocus = (e: KeyboardEvent) => {
      if (e.key === 'Tab') {
        e.preventDefault();
        ref.current?.focus();
      }
    };
    document.addEventListener('keydown', keepFocus, true);
    return () => {
      document.removeEventListener('keydown', keepFocus, true);
      unlock();
      if (previous && previous.isConnected) previous.focus();
    };
  }, []);
  return (
    <div ref={ref} className="lt-overlay" role="status" aria-live="polite" aria-busy="true" tabIndex={-1}>
      <span className="lt-spinner lt-spinner--lg" aria-hidden="true" />
      <span className="lt-overlay__label">{label}</span>
    </div>
  );
}

import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { common } from '@lotengo/shared/i18n';
import { lockBody } from './body-lock';
import { focusableIn } from './focusable';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'md' | 'lg';
  /** Not closed by Escape nor by a click on the backdrop (docs/product/screens.md, "Enlaza tu propiedad"); the × still
   * closes. */
  staticBackdrop?: boolean;
  /** Hide the × button (the content offers its own way out). */
  hideCloseButton?: boolean;
  /** Where focus goes on open; the first focusable element otherwise. */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * Accessible dialog without <dialog>.showModal (jsdom lacks it): role="dialog" + aria-modal, focus
 * moved in and trapped, restored on close, the rest of the page inert and its scroll locked.
 */
export function Modal({ open, ...rest }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<ModalLayer {...rest} />, document.body);
}

function ModalLayer({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  staticBackdrop,
  hideCloseButton,
  initialFocusRef,
  className,
}: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  // Latest props without re-running the open/close effect on every render.
  const onCloseRef = useRef(onClose);
  const staticRef = useRef(staticBackdrop);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    staticRef.current = staticBackdrop;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBody(layerRef.current!);
    const dialog = dialogRef.current!;
    const target =
      initialFocusRef?.current ??
      focusableIn(dialog).find((el) => !el.dataset.modalClose) ??
      focusableIn(dialog)[0] ??
      dialog;
    target.focus();
    return () => {
      unlock();
      // Back to where the user was, if it is still on the page.
      if (previous && previous.isConnected) previous.focus();
    };
    // Runs once per opening; initialFocusRef is read only at that moment on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (!staticRef.current) onCloseRef.current();
      return;
    }
    if (e.key !== 'Tab') return;
    const dialog = dialogRef.current!;
    const items = focusableIn(dialog);
    if (items.length === 0) {
      e.preventDefault();
      dialog.focus();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !dialog.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (e: React.MouseEvent) => {
    // Only a press on the backdrop itself, not one that started inside the dialog.
    if (e.target === e.currentTarget && !staticRef.current) onCloseRef.current();
  };

  return (
    // The backdrop is a mouse affordance only; keyboard users close with Escape or the × button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={layerRef} className="lt-modal-backdrop" onMouseDown={onBackdropMouseDown} onKeyDown={onKeyDown}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`lt-modal lt-modal--${size}${className ? ` ${className}` : ''}`}
      >
        <div className="lt-modal__header">
          <h2 id={titleId} className="lt-modal__title">
            {title}
          </h2>
          {hideCloseButton ? null : (
            <button
              type="button"
              className="lt-modal__close"
              aria-label={common.close}
              data-modal-close="true"
              onClick={() => onCloseRef.current()}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className="lt-modal__body">{children}</div>
        {footer ? <div className="lt-modal__footer">{footer}</div> : null}
      </div>
    </div>
  );
}

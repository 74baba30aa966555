import { useRef } from 'react';
import { Modal, type Property } from '@lotengo/shared';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts.close;

export interface ClosePropertyDialogProps {
  property: Pick<Property, 'propertyId' | 'processType'>;
  open: boolean;
  /** The close call is running: both buttons wait, the dialog stays. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before closing: a closed property leaves searches and matches, and its pending offers are
 * withdrawn from seekers' inboxes at once. Focus starts on "Cancelar", the harmless choice.
 */
export function ClosePropertyDialog({ property, open, busy, onConfirm, onCancel }: ClosePropertyDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const footer = (
    <>
      <button ref={cancelRef} type="button" className="lt-btn lt-btn--ghost" onClick={onCancel} disabled={busy}>
        {t.cancel}
      </button>
      <button
        type="button"
        className="lt-btn lt-btn--primary"
        onClick={onConfirm}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? t.closing : t.confirm}
      </button>
    </>
  );
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t.dialogTitle(property.processType)}
      footer={footer}
      staticBackdrop={busy}
      initialFocusRef={cancelRef}
    >
      <p>{t.dialogBody(property.propertyId)}</p>
    </Modal>
  );
}

import { Modal, Spinner } from '@lotengo/shared';
import { propertiesTexts } from '../texts';

const t = propertiesTexts.availability;

/**
 * "Programa tus horarios disponibles" while its code arrives: the dialog's frame at the
 * press, laid out as the real modal shows it while the hours load (title, hint, a sized spinner), so
 * nothing is blank and nothing jumps when the form replaces it.
 */
export function AvailabilityFrame({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={t.title} size="lg">
      <p className="lt-hint" style={{ marginTop: 0 }}>
        {t.hint}
      </p>
      <div style={{ minHeight: 160 }}>
        <Spinner label={t.loading} />
      </div>
    </Modal>
  );
}

import { lazy, Suspense } from 'react';
import { useSessionUser } from '@lotengo/shared/session';
import { MyPropertiesList, useHoursParam } from '../features/my-properties';
import { AvailabilityFrame } from '../lib/availability-frame';
import PropertyCard from './property-card';
import { propertiesTexts } from '../texts';

const t = propertiesTexts;

// Loaded only when the page opens with ?horarios= (right after creating a property).
const AvailabilityModal = lazy(() =>
  import('../features/availability').then((m) => ({ default: m.AvailabilityModal })),
);

/** /page/properties "Mis Propiedades": the owner's cards (closed ones marked, with "Reabrir"). */
export default function PropertiesPage() {
  const user = useSessionUser();
  const hours = useHoursParam();
  return (
    <div className="lt-container" style={{ paddingTop: 'var(--lt-space-5)', paddingBottom: 'var(--lt-space-6)' }}>
      <h1>{t.myPropertiesTitle}</h1>
      {/* The shell's guard only lets a session in; without one there is nothing to list. */}
      {user ? (
        <MyPropertiesList
          userCode={user.userCode}
          renderCard={(p) => <PropertyCard property={p} own headingLevel={2} />}
        />
      ) : null}
      {hours.propertyId !== null ? (
        <Suspense fallback={<AvailabilityFrame onClose={hours.clear} />}>
          <AvailabilityModal propertyId={hours.propertyId} open onClose={hours.clear} />
        </Suspense>
      ) : null}
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { propertyQueries, usePrefetchOnIdle, useSessionUser } from '@lotengo/shared';
import { MyPropertiesList, useHoursParam } from '../features/my-properties';
import { AvailabilityFrame } from '../lib/availability-frame';
import PropertyCard, { loadAvailabilityModal } from './property-card';
import { propertiesTexts } from '@lotengo/shared/i18n/properties';

const t = propertiesTexts;

// Loaded only when the page opens with ?horarios= (right after creating a property).
const AvailabilityModal = lazy(() => loadAvailabilityModal().then((m) => ({ default: m.AvailabilityModal })));

/** /page/properties "Mis Propiedades": the owner's cards (closed ones marked, with "Reabrir"). */
export default function PropertiesPage() {
  const user = useSessionUser();
  const hours = useHoursParam();
  // The same query as the list (one request): once the cards are drawn and the page is idle, the
  // "Horarios" modal's code, so the press opens it at once (issue 19).
  const mine = useQuery({ ...propertyQueries.mine(user?.userCode ?? 0), enabled: Boolean(user) });
  usePrefetchOnIdle(loadAvailabilityModal, mine.isSuccess && mine.data.length > 0 ? 'horarios' : false);
  return (
    <div className="lt-container" style={{ paddingTop: 'var(--lt-space-5)', paddingBottom: 'var(--lt-space-6)' }}>
      <h1>{t.myPropertiesTitle}</h1>
      {/* The shell's guard only lets a session in; without one there is nothing to list. */}
      {user ? <MyPropertiesList userCode={user.userCode} renderCard={(p) => <PropertyCard property={p} own headingLevel={2} />} /> : null}
      {hours.propertyId !== null ? (
        <Suspense fallback={<AvailabilityFrame onClose={hours.clear} />}>
          <AvailabilityModal propertyId={hours.propertyId} open onClose={hours.clear} />
        </Suspense>
      ) : null}
    </div>
  );
}

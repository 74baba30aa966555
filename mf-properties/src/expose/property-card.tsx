import { lazy, Suspense, useState } from 'react';
import { paths } from '@lotengo/shared';
import { ClosePropertyDialog, usePropertyStatus } from '../features/close-property';
import { PropertyCard, type PropertyCardProps } from '../features/property-card';
import { AvailabilityFrame } from '../lib/availability-frame';

export type { PropertyCardProps, SendState } from '../features/property-card';

/**
 * The availability modal (form, date rows) is not part of the card. Its code (~50 KB gzip with the form
 * library) is fetched when the owner shows the intent — a pointer over "Horarios", a touch, the focus —
 * not on idle: fetched on idle it would weigh on every visit of "Mis Propiedades" (the signed-in byte
 * budget counts until the network is idle). The press shows the dialog's frame at once
 * (AvailabilityFrame) and the form as it arrives.
 */
const loadAvailabilityModal = () => import('../features/availability');
const prefetchAvailability = () => void loadAvailabilityModal().catch(() => undefined);
const AvailabilityModal = lazy(() => loadAvailabilityModal().then((m) => ({ default: m.AvailabilityModal })));

/**
 * mf_properties/property-card: the card for every context. Others' cards are plain (Enviar, chat);
 * the owner's own card (`own`) also edits, sets visit hours, closes with a confirmation and reopens.
 */
export default function ExposedPropertyCard({ own, ...props }: PropertyCardProps) {
  if (!own) return <PropertyCard {...props} />;
  return <OwnPropertyCard {...props} />;
}

function OwnPropertyCard(props: Omit<PropertyCardProps, 'own'>) {
  const { propertyId } = props.property;
  const [dialog, setDialog] = useState<'none' | 'hours' | 'close'>('none');
  const status = usePropertyStatus(propertyId, () => setDialog('none'));
  return (
    <>
      <PropertyCard
        {...props}
        owner={{
          editHref: paths.propertyEdit(propertyId),
          onHours: () => setDialog('hours'),
          onHoursIntent: prefetchAvailability,
          onClose: () => setDialog('close'),
          onReopen: () => status.mutate('reopen'),
          busy: status.isPending,
        }}
      />
      <ClosePropertyDialog
        property={props.property}
        open={dialog === 'close'}
        busy={status.isPending}
        onConfirm={() => status.mutate('close')}
        onCancel={() => setDialog('none')}
      />
      {dialog === 'hours' ? (
        <Suspense fallback={<AvailabilityFrame onClose={() => setDialog('none')} />}>
          <AvailabilityModal propertyId={propertyId} open onClose={() => setDialog('none')} />
        </Suspense>
      ) : null}
    </>
  );
}

import { Suspense, type ReactNode } from 'react';
import type { Capability } from '../../contracts/capability-names';
import { useCapability } from '../use-capability';

/**
 * Room for a lazily loaded panel beside a form's fields (the demand panels): the height is held before
 * its code arrives and whatever it shows, so the fields below never jump (CLS). A panel of something the
 * API may lack names it (`capability`): without it there is no panel (its code is never loaded), and the
 * room is held, empty, while the answer is not in.
 */
export function PanelSlot({
  children,
  minHeight = '13rem',
  capability,
}: {
  children: ReactNode;
  minHeight?: string;
  capability?: Capability;
}) {
  const has = useCapability(capability ?? 'demand');
  if (capability && has === false) return null;
  return (
    <div className="lt-panel-slot" style={{ minHeight, margin: '1rem 0' }}>
      {capability && !has ? null : <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}

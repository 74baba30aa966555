import { Suspense, type ReactNode } from 'react';

/**
 * Room for a lazily loaded panel beside a form's fields (the demand panels): the height is held before
 * its code arrives and whatever it shows, so the fields below never jump (CLS).
 */
export function PanelSlot({ children, minHeight = '13rem' }: { children: ReactNode; minHeight?: string }) {
  return (
    <div className="lt-panel-slot" style={{ minHeight, margin: '1rem 0' }}>
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

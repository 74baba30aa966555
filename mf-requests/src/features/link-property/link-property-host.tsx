import { lazy, Suspense, useCallback, useImperativeHandle, useState, type ComponentType, type Ref } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { notifyKey, ProcessingOverlay, usePrefetchOnIdle, type HouseRequest } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import type { LinkPropertyModalProps } from './link-property-modal';

const loadModal = () => import('./link-property-modal');
type ModalComponent = ComponentType<LinkPropertyModalProps>;
/** A fresh lazy component after a failed download, since React keeps a lazy component's failure for good. */
const lazyModal = (): ModalComponent => lazy(() => loadModal().then((m) => ({ default: m.LinkPropertyModal })));

export interface LinkHostHandle {
  open(request: HouseRequest): void;
}

export interface LinkPropertyHostProps {
  /** Receives the handle (a callback: a press that came first opens once the host is there). */
  handle: Ref<LinkHostHandle>;
  userCode: number;
  /** This host's own code could not be downloaded: the next press asks for it again. */
  onRetry: () => void;
}

/**
 * Holds the open request and the modal, apart from the page: pressing "¡Lo tengo!" renders this alone,
 * not the page and its cards again (the dialog within 300 ms on a phone's CPU).
 */
export function LinkPropertyHost({ handle, userCode }: LinkPropertyHostProps) {
  const [target, setTarget] = useState<HouseRequest | null>(null);
  const [LinkPropertyModal, setLinkPropertyModal] = useState<ModalComponent>(lazyModal);
  useImperativeHandle(handle, () => ({ open: setTarget }), []);

  // Fetched ahead once the page is idle (not while it loads); once here, the component itself is kept,
  // so the press renders the dialog at once, without a lazy component's suspension.
  usePrefetchOnIdle(() => loadModal().then((m) => setLinkPropertyModal(() => m.LinkPropertyModal)), 'link-property');

  const onLoadFailure = useCallback(() => {
    notifyKey('error', 'loadFailure');
    setTarget(null);
    // The next "¡Lo tengo!" tries the download again.
    setLinkPropertyModal(lazyModal);
  }, []);

  if (!target) return null;
  return (
    // Its code could not be downloaded (connection lost): say so and close, the page stays as it was.
    <ErrorBoundary fallback={null} onError={onLoadFailure}>
      <Suspense fallback={<ProcessingOverlay show label={messages.common.loading} />}>
        <LinkPropertyModal request={target} userCode={userCode} onClose={() => setTarget(null)} />
      </Suspense>
    </ErrorBoundary>
  );
}

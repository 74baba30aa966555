import {
  lazy,
  Suspense,
  useCallback,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentType,
  type Ref,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useNavigate } from 'react-router-dom';
import { notifyKey, paths, ProcessingOverlay, usePrefetchOnIdle, type HouseRequest } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { useSessionUser } from '@lotengo/shared/session';
import type { LinkPropertyModalProps } from './link-property-modal';

const loadModal = () => import('./link-property-modal');
type ModalComponent = ComponentType<LinkPropertyModalProps>;
/**
 * Only a signed-in owner ever opens it: a visitor's page does not download it. A fresh lazy
 * component after a failed download, since React keeps a lazy component's failure for good.
 */
const lazyModal = (): ModalComponent => lazy(() => loadModal().then((m) => ({ default: m.LinkPropertyModal })));

interface LinkHostHandle {
  open(request: HouseRequest): void;
}

/**
 * Holds the open request and the modal, apart from the page: pressing "¡Lo tengo!" renders this alone,
 * not the page and its cards again (the dialog within 300 ms on a phone's CPU).
 */
function LinkPropertyHost({ ref, userCode }: { ref: Ref<LinkHostHandle>; userCode: number }) {
  const [target, setTarget] = useState<HouseRequest | null>(null);
  const [LinkPropertyModal, setLinkPropertyModal] = useState<ModalComponent>(lazyModal);
  useImperativeHandle(ref, () => ({ open: setTarget }), []);

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

/**
 * "¡Lo tengo!" (docs/product/rules.md): a visitor is sent to login with the "Importante" warning, the owner of the
 * request is told it is their own, anyone else gets the "Enlaza tu propiedad" modal.
 */
export function useLoTengo() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const host = useRef<LinkHostHandle>(null);

  const loTengo = useCallback(
    (request: HouseRequest) => {
      if (!user) {
        notifyKey('warning', 'notLoggedIn');
        navigate(paths.login);
        return;
      }
      if (user.userCode === request.userCode) {
        notifyKey('warning', 'ownRequest');
        return;
      }
      host.current?.open(request);
    },
    [user, navigate],
  );

  const modal = user ? <LinkPropertyHost ref={host} userCode={user.userCode} /> : null;
  return { loTengo, modal };
}

import { lazy, Suspense, useCallback, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useNavigate } from 'react-router-dom';
import { messages, notifyKey, paths, ProcessingOverlay, usePrefetchOnIdle, useSessionUser, type HouseRequest } from '@lotengo/shared';

const loadModal = () => import('./link-property-modal');
/**
 * Only a signed-in owner ever opens it: a visitor's page does not download it (issue 10). A fresh lazy
 * component after a failed download, since React keeps a lazy component's failure for good.
 */
const lazyModal = () => lazy(() => loadModal().then((m) => ({ default: m.LinkPropertyModal })));

/**
 * "¡Lo tengo!" (SPEC §6): a visitor is sent to login with the "Importante" warning, the owner of the
 * request is told it is their own, anyone else gets the "Enlaza tu propiedad" modal.
 */
export function useLoTengo() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [target, setTarget] = useState<HouseRequest | null>(null);
  const [LinkPropertyModal, setLinkPropertyModal] = useState(lazyModal);

  // Signed in: fetched ahead once the page is idle (not while it loads), so the modal opens at once
  // when "¡Lo tengo!" is pressed (issue 19).
  usePrefetchOnIdle(loadModal, user ? 'link-property' : false);

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
      setTarget(request);
    },
    [user, navigate],
  );

  const onLoadFailure = useCallback(() => {
    notifyKey('error', 'loadFailure');
    setTarget(null);
    // The next "¡Lo tengo!" tries the download again.
    setLinkPropertyModal(lazyModal);
  }, []);

  const modal =
    target && user ? (
      // Its code could not be downloaded (connection lost): say so and close, the page stays as it was.
      <ErrorBoundary fallback={null} onError={onLoadFailure}>
        <Suspense fallback={<ProcessingOverlay show label={messages.common.loading} />}>
          <LinkPropertyModal request={target} userCode={user.userCode} onClose={() => setTarget(null)} />
        </Suspense>
      </ErrorBoundary>
    ) : null;
  return { loTengo, modal };
}

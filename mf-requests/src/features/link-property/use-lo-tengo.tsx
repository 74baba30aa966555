import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyKey, paths, useSessionUser, type HouseRequest } from '@lotengo/shared';
import { LinkPropertyModal } from './link-property-modal';

/**
 * "¡Lo tengo!" (SPEC §6): a visitor is sent to login with the "Importante" warning, the owner of the
 * request is told it is their own, anyone else gets the "Enlaza tu propiedad" modal.
 */
export function useLoTengo() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [target, setTarget] = useState<HouseRequest | null>(null);

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

  const modal = target && user ? <LinkPropertyModal request={target} userCode={user.userCode} onClose={() => setTarget(null)} /> : null;
  return { loTengo, modal };
}

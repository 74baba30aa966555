import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyKey, paths, type HouseRequest } from '@lotengo/shared';
import { useSessionUser } from '@lotengo/shared/session';
import type { LinkHostHandle, LinkPropertyHostProps } from './link-property-host';

type HostComponent = ComponentType<LinkPropertyHostProps>;

/** Stands in for the host whose code could not be downloaded: a press says so and asks for it again. */
function HostUnavailable({ handle, onRetry }: LinkPropertyHostProps) {
  useImperativeHandle(handle, () => ({ open: () => (notifyKey('error', 'loadFailure'), onRetry()) }), [onRetry]);
  return null;
}

/**
 * The host of "Enlaza tu propiedad" (with its overlay and error boundary), downloaded once someone is signed
 * in: a visitor's page never downloads it. Imported here rather than through React.lazy, so it mounts as
 * soon as it arrives (no Suspense boundary to reveal), and a failed download is asked for again.
 */
function useHost(signedIn: boolean): [HostComponent | null, () => void] {
  const [host, setHost] = useState<HostComponent | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    import('./link-property-host').then(
      (m) => live && setHost(() => m.LinkPropertyHost),
      () => live && setHost(() => HostUnavailable),
    );
    return () => {
      live = false;
    };
  }, [signedIn, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [host, retry];
}

/**
 * "¡Lo tengo!" (docs/product/rules.md): a visitor is sent to login with the "Importante" warning, the owner of the
 * request is told it is their own, anyone else gets the "Enlaza tu propiedad" modal.
 */
export function useLoTengo() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const host = useRef<LinkHostHandle>(null);
  const pending = useRef<HouseRequest | null>(null);
  const [Host, retry] = useHost(user !== null);

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
      if (host.current) host.current.open(request);
      else pending.current = request;
    },
    [user, navigate],
  );
  // A press that came before the host's code (signed in a moment ago): opened as soon as the host is there.
  const attach = useCallback((handle: LinkHostHandle | null) => {
    host.current = handle;
    const request = pending.current;
    if (!handle || !request) return;
    pending.current = null;
    handle.open(request);
  }, []);

  const modal = user && Host ? <Host handle={attach} userCode={user.userCode} onRetry={retry} /> : null;
  return { loTengo, modal };
}

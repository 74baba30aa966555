import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionUser } from '@lotengo/shared/session';

/**
 * In a signed-in tab, the next page starts loading when a link is pointed at, touched or focused
 * (intent/). Its code rides in the member chunk: a visitor's first load carries only this hook.
 */
export function useLinkIntentPreload(): void {
  const signedIn = useSessionUser() !== null;
  const client = useQueryClient();
  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    let stop: (() => void) | undefined;
    import(/* webpackChunkName: "member" */ './intent').then(
      (m) => {
        if (live) stop = m.startLinkIntentPreload(document, client);
      },
      // Only a head start: without it the page loads as it always did.
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [signedIn, client]);
}

/** The hook as an element, for a place inside the providers. */
export function LinkIntentPreload(): null {
  useLinkIntentPreload();
  return null;
}

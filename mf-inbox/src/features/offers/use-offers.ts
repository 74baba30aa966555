import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyKey, offerQueries, useCapability } from '@lotengo/shared';
import { api } from '@lotengo/shared/api';
import { apiErrorMessage } from '@lotengo/shared/http';

/**
 * Opening Mis Ofertas, whichever tab shows: announces the load once per visit (docs/product/texts.md: "Buzón
 * cargado con éxito" / "No se pudo cargar el buzón" + the server's reason) and marks the offers read,
 * so the header badge clears. Read first, mark after: the cards can still show which were new.
 */
export function useInboxOpened(userCode: number) {
  const client = useQueryClient();
  // 0 = nobody signed in (the shell's guard normally prevents it): nothing to load.
  const offers = useQuery({ ...offerQueries.list(userCode), enabled: userCode > 0 });
  const announced = useRef<'success' | 'error' | null>(null);
  // Marking read goes with the API's unread counts (the badge it clears): without them, nothing is marked.
  const hasUnreadCounts = useCapability('unreadCounts');
  const marked = useRef(false);

  useEffect(() => {
    if (offers.status === 'pending' || announced.current === offers.status) return;
    announced.current = offers.status;
    if (offers.status === 'error') notifyKey('error', 'inboxLoadFailure', apiErrorMessage(offers.error));
    else notifyKey('success', 'inboxLoaded');
  }, [offers.status, offers.error]);

  useEffect(() => {
    if (!hasUnreadCounts || marked.current || offers.status !== 'success') return;
    if (!offers.data.some((e) => e.isRead === 0)) return;
    marked.current = true;
    api
      .markInboxRead(userCode)
      .then(() => {
        client.setQueryData(offerQueries.unread(userCode).queryKey, 0);
        return client.invalidateQueries({ queryKey: offerQueries.unread(userCode).queryKey });
      })
      // The badge simply stays until the next visit: nothing for the user to do.
      .catch(() => undefined);
  }, [hasUnreadCounts, offers.status, offers.data, userCode, client]);
}

/** The inbox of `userCode` with its requests; `newIds` = unread as the server last answered ("Nueva"). */
export function useOffers(userCode: number) {
  const offers = useQuery(offerQueries.list(userCode));
  const requests = useQuery(offerQueries.requests(userCode));
  const newIds = useMemo(
    () => new Set((offers.data ?? []).filter((e) => e.isRead === 0).map((e) => e.idInboxProperty)),
    [offers.data],
  );
  return { offers, requests, newIds };
}

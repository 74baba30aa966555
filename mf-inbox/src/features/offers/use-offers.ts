import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorMessage, notifyKey, offerQueries } from '@lotengo/shared';

/**
 * The inbox of `userCode` with its requests. Announces the load once per visit (SPEC §8: "Buzón
 * cargado con éxito" / "No se pudo cargar el buzón" + the server's reason), and marks the offers read
 * so the header badge clears; the ones that were new stay marked "Nueva" until the list is read again.
 */
export function useOffers(userCode: number) {
  const client = useQueryClient();
  const offers = useQuery(offerQueries.list(userCode));
  const requests = useQuery(offerQueries.requests(userCode));
  const announced = useRef<'success' | 'error' | null>(null);
  // Unread as the server last answered: they stay "Nueva" until the list is read again.
  const newIds = useMemo(() => new Set((offers.data ?? []).filter((e) => e.isRead === 0).map((e) => e.idInboxProperty)), [offers.data]);

  useEffect(() => {
    if (offers.status === 'pending' || announced.current === offers.status) return;
    announced.current = offers.status;
    if (offers.status === 'error') {
      notifyKey('error', 'inboxLoadFailure', apiErrorMessage(offers.error));
      return;
    }
    notifyKey('success', 'inboxLoaded');
    const unread = offers.data.filter((e) => e.isRead === 0).map((e) => e.idInboxProperty);
    if (!unread.length) return;
    api
      .markInboxRead(userCode)
      .then(() => {
        client.setQueryData(offerQueries.unread(userCode).queryKey, 0);
        return client.invalidateQueries({ queryKey: offerQueries.unread(userCode).queryKey });
      })
      // The badge simply stays until the next visit: nothing for the user to do.
      .catch(() => undefined);
  }, [offers.status, offers.data, offers.error, userCode, client]);

  return { offers, requests, newIds };
}

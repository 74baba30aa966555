import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOffersAndVisits, notifyKey, visitQueries, type InboxEntry } from '@lotengo/shared';
import { apiErrorMessage } from '@lotengo/shared/http';
import { notifyFailure } from '../../lib/notify-failure';
import { bookAndAccept } from './book-visit';

/**
 * The like flow of docs/product/rules.md: load the property's hours; none → a visit without date and the offer
 * accepted at once; otherwise the scheduler opens. Also used to book again after a cancellation.
 *
 * Instant: the page prefetches the pending offers' hours once idle (usePrefetchHours), so
 * the answer is usually known at the press. Hours known → the scheduler opens at once (it refreshes
 * them itself). Not known yet → the scheduler's frame opens at once with its "loading" notes and fills
 * in when they arrive; if there are none after all, it closes and the offer is accepted as before.
 * Known to be none → they are asked again (they may be new) without a frame, as before.
 */
export function useLikeFlow(userCode: number) {
  const client = useQueryClient();
  const [scheduling, setScheduling] = useState<InboxEntry | null>(null);
  const mutation = useMutation({
    // As before: offline, the press fails with its toast rather than waiting for the network.
    networkMode: 'always',
    // The hours first (a failure to load them is its own toast), then a visit without date if there are none.
    mutationFn: async (entry: InboxEntry) => {
      let hours;
      try {
        hours = await client.fetchQuery(visitQueries.hours(entry.propertyId));
      } catch (err) {
        setScheduling(null);
        notifyKey('error', 'hoursLoadFailure', apiErrorMessage(err));
        return;
      }
      if (hours.length > 0) {
        setScheduling(entry);
        return;
      }
      setScheduling(null);
      await bookAndAccept(client, userCode, entry, { typeVisit: 'Presencial', visitDate: '', visitHour: '' });
    },
    onError: (err) => {
      notifyFailure(err);
      void invalidateOffersAndVisits(client);
    },
  });

  async function like(entry: InboxEntry) {
    const known = client.getQueryData(visitQueries.hours(entry.propertyId).queryKey);
    if (known === undefined || known.length > 0) setScheduling(entry);
    if (known && known.length > 0) return;
    await mutation.mutateAsync(entry).catch(() => undefined);
  }

  const busyId = mutation.isPending ? mutation.variables.idInboxProperty : null;
  return { like, busyId, scheduling, closeScheduler: () => setScheduling(null) };
}

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOffersAndVisits, notifyKey, visitQueries, type InboxEntry } from '@lotengo/shared';
import { apiErrorMessage, isApiError } from '@lotengo/shared/http';
import { notifyFailure } from '../../lib/notify-failure';
import { bookAndAccept, NO_DATE, saveVisit, showAccepted } from './book-visit';

/** The server's refusal of a visit without date: the owner has offered hours since they were read. */
const hoursAppeared = (err: unknown) => isApiError(err) && err.status === 400 && err.field === 'visitDate';

/**
 * The like flow of docs/product/rules.md: load the property's hours; none → a visit without date and the offer
 * accepted at once; otherwise the scheduler opens. Also used to book again after a cancellation.
 *
 * Instant: the page prefetches the pending offers' hours once idle (usePrefetchHours), so the answer is
 * usually known at the press, and nothing the seeker sees waits for the network:
 * - hours known → the scheduler opens at once (it refreshes them itself);
 * - known to be none → the card shows the offer accepted and the toast says so at the press, and the visit
 *   is saved behind them. The server is the check (it refuses a visit without date where the owner has
 *   hours): a refusal puts the card back as the server has it, with its reason, and where hours appeared
 *   meanwhile the scheduler opens with them;
 * - not known yet → the scheduler's frame opens at once with its "loading" notes and fills in when they
 *   arrive; if there are none after all, it closes and the offer is accepted once saved.
 */
export function useLikeFlow(userCode: number) {
  const client = useQueryClient();
  const [scheduling, setScheduling] = useState<InboxEntry | null>(null);

  const refused = async (err: unknown, entry: InboxEntry) => {
    notifyFailure(err);
    await invalidateOffersAndVisits(client);
    if (hoursAppeared(err)) setScheduling(entry);
  };

  // Hours not known at the press: ask for them, then the scheduler or a visit without date.
  const unknownHours = useMutation({
    // As before: offline, the press fails with its toast rather than waiting for the network.
    networkMode: 'always',
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
      await bookAndAccept(client, userCode, entry, NO_DATE);
    },
    onError: (err, entry) => refused(err, entry),
  });

  // Known to be none: already shown accepted (like()); saved here.
  const withoutHours = useMutation({
    networkMode: 'always',
    mutationFn: (entry: InboxEntry) => saveVisit(userCode, entry, NO_DATE),
    onSuccess: () => invalidateOffersAndVisits(client),
    onError: (err, entry) => refused(err, entry),
  });

  async function like(entry: InboxEntry) {
    const known = client.getQueryData(visitQueries.hours(entry.propertyId).queryKey);
    if (known === undefined) {
      setScheduling(entry);
      await unknownHours.mutateAsync(entry).catch(() => undefined);
    } else if (known.length > 0) setScheduling(entry);
    else {
      // In the same task as the press: the frame that follows it shows the answer.
      showAccepted(client, userCode, entry);
      await withoutHours.mutateAsync(entry).catch(() => undefined);
    }
  }

  const busyId = unknownHours.isPending
    ? unknownHours.variables.idInboxProperty
    : withoutHours.isPending
      ? withoutHours.variables.idInboxProperty
      : null;
  return { like, busyId, scheduling, closeScheduler: () => setScheduling(null) };
}

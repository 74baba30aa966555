import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, invalidateOffersAndVisits, notifyKey, visitQueries, type InboxEntry } from '@lotengo/shared';
import { notifyFailure } from '../../lib/notify-failure';
import { bookAndAccept } from './book-visit';

/**
 * The like flow of SPEC §4: load the property's hours; none → a visit without date and the offer
 * accepted at once; otherwise the scheduler opens. Also used to book again after a cancellation.
 */
export function useLikeFlow(userCode: number) {
  const client = useQueryClient();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [scheduling, setScheduling] = useState<InboxEntry | null>(null);

  async function like(entry: InboxEntry) {
    setBusyId(entry.idInboxProperty);
    try {
      let hours;
      try {
        hours = await client.fetchQuery(visitQueries.hours(entry.propertyId));
      } catch (err) {
        notifyKey('error', 'hoursLoadFailure', apiErrorMessage(err));
        return;
      }
      if (hours.length > 0) {
        setScheduling(entry);
        return;
      }
      await bookAndAccept(client, userCode, entry, { typeVisit: 'Presencial', visitDate: '', visitHour: '' });
    } catch (err) {
      notifyFailure(err);
      void invalidateOffersAndVisits(client);
    } finally {
      setBusyId(null);
    }
  }

  return { like, busyId, scheduling, closeScheduler: () => setScheduling(null) };
}

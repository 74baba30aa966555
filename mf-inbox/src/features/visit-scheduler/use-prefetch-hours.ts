import { useQueryClient } from '@tanstack/react-query';
import { INBOX_PENDING, usePrefetchOnIdle, visitQueries, type InboxEntry } from '@lotengo/shared';

/** At most this many offers' hours are fetched ahead (the first ones on screen). */
export const PREFETCH_HOURS_MAX = 12;

/**
 * Once the offers are drawn and the page is idle, fetches the visit hours of the pending offers, so
 * "Me gusta" knows at once whether to open the scheduler.
 */
export function usePrefetchHours(entries: InboxEntry[] | undefined): void {
  const client = useQueryClient();
  const ids = (entries ?? [])
    .filter((e) => e.isAccepted === INBOX_PENDING && !e.isWithdrawn)
    .slice(0, PREFETCH_HOURS_MAX)
    .map((e) => e.propertyId);
  usePrefetchOnIdle(
    () => Promise.all(ids.map((id) => client.prefetchQuery(visitQueries.hours(id)))),
    entries && ids.length ? ids.join(',') : false,
  );
}

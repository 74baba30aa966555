import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@lotengo/shared';

// Same root as the inbox's scheduler reads, so a save here makes those stale too.
const root = ['hours'] as const;

/** A property's availability as its owner edits it (GET /hours/hoursByProperty: the owner sees every slot). */
export const hoursQueries = {
  all: () => root,
  ofProperty: (propertyId: number) =>
    // The owner edits what is stored now, not a cached copy.
    queryOptions({ queryKey: [...root, propertyId, 'owner'], queryFn: () => api.getHoursByProperty(propertyId), staleTime: 0, retry: 1 }),
};

export const invalidateHours = (client: QueryClient, propertyId: number) => client.invalidateQueries({ queryKey: [...root, propertyId] });

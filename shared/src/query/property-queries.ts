import { queryOptions, type QueryClient } from '@tanstack/react-query';
// By its entry's name: the API's calls are shared by version (an app built from the same sources loads them once).
import { api } from '@lotengo/shared/api';
import type { SearchFilter } from '../contracts';

const root = ['properties'] as const;

/** Properties (docs/product/entities.md). */
export const propertyQueries = {
  all: () => root,
  /** POST /property/property-filters/{userCode}: the user's own properties that fit a filter (linking). */
  searchMine: (userCode: number, filter: SearchFilter) =>
    queryOptions({
      queryKey: [...root, 'search', userCode, filter],
      queryFn: () => api.searchUserProperties(userCode, filter),
      staleTime: 0,
    }),
  /** GET /property/getProperty/{userCode}: the owner's own list, closed ones included, with reject counts. */
  mine: (userCode: number) =>
    queryOptions({
      queryKey: [...root, 'mine', userCode],
      queryFn: () => api.getUserProperties(userCode),
      staleTime: 0,
    }),
  /** GET /property/{id}: one property with everything the edit form needs. */
  detail: (propertyId: number) =>
    queryOptions({
      queryKey: [...root, 'detail', propertyId],
      queryFn: () => api.getProperty(propertyId),
      staleTime: 0,
    }),
  /** GET /property/match-property/{userCode}: other people's properties for each of my requests (grouped, with near
   * ones). */
  matches: (userCode: number) =>
    queryOptions({
      queryKey: [...root, 'matches', userCode],
      queryFn: () => api.getPropertyMatches(userCode),
      staleTime: 0,
    }),
};

/**
 * After a property is created, updated, closed or reopened: every list, detail, linking search and
 * match of properties is stale (a closed one leaves them all).
 */
export const invalidateProperties = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: propertyQueries.all() });

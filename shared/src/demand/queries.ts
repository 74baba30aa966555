import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DemandQuery, PropertyDemandQuery, SupplyQuery } from '../contracts/demand';
import { demandApi } from './api';

const root = ['demand'] as const;

/**
 * Demand figures: never reused stale (staleTime 0, refetched on mount and focus), so a request
 * published, paused or closed shows at the next load. The panels keep the previous answer on screen
 * while the next one loads, so typing a price does not blank them.
 */
export const demandQueries = {
  all: () => root,
  summary: (query: Required<DemandQuery>) =>
    queryOptions({ queryKey: [...root, 'summary', query], queryFn: () => demandApi.getSummary(query), staleTime: 0 }),
  property: (query: Required<PropertyDemandQuery>) =>
    queryOptions({
      queryKey: [...root, 'property', query],
      queryFn: () => demandApi.getPropertyDemand(query),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  supply: (query: Required<SupplyQuery>) =>
    queryOptions({
      queryKey: [...root, 'supply', query],
      queryFn: () => demandApi.getSupply(query),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
};

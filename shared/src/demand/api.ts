import { demandApiPaths, demandSummarySchema, propertyDemandSchema, supplySchema, type DemandQuery, type PropertyDemandQuery, type SupplyQuery } from '../contracts/demand';
import { get } from '../api/request';

/** The demand calls, through the one API client (answers parsed with their contracts). Public: no session needed. */
export const demandApi = {
  getSummary: async (query: DemandQuery) => get(demandSummarySchema, demandApiPaths.summary, {}, { params: query }),
  getPropertyDemand: async (query: PropertyDemandQuery) => get(propertyDemandSchema, demandApiPaths.property, {}, { params: query }),
  getSupply: async (query: SupplyQuery) => get(supplySchema, demandApiPaths.supply, {}, { params: query }),
};

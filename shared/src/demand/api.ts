import * as z from 'zod/mini';
// By package name, not '../api': in a remote this entry is the remote's own copy, and the package name
// is the federated singleton, so the calls go through the shell's client (its base URL, token, XSRF).
import { parseResponse } from '@lotengo/shared';
import { httpClient } from '@lotengo/shared/http';
import { demandApiPaths, demandSummarySchema, propertyDemandSchema, supplySchema, type DemandQuery, type PropertyDemandQuery, type SupplyQuery } from '../contracts/demand';

async function getParsed<T>(schema: z.ZodMiniType<T>, path: string, params: object): Promise<T> {
  const res = await httpClient.get<unknown>(path, { params });
  return parseResponse(schema, res.data, res.status);
}

/** The demand calls, through the one API client (answers parsed with their contracts). Public: no session needed. */
export const demandApi = {
  getSummary: async (query: DemandQuery) => getParsed(demandSummarySchema, demandApiPaths.summary, query),
  getPropertyDemand: async (query: PropertyDemandQuery) => getParsed(propertyDemandSchema, demandApiPaths.property, query),
  getSupply: async (query: SupplyQuery) => getParsed(supplySchema, demandApiPaths.supply, query),
};

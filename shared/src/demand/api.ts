import * as z from 'zod/mini';
import { parseResponse } from '@lotengo/shared/api';
// The client by its entry's name: this module is bundled into each app, and @lotengo/shared/http is the
// page's one client (the shell's: its base URL, token, XSRF).
import { httpClient } from '@lotengo/shared/http';
import { needsOf } from '../contracts/capabilities';
import {
  demandApiPaths,
  demandSummarySchema,
  propertyDemandSchema,
  supplySchema,
  type DemandQuery,
  type PropertyDemandQuery,
  type SupplyQuery,
} from '../contracts/demand';

async function getParsed<T>(schema: z.ZodMiniType<T>, path: string, params: object): Promise<T> {
  const res = await httpClient.get<unknown>(path, { params, ...needsOf(path) });
  return parseResponse(schema, res.data, res.status);
}

/** The demand calls, through the one API client (answers parsed with their contracts). Public: no session needed. */
export const demandApi = {
  getSummary: async (query: DemandQuery) => getParsed(demandSummarySchema, demandApiPaths.summary, query),
  getPropertyDemand: async (query: PropertyDemandQuery) =>
    getParsed(propertyDemandSchema, demandApiPaths.property, query),
  getSupply: async (query: SupplyQuery) => getParsed(supplySchema, demandApiPaths.supply, query),
};

/*
 * Server state by domain (bulletproof-react's getDiscussionsQueryOptions): each domain file holds its
 * query options, key and fetcher side by side, under one root key; components spread them into
 * useQuery and writes invalidate through the same root (`invalidateHouseRequests(client)`). No literal
 * keys anywhere else.
 *
 * To add a domain or a query: in `<domain>-queries.ts`, add a function returning
 * `queryOptions({ queryKey: [...root, 'what', ...params], queryFn: () => api.x(...params) })`;
 * a write that changes the domain calls `client.invalidateQueries({ queryKey: <domain>Queries.all() })`
 * (or an `invalidate<Domain>` helper next to it); export the object here.
 */
export { createQueryClient, REFERENCE_STALE_MS } from './query-client';
export { parseConfigParameters, type ConfigParams, type Bounds } from './config-parameters';
export { offerQueries, visitQueries, invalidateOffersAndVisits } from './offers-queries';
export { referenceQueries } from './reference-queries';
export { houseRequestQueries, invalidateHouseRequests } from './house-request-queries';
export { propertyQueries, invalidateProperties } from './property-queries';
export { inboxQueries, invalidateInbox } from './inbox-queries';
export {
  useDepartments,
  useProvinces,
  useDistricts,
  useTypeProperties,
  useTypeProcessesForRequest,
  useTypeProcessesForProperty,
  useCharacteristics,
  useConfigParameters,
} from './reference-hooks';

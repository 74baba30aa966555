export { createQueryClient, REFERENCE_STALE_MS } from './query-client';
export { queryKeys } from './query-keys';
export { parseConfigParameters, type ConfigParams, type Bounds } from './config-parameters';
export {
  useDepartments,
  useProvinces,
  useDistricts,
  useTypeProperties,
  useTypeProcessesForRequest,
  useTypeProcessesForProperty,
  useCharacteristics,
  useProfileImages,
  useConfigParameters,
} from './reference-hooks';

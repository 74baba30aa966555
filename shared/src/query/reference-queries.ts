import { queryOptions } from '@tanstack/react-query';
// By its entry's name: the API's calls are shared by version (an app built from the same sources loads them once).
import { api } from '@lotengo/shared/api';
import { REFERENCE_STALE_MS } from './query-client';

/** Reference data (ubigeo, option lists, config) barely changes: kept 10 minutes, never refetched on focus. */
const reference = { staleTime: REFERENCE_STALE_MS, gcTime: 2 * REFERENCE_STALE_MS } as const;
const root = ['reference'] as const;

export const referenceQueries = {
  all: () => root,
  departments: () => queryOptions({ queryKey: [...root, 'departments'], queryFn: api.getDepartments, ...reference }),
  /** Enabled only once a department is chosen. */
  provinces: (department: string) =>
    queryOptions({
      queryKey: [...root, 'provinces', department],
      queryFn: () => api.getProvinces(department),
      enabled: Boolean(department),
      ...reference,
    }),
  /** Enabled only once department and province are chosen. */
  districts: (department: string, province: string) =>
    queryOptions({
      queryKey: [...root, 'districts', department, province],
      queryFn: () => api.getDistricts(department, province),
      enabled: Boolean(department && province),
      ...reference,
    }),
  /** Every district of Peru (finding the region and province of a district id). */
  ubigeos: () => queryOptions({ queryKey: [...root, 'ubigeos'], queryFn: api.getUbigeos, ...reference }),
  typeProperties: () =>
    queryOptions({ queryKey: [...root, 'type-properties'], queryFn: api.getTypeProperties, ...reference }),
  typeProcessesForRequest: () =>
    queryOptions({
      queryKey: [...root, 'type-processes', 'request'],
      queryFn: api.getTypeProcessesForRequest,
      ...reference,
    }),
  typeProcessesForProperty: () =>
    queryOptions({
      queryKey: [...root, 'type-processes', 'property'],
      queryFn: api.getTypeProcessesForProperty,
      ...reference,
    }),
  characteristics: () =>
    queryOptions({ queryKey: [...root, 'characteristics'], queryFn: api.getCharacteristics, ...reference }),
  profileImages: () =>
    queryOptions({ queryKey: [...root, 'profile-images'], queryFn: api.getProfileImages, ...reference }),
  configParameters: () =>
    queryOptions({ queryKey: [...root, 'config-parameters'], queryFn: api.getConfigParameters, ...reference }),
};

import { useQuery } from '@tanstack/react-query';
import { api } from '../api/endpoints';
import type { ConfigParameter } from '../contracts';
import { parseConfigParameters } from './config-parameters';
import { queryKeys } from './query-keys';
import { REFERENCE_STALE_MS } from './query-client';

const reference = { staleTime: REFERENCE_STALE_MS, gcTime: 2 * REFERENCE_STALE_MS } as const;

export function useDepartments() {
  return useQuery({ queryKey: queryKeys.departments(), queryFn: api.getDepartments, ...reference });
}

/** Enabled only once a department is chosen. */
export function useProvinces(department: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.provinces(department ?? ''),
    queryFn: () => api.getProvinces(department!),
    enabled: Boolean(department),
    ...reference,
  });
}

/** Enabled only once department and province are chosen. */
export function useDistricts(department: string | null | undefined, province: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.districts(department ?? '', province ?? ''),
    queryFn: () => api.getDistricts(department!, province!),
    enabled: Boolean(department && province),
    ...reference,
  });
}

export function useTypeProperties() {
  return useQuery({ queryKey: queryKeys.typeProperties(), queryFn: api.getTypeProperties, ...reference });
}

export function useTypeProcessesForRequest() {
  return useQuery({ queryKey: queryKeys.typeProcessesForRequest(), queryFn: api.getTypeProcessesForRequest, ...reference });
}

export function useTypeProcessesForProperty() {
  return useQuery({ queryKey: queryKeys.typeProcessesForProperty(), queryFn: api.getTypeProcessesForProperty, ...reference });
}

export function useCharacteristics() {
  return useQuery({ queryKey: queryKeys.characteristics(), queryFn: api.getCharacteristics, ...reference });
}

export function useProfileImages() {
  return useQuery({ queryKey: queryKeys.profileImages(), queryFn: api.getProfileImages, ...reference });
}

// Module-level so the selected value is memoised by react-query (stable select function).
const selectConfig = (list: ConfigParameter[]) => parseConfigParameters(list);

/** Config parameters parsed: data.budgetBounds(tprocessId), data.areaBounds, data.ownerTypes. */
export function useConfigParameters() {
  return useQuery({ queryKey: queryKeys.configParameters(), queryFn: api.getConfigParameters, select: selectConfig, ...reference });
}

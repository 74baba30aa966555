import { useQuery } from '@tanstack/react-query';
import type { ConfigParameter } from '../contracts';
import { parseConfigParameters } from './config-parameters';
import { referenceQueries } from './reference-queries';

export const useDepartments = () => useQuery(referenceQueries.departments());
export const useProvinces = (department: string | null | undefined) =>
  useQuery(referenceQueries.provinces(department ?? ''));
export const useDistricts = (department: string | null | undefined, province: string | null | undefined) =>
  useQuery(referenceQueries.districts(department ?? '', province ?? ''));
export const useTypeProperties = () => useQuery(referenceQueries.typeProperties());
export const useTypeProcessesForRequest = () => useQuery(referenceQueries.typeProcessesForRequest());
export const useTypeProcessesForProperty = () => useQuery(referenceQueries.typeProcessesForProperty());
export const useCharacteristics = () => useQuery(referenceQueries.characteristics());

// Module-level so the selected value is memoised by react-query (stable select function).
const selectConfig = (list: ConfigParameter[]) => parseConfigParameters(list);

/** Config parameters parsed: data.budgetBounds(tprocessId), data.areaBounds, data.ownerTypes. */
export const useConfigParameters = () => useQuery({ ...referenceQueries.configParameters(), select: selectConfig });

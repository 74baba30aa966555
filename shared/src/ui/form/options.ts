import {
  useConfigParameters,
  useDepartments,
  useDistricts,
  useProvinces,
  useTypeProcessesForProperty,
  useTypeProcessesForRequest,
  useTypeProperties,
} from '../../query';
import type { Ubigeo } from '../../contracts';

/**
 * The reference lists as select options, one shape for every form and filter: value, label and, for
 * places, the ubigeo code (DD0000, DDPP00 or DDPPDD; null when unknown).
 */
export interface ListOption {
  value: string;
  label: string;
  code: number | null;
}

export interface OptionsState {
  options: ListOption[];
  /** Waiting for a list that was asked for (a disabled query is not loading). */
  isLoading: boolean;
  /** The list has arrived (possibly empty). */
  isReady: boolean;
  isError: boolean;
  refetch: () => void;
}

interface QueryLike<T> {
  data?: T;
  isError?: boolean;
  refetch?: () => unknown;
}

export const departmentCode = (ubigeoId: number) => Math.floor(ubigeoId / 10000) * 10000;
export const provinceCode = (ubigeoId: number) => Math.floor(ubigeoId / 100) * 100;

function toState<T>(query: QueryLike<T[]>, enabled: boolean, map: (item: T) => ListOption): OptionsState {
  const seen = new Set<string>();
  const options: ListOption[] = [];
  for (const item of query.data ?? []) {
    const opt = map(item);
    // Empty names and repeats (one row per district in some answers) would show as blank or twice.
    if (opt.value && !seen.has(opt.value)) {
      seen.add(opt.value);
      options.push(opt);
    }
  }
  return {
    options,
    isLoading: enabled && !query.data && !query.isError,
    isReady: enabled && Boolean(query.data),
    isError: Boolean(query.isError),
    refetch: () => void query.refetch?.(),
  };
}

const placeId = (u: Ubigeo): number | null => (u.ubigeoId ? u.ubigeoId : null);

/** Departments (regions): value and label are the name, which the province and district calls take. */
export function useDepartmentOptions(): OptionsState {
  return toState(useDepartments(), true, (u) => {
    const id = placeId(u);
    return { value: u.department, label: u.department, code: id === null ? null : departmentCode(id) };
  });
}

export function useProvinceOptions(department: string): OptionsState {
  return toState(useProvinces(department), Boolean(department), (u) => {
    const id = placeId(u);
    return { value: u.province, label: u.province, code: id === null ? null : provinceCode(id) };
  });
}

/** Districts: the value is the ubigeo id (what requests and properties store). */
export function useDistrictOptions(department: string, province: string): OptionsState {
  return toState(useDistricts(department, province), Boolean(department && province), (u) => {
    const id = placeId(u);
    return { value: id === null ? '' : String(id), label: u.district, code: id };
  });
}

export function usePropertyTypeOptions(): OptionsState {
  return toState(useTypeProperties(), true, (t) => ({ value: String(t.tpropertyId), label: t.name, code: null }));
}

/** Operations a request can ask for (ALQUILAR, COMPRAR). */
export function useRequestOperationOptions(): OptionsState {
  return toState(useTypeProcessesForRequest(), true, (t) => ({
    value: String(t.tprocessId),
    label: t.name,
    code: null,
  }));
}

/** Operations a property can be offered for (ALQUILAR, VENDER). */
export function usePropertyOperationOptions(): OptionsState {
  return toState(useTypeProcessesForProperty(), true, (t) => ({
    value: String(t.tprocessId),
    label: t.name,
    code: null,
  }));
}

export interface MoneyBounds {
  min: number;
  max: number;
}

export interface ConfigBounds {
  /** Budget bounds of an operation (2 rent, 3 buy); null without an operation or before the config arrives. */
  budget: (tprocessId: number) => MoneyBounds | null;
  area: MoneyBounds | null;
  isLoading: boolean;
}

const validBounds = (b: MoneyBounds | null | undefined): MoneyBounds | null =>
  b && Number.isFinite(b.min) && Number.isFinite(b.max) && b.max > b.min ? { min: b.min, max: b.max } : null;

/** docs/product/constants.md: slider and budget bounds come from the config parameters; a garbled pair counts as none.
 */
export function useConfigBounds(): ConfigBounds {
  const query = useConfigParameters();
  const cfg = query.data;
  return {
    budget: (tprocessId) => validBounds(cfg?.budgetBounds(tprocessId)),
    area: validBounds(cfg?.areaBounds),
    isLoading: !cfg && !query.isError,
  };
}

import {
  useConfigParameters,
  useDepartments,
  useDistricts,
  useProvinces,
  useTypeProcessesForRequest,
  useTypeProperties,
} from '@lotengo/shared';
import { departmentCode, provinceCode } from './search-url';

/**
 * One adapter between the shared reference-data hooks and this remote's selects, so every form and
 * filter renders the same option shape (value, label and, for places, the ubigeo code).
 */
export interface Option {
  value: string;
  label: string;
  /** Ubigeo code of a place (DD0000, DDPP00 or DDPPDD); null when unknown. */
  code: number | null;
}

export interface OptionsState {
  options: Option[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

interface QueryLike<T> {
  data?: T;
  isLoading?: boolean;
  isPending?: boolean;
  isError?: boolean;
  refetch?: () => unknown;
}

type Place = string | { ubigeoId?: number; department?: string; province?: string; district?: string };

function toState<T>(query: QueryLike<T[]>, enabled: boolean, map: (item: T) => Option): OptionsState {
  const seen = new Set<string>();
  const options: Option[] = [];
  for (const item of query.data ?? []) {
    const opt = map(item);
    if (opt.value && !seen.has(opt.value)) {
      seen.add(opt.value);
      options.push(opt);
    }
  }
  return {
    options,
    isLoading: enabled && !query.data && !query.isError,
    isError: Boolean(query.isError),
    refetch: () => void query.refetch?.(),
  };
}

const placeName = (item: Place, level: 'department' | 'province'): string => (typeof item === 'string' ? item : (item[level] ?? ''));
const placeId = (item: Place): number | null => (typeof item === 'string' || !item.ubigeoId ? null : item.ubigeoId);

export function useDepartmentOptions(): OptionsState {
  const query = useDepartments() as QueryLike<Place[]>;
  return toState(query, true, (item) => {
    const id = placeId(item);
    const name = placeName(item, 'department');
    return { value: name, label: name, code: id === null ? null : departmentCode(id) };
  });
}

export function useProvinceOptions(department: string): OptionsState {
  const query = useProvinces(department) as QueryLike<Place[]>;
  return toState(query, Boolean(department), (item) => {
    const id = placeId(item);
    const name = placeName(item, 'province');
    return { value: name, label: name, code: id === null ? null : provinceCode(id) };
  });
}

export function useDistrictOptions(department: string, province: string): OptionsState {
  const query = useDistricts(department, province) as QueryLike<Place[]>;
  return toState(query, Boolean(department && province), (item) => {
    const id = placeId(item);
    const name = typeof item === 'string' ? item : (item.district ?? '');
    return { value: id === null ? '' : String(id), label: name, code: id };
  });
}

export function usePropertyTypeOptions(): OptionsState {
  const query = useTypeProperties() as QueryLike<{ tpropertyId: number; name: string }[]>;
  return toState(query, true, (t) => ({ value: String(t.tpropertyId), label: t.name, code: null }));
}

export function useOperationOptions(): OptionsState {
  const query = useTypeProcessesForRequest() as QueryLike<{ tprocessId: number; name: string }[]>;
  return toState(query, true, (t) => ({ value: String(t.tprocessId), label: t.name, code: null }));
}

export interface Bounds {
  min: number;
  max: number;
}

export interface SliderBounds {
  /** Budget bounds of an operation (2 rent, 3 buy); null when there is no operation or no config yet. */
  budget: (tprocessId: number) => Bounds | null;
  area: Bounds | null;
  isLoading: boolean;
}

interface ConfigLike {
  budgetBounds?: (tprocessId: number) => Bounds | null | undefined;
  areaBounds?: Bounds | null;
}

const validBounds = (b: Bounds | null | undefined): Bounds | null =>
  b && Number.isFinite(b.min) && Number.isFinite(b.max) && b.max > b.min ? b : null;

/** SPEC §9: slider and budget bounds come from the config parameters. */
export function useSliderBounds(): SliderBounds {
  const query = useConfigParameters() as QueryLike<ConfigLike>;
  const cfg = query.data;
  return {
    budget: (tprocessId) => validBounds(cfg?.budgetBounds?.(tprocessId)),
    area: validBounds(cfg?.areaBounds),
    isLoading: !cfg && !query.isError,
  };
}

import { useState } from 'react';
import { useDepartmentOptions, useDistrictOptions, useProvinceOptions } from '@lotengo/shared';
import { FilterSelect } from './filter-select';
import { resolveUbigeo } from './resolve-ubigeo';
import type { RequestSearchState } from './search-url';
import { requestsTexts } from '../texts';

const t = requestsTexts.search;

/**
 * The place cascade's state (department → province → district): each choice clears what depended on it.
 * The search's filters (request-filters.tsx) keep their own copy of this: they are on a visitor's first
 * load, where this abstraction cost ~0.1 KB gzip more than the inline version, and the budget has none left.
 */
export function usePlaceFilter(initial: Pick<RequestSearchState, 'dep' | 'prov' | 'ubigeo'>) {
  const [dep, setDep] = useState(initial.dep);
  const [prov, setProv] = useState(initial.prov);
  const [district, setDistrict] = useState(
    initial.ubigeo && initial.ubigeo % 100 !== 0 && initial.prov ? String(initial.ubigeo) : '',
  );
  const departments = useDepartmentOptions();
  const provinces = useProvinceOptions(dep);
  const districts = useDistrictOptions(dep, prov);
  return {
    dep,
    prov,
    district,
    departments,
    provinces,
    districts,
    chooseDep: (v: string) => {
      setDep(v);
      setProv('');
      setDistrict('');
    },
    chooseProv: (v: string) => {
      setProv(v);
      setDistrict('');
    },
    chooseDistrict: setDistrict,
    /** What the choice filters on: its most specific ubigeo code (0 = everywhere). */
    choice: () => ({
      dep,
      prov: dep ? prov : '',
      ubigeo: resolveUbigeo(
        { dep, prov, district },
        { departments: departments.options, provinces: provinces.options, districts: districts.options },
      ),
    }),
  };
}

export type PlaceFilter = ReturnType<typeof usePlaceFilter>;

/** The three cascading selects ("Región" on the home page, "Departamento" elsewhere). */
export function PlaceFilterSelects({
  place,
  departmentLabel = t.department,
}: {
  place: PlaceFilter;
  departmentLabel?: string;
}) {
  return (
    <>
      <FilterSelect label={departmentLabel} value={place.dep} onChange={place.chooseDep} state={place.departments} />
      <FilterSelect
        label={t.province}
        value={place.prov}
        onChange={place.chooseProv}
        state={place.provinces}
        disabled={!place.dep}
      />
      <FilterSelect
        label={t.district}
        value={place.district}
        onChange={place.chooseDistrict}
        state={place.districts}
        disabled={!place.prov}
      />
    </>
  );
}

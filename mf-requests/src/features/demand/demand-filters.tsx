import { useState, type FormEvent } from 'react';
import { messages, useDepartmentOptions, useDistrictOptions, usePropertyTypeOptions, useProvinceOptions, useRequestOperationOptions } from '@lotengo/shared';
import { demandTexts } from '@lotengo/shared/demand';
import { FilterSelect } from '../../lib/filter-select';
import { resolveUbigeo } from '../../lib/resolve-ubigeo';
import { EMPTY_SEARCH, type RequestSearchState } from '../../lib/search-url';

const t = demandTexts.page;
const s = messages.requests.search;

/** Place cascade (department → province → district), operation and type; "Ver demanda" hands the choice up. */
export function DemandFilters({ initial, onChange }: { initial: RequestSearchState; onChange: (next: RequestSearchState) => void }) {
  const [dep, setDep] = useState(initial.dep);
  const [prov, setProv] = useState(initial.prov);
  const [district, setDistrict] = useState(initial.ubigeo && initial.ubigeo % 100 !== 0 && initial.prov ? String(initial.ubigeo) : '');
  const [op, setOp] = useState(initial.op);
  const [type, setType] = useState(initial.type);
  const departments = useDepartmentOptions();
  const provinces = useProvinceOptions(dep);
  const districts = useDistrictOptions(dep, prov);
  const operations = useRequestOperationOptions();
  const types = usePropertyTypeOptions();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ubigeo = resolveUbigeo({ dep, prov, district }, { departments: departments.options, provinces: provinces.options, districts: districts.options });
    onChange({ ...EMPTY_SEARCH, dep, prov: dep ? prov : '', ubigeo, op, type });
  };

  return (
    <form className="lt-req-filters" onSubmit={submit} aria-label={t.filtersLegend}>
      <fieldset>
        <legend>{t.filtersLegend}</legend>
        <div className="lt-req-filter-grid">
          <FilterSelect
            label={s.department}
            value={dep}
            onChange={(v) => {
              setDep(v);
              setProv('');
              setDistrict('');
            }}
            state={departments}
          />
          <FilterSelect
            label={s.province}
            value={prov}
            onChange={(v) => {
              setProv(v);
              setDistrict('');
            }}
            state={provinces}
            disabled={!dep}
          />
          <FilterSelect label={s.district} value={district} onChange={setDistrict} state={districts} disabled={!prov} />
          <FilterSelect label={t.operation} value={op ? String(op) : ''} onChange={(v) => setOp(Number(v) || 0)} state={operations} />
          <FilterSelect label={t.propertyType} value={type ? String(type) : ''} onChange={(v) => setType(Number(v) || 0)} state={types} />
        </div>
        <div className="lt-req-actions">
          <button type="submit" className="lt-req-btn">
            {t.submit}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

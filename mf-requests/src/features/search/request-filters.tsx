import { useState, type FormEvent } from 'react';
import {
  PROCESS_BUY,
  PROCESS_RENT,
  SLIDER_STEPS,
  formatThousands,
  useConfigBounds,
  useDepartmentOptions,
  useDistrictOptions,
  usePropertyTypeOptions,
  useProvinceOptions,
  useRequestOperationOptions,
  type MoneyBounds,
} from '@lotengo/shared';
import { formatSoles } from '../../lib/format-soles';
import type { RequestSearchState } from '../../lib/search-url';
import { RangeSlider } from './range-slider';
import { FilterSelect } from '../../lib/filter-select';
import { resolveUbigeo } from '../../lib/resolve-ubigeo';
import { requestsTexts } from '../../texts';

const t = requestsTexts.search;

export interface RequestFiltersProps {
  initial: RequestSearchState;
  onSearch: (state: RequestSearchState) => void;
  /** 'page': /page/requests (Departamento, BUSCAR); 'home': the home section (Región, Buscar). */
  variant?: 'page' | 'home';
}

/** docs/product/constants.md slider steps: 1000 buy, 100 rent, 10 m² area. */
const stepOf = (op: number) => (op === PROCESS_BUY ? SLIDER_STEPS.buy : SLIDER_STEPS.rent);
// formatThousands, not toLocaleString: Peru groups the same way, without loading Intl's locale data.
const formatArea = (n: number) => `${formatThousands(n)} m²`;

/** A filter value inside bounds; 0 (no filter) shows as the bound itself. */
function clampPair(lo: number, hi: number, b: MoneyBounds): [number, number] {
  const a = Math.min(Math.max(lo || b.min, b.min), b.max);
  const z = Math.min(Math.max(hi || b.max, b.min), b.max);
  return a <= z ? [a, z] : [b.min, b.max];
}

/** A slider left at its full range filters nothing: send 0 so the API applies no bound. */
function toFilterPair([lo, hi]: [number, number], b: MoneyBounds): [number, number] {
  return [lo <= b.min ? 0 : lo, hi >= b.max ? 0 : hi];
}

/** Cascading place filters, type, operation, price (rent or buy) and area sliders; BUSCAR hands the state up. */
export function RequestFilters({ initial, onSearch, variant = 'page' }: RequestFiltersProps) {
  const [dep, setDep] = useState(initial.dep);
  const [prov, setProv] = useState(initial.prov);
  const [district, setDistrict] = useState(
    initial.ubigeo && initial.ubigeo % 100 !== 0 && initial.prov ? String(initial.ubigeo) : '',
  );
  const [op, setOp] = useState(initial.op);
  const [type, setType] = useState(initial.type);
  const [price, setPrice] = useState<[number, number]>([initial.pmin, initial.pmax]);
  const [area, setArea] = useState<[number, number]>([initial.amin, initial.amax]);

  const departments = useDepartmentOptions();
  const provinces = useProvinceOptions(dep);
  const districts = useDistrictOptions(dep, prov);
  const types = usePropertyTypeOptions();
  const operations = useRequestOperationOptions();
  const bounds = useConfigBounds();
  const priceBounds = op ? bounds.budget(op) : null;
  const areaBounds = bounds.area;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const [pmin, pmax] = priceBounds ? toFilterPair(clampPair(price[0], price[1], priceBounds), priceBounds) : [0, 0];
    const [amin, amax] = areaBounds ? toFilterPair(clampPair(area[0], area[1], areaBounds), areaBounds) : [0, 0];
    onSearch({
      dep,
      prov: dep ? prov : '',
      ubigeo: resolveUbigeo(
        { dep, prov, district },
        { departments: departments.options, provinces: provinces.options, districts: districts.options },
      ),
      op,
      type,
      pmin: op ? pmin : 0,
      pmax: op ? pmax : 0,
      amin,
      amax,
    });
  };

  const isHome = variant === 'home';
  // The home section lists type and operation first (docs/product/screens.md, Home); the search page lists location
  // first.
  const typeAndOperation = (
    <>
      <FilterSelect
        label={t.propertyType}
        value={type ? String(type) : ''}
        onChange={(v) => setType(Number(v) || 0)}
        state={types}
      />
      <FilterSelect
        label={t.operation}
        value={op ? String(op) : ''}
        onChange={(v) => {
          setOp(Number(v) || 0);
          setPrice([0, 0]);
        }}
        state={operations}
      />
    </>
  );
  return (
    <form className="lt-req-filters" onSubmit={submit} role="search" aria-label={t.filtersLegend}>
      <fieldset>
        <legend>{t.filtersLegend}</legend>
        <div className="lt-req-filter-grid">
          {isHome ? typeAndOperation : null}
          <FilterSelect
            label={isHome ? t.region : t.department}
            value={dep}
            onChange={(v) => {
              setDep(v);
              setProv('');
              setDistrict('');
            }}
            state={departments}
          />
          <FilterSelect
            label={t.province}
            value={prov}
            onChange={(v) => {
              setProv(v);
              setDistrict('');
            }}
            state={provinces}
            disabled={!dep}
          />
          <FilterSelect label={t.district} value={district} onChange={setDistrict} state={districts} disabled={!prov} />
          {isHome ? null : typeAndOperation}
        </div>
        <div className="lt-req-sliders">
          {priceBounds && (op === PROCESS_RENT || op === PROCESS_BUY) ? (
            <RangeSlider
              label={op === PROCESS_RENT ? t.priceRent : t.priceBuy}
              minLabel={t.priceMin}
              maxLabel={t.priceMax}
              min={priceBounds.min}
              max={priceBounds.max}
              step={stepOf(op)}
              value={clampPair(price[0], price[1], priceBounds)}
              onChange={setPrice}
              format={formatSoles}
            />
          ) : null}
          {areaBounds ? (
            <RangeSlider
              label={t.area}
              minLabel={t.areaMin}
              maxLabel={t.areaMax}
              min={areaBounds.min}
              max={areaBounds.max}
              step={SLIDER_STEPS.area}
              value={clampPair(area[0], area[1], areaBounds)}
              onChange={setArea}
              format={formatArea}
            />
          ) : null}
        </div>
        <div className="lt-req-actions">
          <button type="submit" className="lt-req-btn">
            {isHome ? t.homeSubmit : t.submit}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

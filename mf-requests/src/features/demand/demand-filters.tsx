import { useState, type FormEvent } from 'react';
import { usePropertyTypeOptions, useRequestOperationOptions } from '@lotengo/shared';
import { demandTexts } from '@lotengo/shared/demand';
import { FilterSelect } from '../../lib/filter-select';
import { PlaceFilterSelects, usePlaceFilter } from '../../lib/place-filter';
import { EMPTY_SEARCH, type RequestSearchState } from '../../lib/search-url';

const t = demandTexts.page;

/** Place cascade (department → province → district), operation and type; "Ver demanda" hands the choice up. */
export function DemandFilters({
  initial,
  onChange,
}: {
  initial: RequestSearchState;
  onChange: (next: RequestSearchState) => void;
}) {
  const place = usePlaceFilter(initial);
  const [op, setOp] = useState(initial.op);
  const [type, setType] = useState(initial.type);
  const operations = useRequestOperationOptions();
  const types = usePropertyTypeOptions();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...EMPTY_SEARCH, ...place.choice(), op, type });
  };

  return (
    <form className="lt-req-filters" onSubmit={submit} aria-label={t.filtersLegend}>
      <fieldset>
        <legend>{t.filtersLegend}</legend>
        <div className="lt-req-filter-grid">
          <PlaceFilterSelects place={place} />
          <FilterSelect
            label={t.operation}
            value={op ? String(op) : ''}
            onChange={(v) => setOp(Number(v) || 0)}
            state={operations}
          />
          <FilterSelect
            label={t.propertyType}
            value={type ? String(type) : ''}
            onChange={(v) => setType(Number(v) || 0)}
            state={types}
          />
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

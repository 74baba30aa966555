import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { demandTexts } from '@lotengo/shared/demand';
import { parseSearchParams, toSearchParams } from '../../lib/search-url';
import { DemandFilters } from './demand-filters';
import { DemandFigures } from './demand-figures';

const t = demandTexts.page;

/**
 * /page/demanda: the place, operation and type live in the URL with the request search's own parameter
 * names (dep, prov, ubigeo, op, type), so a view can be shared, reloaded and navigated back to.
 */
export function DemandPageView() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchParams(params), [params]);
  const canonical = toSearchParams({ ...state, pmin: 0, pmax: 0, amin: 0, amax: 0 }).toString();
  const query = useMemo(
    () => ({ ubigeoId: state.ubigeo, tprocessId: state.op, tpropertyId: state.type }),
    [state.ubigeo, state.op, state.type],
  );
  return (
    <div className="lt-req-page lt-dem-page">
      <h1>{t.title}</h1>
      <p className="lt-req-muted">{t.intro}</p>
      <DemandFilters key={canonical} initial={state} onChange={(next) => setParams(toSearchParams(next))} />
      <DemandFigures query={query} />
    </div>
  );
}

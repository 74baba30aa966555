import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RequestCard } from '../features/request-card';
import { RequestFilters, RequestResults } from '../features/search';
import { useLoTengo, useLoTengoLink } from '../features/link-property';
import { parseSearchParams, toFilter, toSearchParams } from '../lib/search-url';
import '../styles/requests.css';
import { requestsTexts } from '../texts';

const t = requestsTexts.search;

/** API filter field → the URL parameters that carry it. */
const FILTER_PARAM: Record<string, string[]> = {
  ubigeoId: ['ubigeo', 'dep', 'prov'],
  tprocessId: ['op', 'pmin', 'pmax'],
  tpropertyId: ['type'],
  priceMin: ['pmin', 'pmax'],
  priceMax: ['pmin', 'pmax'],
  areaMin: ['amin', 'amax'],
  areaMax: ['amin', 'amax'],
};

/**
 * /page/requests "Búsqueda de solicitudes". The filters live in the URL: BUSCAR pushes a new entry, so
 * back/forward, reload and a shared link reproduce the search. ?lotengo={id} opens "¡Lo tengo!" for one request.
 */
export default function RequestsPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchParams(params), [params]);
  const filter = useMemo(() => toFilter(state), [state]);
  const { loTengo, modal } = useLoTengo();
  useLoTengoLink(loTengo);
  const canonical = toSearchParams(state).toString();
  // A link naming a place or type the API does not know: drop that filter (replace, not push) and search on.
  const dropFilter = useCallback(
    (field: string) => {
      const key = FILTER_PARAM[field];
      if (!key) return;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const k of key) next.delete(k);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return (
    <div className="lt-req-page">
      <h1>{t.title}</h1>
      {/* Keyed by the URL so back/forward also resets what the filter form shows. */}
      <RequestFilters key={canonical} initial={state} onSearch={(next) => setParams(toSearchParams(next))} />
      <RequestResults
        filter={filter}
        title={t.publicTitle}
        onInvalidFilter={dropFilter}
        renderCard={(r) => <RequestCard request={r} onLoTengo={loTengo} />}
      />
      {modal}
    </div>
  );
}

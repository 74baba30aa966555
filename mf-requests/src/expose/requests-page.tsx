import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { messages } from '@lotengo/shared';
import { RequestCard } from '../features/request-card';
import { RequestFilters, RequestResults } from '../features/search';
import { useLoTengo } from '../features/link-property';
import { parseSearchParams, toFilter, toSearchParams } from '../lib/search-url';
import '../styles.css';

const t = messages.requests.search;

/**
 * /page/requests "Búsqueda de solicitudes". The filters live in the URL: BUSCAR pushes a new entry, so
 * back/forward, reload and a shared link reproduce the search.
 */
export default function RequestsPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchParams(params), [params]);
  const filter = useMemo(() => toFilter(state), [state]);
  const { loTengo, modal } = useLoTengo();
  const canonical = toSearchParams(state).toString();
  return (
    <div className="lt-req-page">
      <h1>{t.title}</h1>
      {/* Keyed by the URL so back/forward also resets what the filter form shows. */}
      <RequestFilters key={canonical} initial={state} onSearch={(next) => setParams(toSearchParams(next))} />
      <RequestResults filter={filter} title={t.publicTitle} renderCard={(r) => <RequestCard request={r} onLoTengo={loTengo} />} />
      {modal}
    </div>
  );
}

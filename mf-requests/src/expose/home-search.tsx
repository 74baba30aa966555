import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { HOME_REQUESTS_ANCHOR, paths } from '@lotengo/shared';
import { RequestCard } from '../features/request-card';
import { PopularRequests, RequestFilters, RequestResults } from '../features/search';
import { useLoTengo } from '../features/link-property';
import { EMPTY_SEARCH, toFilter, toSearchParams, type RequestSearchState } from '../lib/search-url';
import '../styles/requests.css';
import { requestsTexts } from '../texts';

const t = requestsTexts.search;

/** docs/product/rules.md: the home preloads the districts of Lima / Lima; its first search is still unfiltered. */
const HOME_DEFAULT: RequestSearchState = { ...EMPTY_SEARCH, dep: 'LIMA', prov: 'LIMA' };

/**
 * The home's request section: filters (type, operation, region, province, district, price and area
 * sliders), the popular requests and the public list the shell's "Tengo una propiedad" scrolls to.
 */
export default function HomeSearch() {
  const [search, setSearch] = useState<RequestSearchState>(EMPTY_SEARCH);
  const [searched, setSearched] = useState(false);
  const filter = useMemo(() => toFilter(search), [search]);
  const { loTengo, modal } = useLoTengo();
  const renderCard = (r: Parameters<typeof RequestCard>[0]['request']) => (
    <RequestCard request={r} onLoTengo={loTengo} />
  );
  return (
    <div className="lt-req-page" id={HOME_REQUESTS_ANCHOR}>
      <h2>{t.homeTitle}</h2>
      <p className="lt-req-muted">{t.homeIntro}</p>
      <RequestFilters
        variant="home"
        initial={HOME_DEFAULT}
        onSearch={(next) => {
          setSearch(next);
          setSearched(true);
        }}
      />
      {searched ? (
        <p>
          <Link to={`${paths.requests}?${toSearchParams(search).toString()}`}>{t.seeAll}</Link>
        </p>
      ) : null}
      <RequestResults filter={filter} title={t.publicTitle} renderCard={renderCard} />
      <PopularRequests renderCard={renderCard} />
      {modal}
    </div>
  );
}

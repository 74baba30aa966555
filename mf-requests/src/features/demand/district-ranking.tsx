import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { placeName, PROCESS_BUY, PROCESS_RENT, referenceQueries } from '@lotengo/shared';
import { countText, demandTexts, requestSearchHref, type DemandSummary } from '@lotengo/shared/demand';
import { publicPagesTexts } from '@lotengo/shared/i18n/public-pages';
import { districtIndex, operationOfProcess, publicPaths } from '@lotengo/shared/routing/public-paths';
import { scaleOf } from './charts/chart-data';

const t = demandTexts.districts;

/**
 * Districts ranked by active requests, each a link to the request search filtered to it (and to the
 * chosen operation and type). A table: it is its own text alternative; the bars are decoration.
 */
export function DistrictRanking({
  districts,
  tprocessId,
  tpropertyId,
}: {
  districts: NonNullable<DemandSummary['districts']>;
  tprocessId: number;
  tpropertyId: number;
}) {
  const size = scaleOf(districts.ranked);
  // Each district's public pages (what search engines index), for the operation chosen or both.
  const ubigeos = useQuery(referenceQueries.ubigeos());
  const slugOf = ubigeos.data ? districtIndex(ubigeos.data).slugOf : () => null;
  const operations = (
    tprocessId === PROCESS_RENT || tprocessId === PROCESS_BUY ? [tprocessId] : [PROCESS_RENT, PROCESS_BUY]
  ).map(operationOfProcess);
  return (
    <section className="lt-dem-figure" aria-labelledby="demanda-distritos-title">
      <h3 id="demanda-distritos-title" className="lt-dem-figure-title">
        {t.title}
      </h3>
      {districts.ranked.length ? (
        <table className="lt-dem-ranking" aria-labelledby="demanda-distritos-title">
          <thead>
            <tr>
              <th scope="col">{t.rank}</th>
              <th scope="col">{t.district}</th>
              <th scope="col">{t.count}</th>
            </tr>
          </thead>
          <tbody>
            {districts.ranked.map((d, i) => (
              <tr key={d.ubigeoId}>
                <td>{i + 1}</td>
                <th scope="row">
                  <Link
                    to={requestSearchHref({
                      department: d.department,
                      province: d.province,
                      ubigeoId: d.ubigeoId,
                      tprocessId,
                      tpropertyId,
                    })}
                    aria-label={t.link(d.district)}
                  >
                    {d.district}
                  </Link>
                  <span className="lt-dem-bar-track" aria-hidden="true">
                    <span className="lt-dem-bar" style={{ width: `${size(d.count)}%` }} />
                  </span>
                  {slugOf(d.ubigeoId) ? (
                    <span className="lt-dem-public">
                      {operations.map((op) => (
                        <a
                          key={op}
                          href={publicPaths.district(op, slugOf(d.ubigeoId)!)}
                          aria-label={publicPagesTexts.districtTitle(op, placeName(d.district))}
                        >
                          {publicPagesTexts.operation[op]}
                        </a>
                      ))}
                    </span>
                  ) : null}
                </th>
                <td>{countText(d.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="lt-req-muted">{t.none}</p>
      )}
      <p className="lt-dem-note">{t.others(countText(districts.others))}</p>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { countText, demandTexts, requestSearchHref, type DemandSummary } from '@lotengo/shared/demand';
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

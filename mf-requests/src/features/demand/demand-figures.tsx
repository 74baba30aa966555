import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@lotengo/shared/i18n';
import {
  countText,
  demandQueries,
  demandTexts,
  requestSearchHref,
  type DemandQuery,
  type DemandSummary,
} from '@lotengo/shared/demand';
import { BarList } from './charts/bar-list';
import { BudgetHistogram } from './charts/budget-histogram';
import { ColumnChart } from './charts/column-chart';
import { DistrictRanking } from './district-ranking';

const t = demandTexts;

function placeName(s: DemandSummary): string {
  const { level, department, province, district } = s.place;
  if (level === 'country') return t.page.allPeru;
  return t.page.placeOf([district, province, department].filter(Boolean));
}

/** Every figure of one place, operation and type, from GET /demand/summary (never a stale copy). */
export function DemandFigures({ query }: { query: Required<DemandQuery> }) {
  const { data, isPending, isError, refetch } = useQuery(demandQueries.summary(query));
  if (isPending) {
    return (
      <p className="lt-req-state lt-dem-loading" role="status">
        {t.page.loading}
      </p>
    );
  }
  if (isError) {
    return (
      <div className="lt-req-state" role="alert">
        <p>{t.page.loadError}</p>
        <button type="button" className="lt-req-btn lt-req-btn--secondary" onClick={() => void refetch()}>
          {messages.common.retry}
        </button>
      </div>
    );
  }
  const s = data;
  const link = requestSearchHref({
    department: s.place.department,
    province: s.place.province,
    ubigeoId: s.place.ubigeoId,
    tprocessId: s.tprocessId,
    tpropertyId: s.tpropertyId,
  });
  return (
    <section aria-labelledby="demanda-cifras" className="lt-dem-figures">
      <h2 id="demanda-cifras" className="lt-req-sr-only">
        {t.page.figuresTitle}
      </h2>
      <div className="lt-dem-headline" data-testid="demand-total">
        <span className="lt-dem-headline-label">
          {t.page.totalLabel} · {placeName(s)}
        </span>
        <strong className="lt-dem-headline-value">{t.page.total(countText(s.total))}</strong>
        <Link to={link} className="lt-req-btn lt-req-btn--secondary lt-req-btn--small">
          {t.page.seeRequests}
        </Link>
      </div>
      <p className="lt-dem-note">{t.page.fewLegend}</p>
      <div className="lt-dem-grid">
        <ColumnChart
          id="demanda-semanas"
          title={t.weeks.title}
          subtitle={t.weeks.subtitle}
          labelHeader={t.weeks.week}
          countHeader={t.weeks.count}
          data={s.weeks.map((w) => ({
            key: w.start,
            label: t.weeks.weekOf(w.start),
            longLabel: t.weeks.weekLong(w.start),
            count: w.count,
          }))}
        />
        {s.budget ? (
          <BudgetHistogram budget={s.budget} />
        ) : (
          <section className="lt-dem-figure" aria-labelledby="demanda-presupuesto-title">
            <h3 id="demanda-presupuesto-title" className="lt-dem-figure-title">
              {t.budget.title}
            </h3>
            <p className="lt-req-muted">{s.tprocessId ? t.budget.tooFew : t.budget.needsOperation}</p>
          </section>
        )}
        <ColumnChart
          id="demanda-dormitorios"
          title={t.bedrooms.title}
          labelHeader={t.bedrooms.label}
          countHeader={t.bedrooms.count}
          data={s.bedrooms.map((b) => ({
            key: String(b.bedrooms),
            label: t.bedrooms.value(b.bedrooms),
            count: b.count,
          }))}
        />
        <BarList
          id="demanda-tipos"
          title={t.types.title}
          labelHeader={t.types.label}
          countHeader={t.types.count}
          data={s.types.map((x) => ({ key: String(x.tpropertyId), label: x.name, count: x.count }))}
        />
        {s.districts ? (
          <DistrictRanking districts={s.districts} tprocessId={s.tprocessId} tpropertyId={s.tpropertyId} />
        ) : null}
      </div>
    </section>
  );
}

import { formatCardPrice } from '@lotengo/shared';
import { demandTexts, type DemandSummary } from '@lotengo/shared/demand';
import type { ChartDatum } from './chart-data';
import { ColumnChart } from './column-chart';

const t = demandTexts.budget;

/** Where `value` falls along the bins' axis, in %. */
const at = (value: number, lo: number, hi: number) =>
  `${Math.min(100, Math.max(0, ((value - lo) / (hi - lo)) * 100))}%`;

/** The budget histogram with the middle half (q1–q3) shaded and the median marked; the summary in words below. */
export function BudgetHistogram({ budget }: { budget: NonNullable<DemandSummary['budget']> }) {
  const { bins, quartiles } = budget;
  const lo = bins[0]?.from ?? 0;
  const hi = bins[bins.length - 1]?.to ?? 1;
  const data: ChartDatum[] = bins.map((b) => ({
    key: String(b.from),
    label: formatCardPrice(b.from),
    longLabel: t.bin(b.from, b.to),
    count: b.count,
  }));
  const overlay = (
    <>
      <span
        className="lt-dem-band"
        style={{
          left: at(quartiles.q1, lo, hi),
          width: `calc(${at(quartiles.q3, lo, hi)} - ${at(quartiles.q1, lo, hi)})`,
        }}
      />
      <span className="lt-dem-median" style={{ left: at(quartiles.median, lo, hi) }} />
    </>
  );
  return (
    <ColumnChart
      id="demanda-presupuesto"
      title={t.title}
      data={data}
      labelHeader={t.range}
      countHeader={t.count}
      overlay={overlay}
      note={
        <>
          {/* The marks' key, under the chart (labels inside it would run off a phone's edge). */}
          <p className="lt-dem-legend" aria-hidden="true">
            <span className="lt-dem-legend-band" /> {t.middleHalf} <span className="lt-dem-legend-median" /> {t.median}
          </p>
          <p className="lt-dem-note">{t.summary(quartiles.q1, quartiles.median, quartiles.q3)}</p>
        </>
      }
    />
  );
}

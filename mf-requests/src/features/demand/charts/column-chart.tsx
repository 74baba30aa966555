import type { ReactNode } from 'react';
import { countText, isFew } from '@lotengo/shared/demand';
import { scaleOf, type ChartDatum } from './chart-data';
import { FigureTable } from './figure-table';

export interface ColumnChartProps {
  id: string;
  title: string;
  subtitle?: string;
  data: readonly ChartDatum[];
  labelHeader: string;
  countHeader: string;
  /** Drawn over the columns (the histogram's median and middle half), aria-hidden like the columns. */
  overlay?: ReactNode;
  /** Visible text under the chart (the histogram's summary). */
  note?: ReactNode;
}

/**
 * Vertical columns in HTML and CSS (no chart library: see the README), so labels stay readable at 360 px
 * and the bundle carries no drawing code. The drawing is aria-hidden; FigureTable says the same in a table.
 */
export function ColumnChart({ id, title, subtitle, data, labelHeader, countHeader, overlay, note }: ColumnChartProps) {
  const size = scaleOf(data);
  return (
    <figure className="lt-dem-figure" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="lt-dem-figure-title">
        {title}
        {subtitle ? <span className="lt-dem-figure-subtitle">{subtitle}</span> : null}
      </figcaption>
      <div className="lt-dem-columns-wrap" aria-hidden="true">
        <div className="lt-dem-columns" style={{ gridTemplateColumns: `repeat(${data.length}, minmax(0, 1fr))` }}>
          {data.map((d) => (
            <div key={d.key} className="lt-dem-column" title={`${d.longLabel ?? d.label}: ${countText(d.count)}`}>
              <span className={isFew(d.count) ? 'lt-dem-value lt-dem-value--few' : 'lt-dem-value'}>
                {isFew(d.count) ? '<5' : countText(d.count)}
              </span>
              <span
                className={isFew(d.count) ? 'lt-dem-col-bar lt-dem-bar--few' : 'lt-dem-col-bar'}
                style={{ height: `${size(d.count)}%` }}
              />
            </div>
          ))}
          {overlay}
        </div>
        <div className="lt-dem-axis" style={{ gridTemplateColumns: `repeat(${data.length}, minmax(0, 1fr))` }}>
          {data.map((d) => (
            <span key={d.key}>{d.label}</span>
          ))}
        </div>
      </div>
      <FigureTable caption={title} labelHeader={labelHeader} countHeader={countHeader} data={data} />
      {note}
    </figure>
  );
}

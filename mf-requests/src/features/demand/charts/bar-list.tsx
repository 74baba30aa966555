import { countText, isFew } from '@lotengo/shared/demand';
import { scaleOf, type ChartDatum } from './chart-data';
import { FigureTable } from './figure-table';

export interface BarListProps {
  id: string;
  title: string;
  data: readonly ChartDatum[];
  labelHeader: string;
  countHeader: string;
}

/** Horizontal bars (long labels: property types) in HTML and CSS; the drawing is aria-hidden, the table is not. */
export function BarList({ id, title, data, labelHeader, countHeader }: BarListProps) {
  const size = scaleOf(data);
  return (
    <figure className="lt-dem-figure" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="lt-dem-figure-title">
        {title}
      </figcaption>
      <div className="lt-dem-bars" aria-hidden="true">
        {data.map((d) => (
          <div key={d.key} className="lt-dem-bar-row">
            <span className="lt-dem-bar-label">{d.longLabel ?? d.label}</span>
            <span className="lt-dem-bar-track">
              <span
                className={isFew(d.count) ? 'lt-dem-bar lt-dem-bar--few' : 'lt-dem-bar'}
                style={{ width: `${size(d.count)}%` }}
              />
            </span>
            <span className={isFew(d.count) ? 'lt-dem-value lt-dem-value--few' : 'lt-dem-value'}>
              {countText(d.count)}
            </span>
          </div>
        ))}
      </div>
      <FigureTable caption={title} labelHeader={labelHeader} countHeader={countHeader} data={data} />
    </figure>
  );
}

import { countText } from '@lotengo/shared/demand';
import type { ChartDatum } from './chart-data';

/**
 * The figure as a table, for screen readers (the drawing beside it is aria-hidden): the same rows, the
 * counts in words ("menos de 5"), never a number the drawing leaves out.
 */
export function FigureTable({ caption, labelHeader, countHeader, data }: { caption: string; labelHeader: string; countHeader: string; data: readonly ChartDatum[] }) {
  return (
    <table className="lt-req-sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{countHeader}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((d) => (
          <tr key={d.key}>
            <th scope="row">{d.longLabel ?? d.label}</th>
            <td>{countText(d.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

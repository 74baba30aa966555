import { countText } from '@lotengo/shared/demand';
import type { ChartDatum } from './chart-data';

/**
 * The figure as a table, for screen readers (the drawing beside it is aria-hidden): the same rows, the
 * counts in words ("menos de 5"), never a number the drawing leaves out.
 */
export function FigureTable({
  caption,
  labelHeader,
  countHeader,
  data,
}: {
  caption: string;
  labelHeader: string;
  countHeader: string;
  data: readonly ChartDatum[];
}) {
  return (
    // Hidden by its wrapper: a table grows to its content whatever width it is given, and would widen a phone's page.
    <div className="lt-req-sr-only">
      <table>
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
    </div>
  );
}

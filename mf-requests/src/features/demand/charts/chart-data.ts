import { DEMAND_MIN_COUNT, isFew, type DemandCount } from '@lotengo/shared/demand';

/** One bar or column: its label (short for the axis, long for the table), its count, optionally a link. */
export interface ChartDatum {
  key: string;
  label: string;
  longLabel?: string;
  count: DemandCount;
}

/**
 * A "menos de 5" bar is drawn up to 5, hatched: as tall as it could be, never as tall as it is (that
 * would draw the number the API withholds).
 */
export const drawnValue = (c: DemandCount): number => (isFew(c) ? DEMAND_MIN_COUNT : c);

/** Bar size in % of the largest one (the scale's top); at least a sliver so a bar is visible. */
export function scaleOf(data: readonly { count: DemandCount }[]): (c: DemandCount) => number {
  const top = Math.max(DEMAND_MIN_COUNT, ...data.map((d) => drawnValue(d.count)));
  return (c) => Math.max(2, (drawnValue(c) / top) * 100);
}

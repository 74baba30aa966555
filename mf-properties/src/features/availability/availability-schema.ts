import { z } from 'zod';
import { TIME_SLOTS, todayInPeru, VISIT_TYPES, type AvailableHour } from '@lotengo/shared';
import { propertiesTexts } from '../../texts';

const t = propertiesTexts.availability;

export interface AvailabilityRow {
  typeVisit: string;
  dateVisitAvailable: string;
  hourAvailableDateMin: string;
}
export interface AvailabilityFormValues {
  rows: AvailabilityRow[];
}

export const EMPTY_ROW: AvailabilityRow = { typeVisit: '', dateVisitAvailable: '', hourAvailableDateMin: '' };

const oneOf = (list: readonly string[]) => z.string().refine((v) => list.includes(v), t.required);
const rowKey = (r: AvailabilityRow) => `${r.typeVisit}|${r.dateVisitAvailable}|${r.hourAvailableDateMin}`;

/**
 * docs/product/rules.md: every row needs type, date and slot. Ours: no date before today (in Peru, like the API) and
 * no row twice (the second copy is marked). The 8-option hint is advice, not a rule (docs/product/constants.md).
 */
export function availabilitySchema(today: () => string = todayInPeru) {
  return z
    .object({
      rows: z.array(
        z.object({
          typeVisit: oneOf(VISIT_TYPES),
          dateVisitAvailable: z
            .string()
            .min(1, t.required)
            .refine((d) => d === '' || d >= today(), t.pastDate),
          hourAvailableDateMin: oneOf(TIME_SLOTS),
        }),
      ),
    })
    .superRefine(({ rows }, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        const key = rowKey(row);
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: ['rows', i, 'hourAvailableDateMin'], message: t.duplicate });
        seen.add(key);
      });
    });
}

export const toRows = (hours: readonly AvailableHour[]): AvailabilityRow[] =>
  hours.map(({ typeVisit, dateVisitAvailable, hourAvailableDateMin }) => ({
    typeVisit,
    dateVisitAvailable,
    hourAvailableDateMin,
  }));

export const toHours = (propertyId: number, rows: readonly AvailabilityRow[]): AvailableHour[] =>
  rows.map((r) => ({
    propertyId,
    typeVisit: r.typeVisit as AvailableHour['typeVisit'],
    dateVisitAvailable: r.dateVisitAvailable,
    hourAvailableDateMin: r.hourAvailableDateMin as AvailableHour['hourAvailableDateMin'],
  }));

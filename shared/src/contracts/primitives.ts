// zod/mini: the same checks as classic zod, as functions the bundler can drop (this ships in the first load).
import * as z from 'zod/mini';
import './default-locale';
import { PERU_TIME_ZONE } from '../format/time-zone';

/** Operation ids (docs/product/constants.md): 2 rent, 3 buy/sell. */
export const PROCESS_RENT = 2 as const;
export const PROCESS_BUY = 3 as const;
export const processIdSchema = z.union([z.literal(PROCESS_RENT), z.literal(PROCESS_BUY)], {
  error: 'debe ser 2 (alquiler) o 3 (compra/venta)',
});
export type ProcessId = z.infer<typeof processIdSchema>;

export const VISIT_TYPES = ['Presencial', 'Virtual'] as const;
export const visitTypeSchema = z.enum(VISIT_TYPES, { error: 'debe ser Presencial o Virtual' });
export type VisitType = z.infer<typeof visitTypeSchema>;

/** The four fixed availability slots (docs/product/screens.md, Availability modal). */
export const TIME_SLOTS = [
  '9:00 am a 11:00 am',
  '11:00 am a 01:00 pm',
  '02:00 pm a 04:00 pm',
  '04:00 pm a 06:00 pm',
] as const;
export const timeSlotSchema = z.enum(TIME_SLOTS, { error: 'no es un horario válido' });

export const id = (what = 'id') =>
  z
    .number({ error: `${what} debe ser un número` })
    .check(z.int(`${what} debe ser entero`), z.positive(`${what} debe ser mayor que 0`));

/** A 6-digit INEI ubigeo code as a number: DD0000 department, DDPP00 province, DDPPDD district. */
export const ubigeoIdSchema = z
  .number({ error: 'ubigeoId debe ser un número' })
  .check(
    z.int(),
    z.gte(10000, 'ubigeoId no es un código de ubigeo válido'),
    z.lte(999999, 'ubigeoId no es un código de ubigeo válido'),
  );

export const flagSchema = z.union([z.literal(0), z.literal(1)], { error: 'debe ser 0 o 1' });
/** The highest amount of money (price, budget) the API accepts. */
export const MONEY_MAX = 1_000_000_000;
export const money = (what: string) =>
  z
    .number({ error: `${what} debe ser un número` })
    .check(z.gte(0, `${what} no puede ser negativo`), z.lte(MONEY_MAX, `${what} es demasiado alto`));
export const count = (what: string, max = 10) =>
  z
    .number({ error: `${what} debe ser un número` })
    .check(
      z.int(`${what} debe ser entero`),
      z.gte(1, `${what} debe ser al menos 1`),
      z.lte(max, `${what} debe ser como máximo ${max}`),
    );
/**
 * A property's count (bedrooms, bathrooms, parking): docs/product/rules.md requires none and a plot of land has none,
 * so missing means 0 ("not given", shown as nothing). A request's counts stay `count` (required, from 1).
 */
export const optionalCount = (what: string, max = 10) =>
  z._default(
    z
      .number({ error: `${what} debe ser un número` })
      .check(
        z.int(`${what} debe ser entero`),
        z.gte(0, `${what} no puede ser negativo`),
        z.lte(max, `${what} debe ser como máximo ${max}`),
      ),
    0,
  );
export { DAY_MS, PERU_TIME_ZONE } from '../format/time-zone';
/** Today as YYYY-MM-DD in Peru (en-CA formats dates as ISO). */
export function todayInPeru(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PERU_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
/**
 * Characters refused in names and free text (forms and API alike): NUL and the other C0 controls, DEL,
 * and the bidi embedding/override/isolate controls U+202A–U+202E, U+2066–U+2069, which are invisible
 * and can make a text read differently from what it is (Trojan Source). Long text may keep tab and
 * line breaks; a single-line value (a name, a title) may not.
 */
// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;
export const hasControlChars = (value: string, { multiline = false } = {}): boolean =>
  (multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(value);
export const controlCharsMessage = (what: string) => `${what} contiene caracteres de control no permitidos`;
/**
 * The refinement for a text field, a check for zod/mini: `z.string().check(z.trim(), z.maxLength(60),
 * noControlChars('firstName'))`;
 * `multiline` for free text (descriptions, messages).
 */
export const noControlChars = (what: string, { multiline = false } = {}) =>
  z.refine<string>((value) => !hasControlChars(value, { multiline }), controlCharsMessage(what));

/** ISO date YYYY-MM-DD. */
export const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'fecha debe tener formato AAAA-MM-DD'));

// The demand figures ("Demanda"): aggregates of active requests, never a person. Its own entry
// (@lotengo/shared/contracts/demand), loaded with the page and the form panels, off every first load.
import * as z from 'zod/mini';
import { MONEY_MAX } from './primitives';

/**
 * Fewer requests than this in a cell, bar or bin and the API sends FEW instead of the number; the UI
 * reads it as "menos de 5". Zero is fewer too: "nobody" and "one person" must look the same.
 */
export const DEMAND_MIN_COUNT = 5;
export const FEW = 'few' as const;
/** Weeks of "new requests per week", the current (unfinished) week last. */
export const DEMAND_WEEKS = 12;
/** Bedroom bars: 1, 2, 3, 4 and "5 o más" (the last one counts 5 and above). */
export const DEMAND_BEDROOMS_MAX = 5;
/** A price's place among budgets is given in steps of this many percent (a finer step could single out one budget). */
export const PERCENTILE_STEP = 10;

/** A count of requests as the API sends it: the exact number only from DEMAND_MIN_COUNT up. */
export const demandCountSchema = z.union([z.number().check(z.int(), z.gte(DEMAND_MIN_COUNT)), z.literal(FEW)]);
export type DemandCount = z.infer<typeof demandCountSchema>;

const amount = z.number().check(z.gte(0), z.lte(MONEY_MAX));
const placeLevelSchema = z.enum(['country', 'department', 'province', 'district']);
export type PlaceLevel = z.infer<typeof placeLevelSchema>;

/** What a number in the query string must be: 0 or more, an integer; '' and absent mean 0 ("no filter"). */
const queryInt = (what: string, max: number) =>
  z._default(
    z.coerce
      .number({ error: `${what} debe ser un número` })
      .check(
        z.int(`${what} debe ser entero`),
        z.gte(0, `${what} no puede ser negativo`),
        z.lte(max, `${what} debe ser como máximo ${max}`),
      ),
    0,
  );
const queryMoney = (what: string) =>
  z._default(
    z.coerce
      .number({ error: `${what} debe ser un número` })
      .check(z.gte(0, `${what} no puede ser negativo`), z.lte(MONEY_MAX, `${what} es demasiado alto`)),
    0,
  );

/** GET /demand/summary?ubigeoId=&tprocessId=&tpropertyId= — 0 (or absent) means all Peru / any operation / any type. */
/** Place, operation and type: what every demand query names. */
const placeQuery = {
  ubigeoId: queryInt('ubigeoId', 999999),
  tprocessId: queryInt('tprocessId', 3),
  tpropertyId: queryInt('tpropertyId', 99),
};
export const demandQuerySchema = z.object(placeQuery);
export type DemandQuery = z.input<typeof demandQuerySchema>;

export const demandPlaceSchema = z.object({
  ubigeoId: z.number(),
  level: placeLevelSchema,
  department: z.string(),
  province: z.string(),
  district: z.string(),
});
export type DemandPlace = z.infer<typeof demandPlaceSchema>;

/** Budget quartiles (a request's budget is its maximum, costEnd), rounded to the operation's step. */
export const quartilesSchema = z.object({ q1: amount, median: amount, q3: amount });
export type Quartiles = z.infer<typeof quartilesSchema>;

export const demandSummarySchema = z.object({
  place: demandPlaceSchema,
  tprocessId: z.number(),
  tpropertyId: z.number(),
  /** Active requests there: the same rule and filter as the request search (its X-Total-Count). */
  total: demandCountSchema,
  /** New requests (by publication date) per week, oldest first; `start` is the week's first day (YYYY-MM-DD, UTC). */
  weeks: z.array(z.object({ start: z.string(), count: demandCountSchema })),
  /**
   * Dollars, as on every card. null without an operation (a month's rent and a price cannot share an
   * axis) or with fewer than DEMAND_MIN_COUNT requests (the bins' edges would draw one person's budget).
   */
  budget: z.nullable(
    z.object({
      step: z.number(),
      bins: z.array(z.object({ from: amount, to: amount, count: demandCountSchema })),
      quartiles: quartilesSchema,
    }),
  ),
  /** Always the five bars 1…5 (5 = "5 o más"), so an empty bar and a small one look alike. */
  bedrooms: z.array(z.object({ bedrooms: z.number(), count: demandCountSchema })),
  /** Every property type of the catalogue, in its order. */
  types: z.array(z.object({ tpropertyId: z.number(), name: z.string(), count: demandCountSchema })),
  /**
   * In a department, province or all Peru: its districts with at least DEMAND_MIN_COUNT requests, most
   * wanted first; `others` counts the requests of every district below that (each too few to show).
   */
  districts: z.nullable(
    z.object({
      ranked: z.array(
        z.object({
          ubigeoId: z.number(),
          department: z.string(),
          province: z.string(),
          district: z.string(),
          count: z.number().check(z.int(), z.gte(DEMAND_MIN_COUNT)),
        }),
      ),
      others: demandCountSchema,
    }),
  ),
});
export type DemandSummary = z.infer<typeof demandSummarySchema>;

/**
 * GET /demand/property?… — the publish form's panel: a district, operation, type and price. `price`
 * 0 means "not given yet" (no percentile).
 */
export const propertyDemandQuerySchema = z.object({ ...placeQuery, price: queryMoney('price') });
export type PropertyDemandQuery = z.input<typeof propertyDemandQuerySchema>;

export const propertyDemandSchema = z.object({
  place: demandPlaceSchema,
  /** Active requests for that operation and type in that district (the request search's count). */
  total: demandCountSchema,
  /** Of those, how many have the price inside their budget (costInit ≤ price ≤ costEnd). null without a price. */
  fitting: z.nullable(demandCountSchema),
  /** null below DEMAND_MIN_COUNT requests. */
  medianBudget: z.nullable(amount),
  /** Share of those budgets (their maximum) below the price, in PERCENTILE_STEP steps, rounded down. null without a
   * price or below DEMAND_MIN_COUNT. */
  priceAbovePercent: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
});
export type PropertyDemand = z.infer<typeof propertyDemandSchema>;

/**
 * GET /demand/supply?… — the request form's panel: a district, operation, type and budget (and the rooms
 * and area asked for, which decide what "fits" with the matching rules). Published properties are public,
 * so their counts are exact.
 */
export const supplyQuerySchema = z.object({
  ...placeQuery,
  costInit: queryMoney('costInit'),
  costEnd: queryMoney('costEnd'),
  numberBedrooms: queryInt('numberBedrooms', 10),
  numberBathrooms: queryInt('numberBathrooms', 10),
  numberParkinglot: queryInt('numberParkinglot', 10),
  coveredArea: queryMoney('coveredArea'),
});
export type SupplyQuery = z.input<typeof supplyQuerySchema>;

export const supplySchema = z.object({
  place: demandPlaceSchema,
  /** Published properties of that operation and type in that district (someone else's). */
  published: z.number().check(z.int(), z.gte(0)),
  /** Of those, how many the matching rules call a match for this request (exact), and near ones. null without a budget.
   */
  fitting: z.nullable(z.number().check(z.int(), z.gte(0))),
  near: z.nullable(z.number().check(z.int(), z.gte(0))),
  /** Share of their prices at or below the budget's maximum, in PERCENTILE_STEP steps, rounded down. null without a
   * budget or properties. */
  budgetAbovePercent: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
  /** Their median price; null without properties. */
  medianPrice: z.nullable(amount),
});
export type Supply = z.infer<typeof supplySchema>;

// The paths live apart, without schemas: the capabilities map (capabilities.ts) names them too.
export { demandApiPaths } from './demand-paths';

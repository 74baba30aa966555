import * as z from 'zod/mini';
import { count, flagSchema, id, money, noControlChars, processIdSchema, ubigeoIdSchema } from './primitives';
import { requestStateSchema } from './request-state';
import { DEFAULT_REQUEST_DESCRIPTION, DEFAULT_REQUEST_TITLE } from './placeholders';

export { DEFAULT_REQUEST_DESCRIPTION, DEFAULT_REQUEST_TITLE };
export const REQUEST_TITLE_MAX = 80;
export const REQUEST_DESCRIPTION_MAX = 1000;
export const REFERENCE_ADDRESS_MAX = 150;
export const COVERED_AREA_MAX = 100_000;

/** Construction age ranges (docs/product/screens.md, Edit request): 0 = not given (create form). */
export const YEAR_CONSTRUCTION_RANGES = [
  { value: 1, label: '0-5 años' },
  { value: 2, label: '5-10 años' },
  { value: 3, label: '10-20 años' },
  { value: 4, label: 'Más de 20 años' },
] as const;

const houseRequestFields = z.object({
  title: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(REQUEST_TITLE_MAX, `title admite ${REQUEST_TITLE_MAX} caracteres`),
        noControlChars('title'),
      ),
    DEFAULT_REQUEST_TITLE,
  ),
  description: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(REQUEST_DESCRIPTION_MAX, `description admite ${REQUEST_DESCRIPTION_MAX} caracteres`),
        noControlChars('description', { multiline: true }),
      ),
    DEFAULT_REQUEST_DESCRIPTION,
  ),
  referenceAddress: z
    .string({ error: 'referenceAddress es requerido' })
    .check(
      z.trim(),
      z.minLength(1, 'referenceAddress es requerido'),
      z.maxLength(REFERENCE_ADDRESS_MAX, `referenceAddress admite ${REFERENCE_ADDRESS_MAX} caracteres`),
      noControlChars('referenceAddress'),
    ),
  totalArea: z._default(z.literal(0), 0),
  coveredArea: z._default(
    z
      .number()
      .check(
        z.gte(0, 'coveredArea no puede ser negativa'),
        z.lte(COVERED_AREA_MAX, `coveredArea debe ser como máximo ${COVERED_AREA_MAX}`),
      ),
    0,
  ),
  ubigeoId: ubigeoIdSchema.check(z.refine((v) => v % 100 !== 0, 'ubigeoId debe ser un distrito')),
  yearConstruction: z._default(
    z.number().check(z.int(), z.gte(0), z.lte(4, 'yearConstruction debe estar entre 1 y 4')),
    0,
  ),
  numberBedrooms: count('numberBedrooms'),
  numberBathrooms: count('numberBathrooms'),
  numberParkinglot: count('numberParkinglot'),
  tpropertyId: id('tpropertyId'),
  tprocessId: processIdSchema,
  costInit: money('costInit'),
  costEnd: money('costEnd'),
  numberCommonArea: flagSchema,
  numberServicesAreas: z.optional(flagSchema),
  isTerraza: z._default(z.enum(['0', '1'], { error: "isTerraza debe ser '0' o '1'" }), '0'),
  userCode: id('userCode'),
  status: z._default(z.literal(1), 1),
  /** Ours: search engines may index its public page. Optional: a create without it is indexable, an update without it
   * keeps the saved choice (the server decides, so an older client never changes it by leaving it out). */
  indexable: z.optional(z.boolean({ error: 'indexable debe ser true o false' })),
});

const budgetInOrder = (r: { costInit: number; costEnd: number }) => r.costInit <= r.costEnd;
const BUDGET_ORDER = { message: 'costInit no puede ser mayor que costEnd', path: ['costInit'] };

/** POST /house-request/houserequest-registration. */
export const houseRequestCreateSchema = houseRequestFields.check(z.refine(budgetInOrder, BUDGET_ORDER));
export type HouseRequestCreate = z.input<typeof houseRequestCreateSchema>;

/** POST /house-request/{id}/update. */
export const houseRequestUpdateSchema = z
  .extend(houseRequestFields, { houseRequestId: z.optional(id('houseRequestId')) })
  .check(z.refine(budgetInOrder, BUDGET_ORDER));
export type HouseRequestUpdate = z.input<typeof houseRequestUpdateSchema>;

export const requestProcessTypeSchema = z.enum(['COMPRAR', 'ALQUILAR']);

/** A house request as read (docs/product/entities.md), plus the area ticks the card shows. */
export const houseRequestSchema = z.object({
  houseRequestId: id('houseRequestId'),
  title: z.string(),
  description: z.string(),
  address: z.string(),
  referenceAddress: z.string(),
  totalArea: z.number(),
  coveredArea: z.number(),
  yearConstruction: z.number(),
  numberBedrooms: z.number(),
  numberBathrooms: z.number(),
  numberParkinglot: z.number(),
  costInit: z.number(),
  costEnd: z.number(),
  tprocessId: processIdSchema,
  tpropertyId: z.number(),
  ubigeoId: z.number(),
  department: z.string(),
  province: z.string(),
  district: z.string(),
  isTerraza: z.enum(['0', '1']),
  userCode: id('userCode'),
  urlAvataruser: z.nullable(z.string()),
  processType: requestProcessTypeSchema,
  propertyType: z.string(),
  numberCommonArea: z.optional(flagSchema),
  numberServicesAreas: z.optional(flagSchema),
  /** Requester's phone: only in match answers and only where the server's contact rule allows it (never in searches or
   * reads by id). */
  phoneNumber: z.optional(z.string()),
  /** How many offers it received (popular list). */
  offersCount: z.optional(z.number()),
  /** Freshness (our addition): only 'active' requests are searched, matched and take offers. Optional: older backends.
   */
  state: z.optional(requestStateSchema),
  /** Last time its author created, edited, reopened or renewed it ("Activa hace 3 días"). */
  lastActiveAt: z.optional(z.string()),
  /** When an active request leaves the search unless renewed ("Sigo buscando"): lastActiveAt + limit_days_request. */
  expiresAt: z.optional(z.string()),
  /** Ours: false keeps its public page out of search engines (noindex, no sitemap, no preview image); the app's own
   * search still lists it. Always in the mock's answers; a backend without it has every request indexable. */
  indexable: z._default(z.boolean(), true),
});
export type HouseRequest = z.infer<typeof houseRequestSchema>;

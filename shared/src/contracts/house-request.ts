import * as z from 'zod/mini';
import { flagSchema, id, processIdSchema } from './primitives';
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

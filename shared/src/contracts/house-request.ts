import { z } from 'zod';
import { count, flagSchema, id, money, noControlChars, processIdSchema, ubigeoIdSchema } from './primitives';

export const DEFAULT_REQUEST_TITLE = 'no-title-request';
export const DEFAULT_REQUEST_DESCRIPTION = 'no description';
export const REQUEST_TITLE_MAX = 80;
export const REQUEST_DESCRIPTION_MAX = 1000;
export const REFERENCE_ADDRESS_MAX = 150;
export const COVERED_AREA_MAX = 100_000;

/** Construction age ranges (SPEC §2 Edit request): 0 = not given (create form). */
export const YEAR_CONSTRUCTION_RANGES = [
  { value: 1, label: '0-5 años' },
  { value: 2, label: '5-10 años' },
  { value: 3, label: '10-20 años' },
  { value: 4, label: 'Más de 20 años' },
] as const;

const houseRequestFields = z.object({
  title: z.string().trim().max(REQUEST_TITLE_MAX, `title admite ${REQUEST_TITLE_MAX} caracteres`).refine(...noControlChars('title')).default(DEFAULT_REQUEST_TITLE),
  description: z
    .string()
    .trim()
    .max(REQUEST_DESCRIPTION_MAX, `description admite ${REQUEST_DESCRIPTION_MAX} caracteres`)
    .refine(...noControlChars('description', { multiline: true }))
    .default(DEFAULT_REQUEST_DESCRIPTION),
  referenceAddress: z
    .string({ error: 'referenceAddress es requerido' })
    .trim()
    .min(1, 'referenceAddress es requerido')
    .max(REFERENCE_ADDRESS_MAX, `referenceAddress admite ${REFERENCE_ADDRESS_MAX} caracteres`)
    .refine(...noControlChars('referenceAddress')),
  totalArea: z.literal(0).default(0),
  coveredArea: z.number().min(0, 'coveredArea no puede ser negativa').max(COVERED_AREA_MAX, `coveredArea debe ser como máximo ${COVERED_AREA_MAX}`).default(0),
  ubigeoId: ubigeoIdSchema.refine((v) => v % 100 !== 0, 'ubigeoId debe ser un distrito'),
  yearConstruction: z.number().int().min(0).max(4, 'yearConstruction debe estar entre 1 y 4').default(0),
  numberBedrooms: count('numberBedrooms'),
  numberBathrooms: count('numberBathrooms'),
  numberParkinglot: count('numberParkinglot'),
  tpropertyId: id('tpropertyId'),
  tprocessId: processIdSchema,
  costInit: money('costInit'),
  costEnd: money('costEnd'),
  numberCommonArea: flagSchema,
  numberServicesAreas: flagSchema.optional(),
  isTerraza: z.enum(['0', '1'], { error: "isTerraza debe ser '0' o '1'" }).default('0'),
  userCode: id('userCode'),
  status: z.literal(1).default(1),
});

const budgetInOrder = (r: { costInit: number; costEnd: number }) => r.costInit <= r.costEnd;
const BUDGET_ORDER = { message: 'costInit no puede ser mayor que costEnd', path: ['costInit'] };

/** POST /house-request/houserequest-registration. */
export const houseRequestCreateSchema = houseRequestFields.refine(budgetInOrder, BUDGET_ORDER);
export type HouseRequestCreate = z.input<typeof houseRequestCreateSchema>;

/** POST /house-request/{id}/update. */
export const houseRequestUpdateSchema = houseRequestFields
  .extend({ houseRequestId: id('houseRequestId').optional() })
  .refine(budgetInOrder, BUDGET_ORDER);
export type HouseRequestUpdate = z.input<typeof houseRequestUpdateSchema>;

export const requestProcessTypeSchema = z.enum(['COMPRAR', 'ALQUILAR']);

/** A house request as read (SPEC §3), plus the area ticks the card shows. */
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
  urlAvataruser: z.string().nullable(),
  processType: requestProcessTypeSchema,
  propertyType: z.string(),
  numberCommonArea: flagSchema.optional(),
  numberServicesAreas: flagSchema.optional(),
  /** Requester's phone: only in match answers and only where the server's contact rule allows it (never in searches or reads by id). */
  phoneNumber: z.string().optional(),
  /** How many offers it received (popular list). */
  offersCount: z.number().optional(),
});
export type HouseRequest = z.infer<typeof houseRequestSchema>;


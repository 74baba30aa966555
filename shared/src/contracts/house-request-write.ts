/**
 * What the site sends to create or edit a request: its own module, so the first load (which only reads
 * requests) does not carry these schemas; the signed-in calls' chunk does.
 */
import * as z from 'zod/mini';
import { COVERED_AREA_MAX, REFERENCE_ADDRESS_MAX, REQUEST_DESCRIPTION_MAX, REQUEST_TITLE_MAX } from './house-request';
import { count, flagSchema, id, money, noControlChars, processIdSchema, ubigeoIdSchema } from './primitives';
import { DEFAULT_REQUEST_DESCRIPTION, DEFAULT_REQUEST_TITLE } from './placeholders';

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
